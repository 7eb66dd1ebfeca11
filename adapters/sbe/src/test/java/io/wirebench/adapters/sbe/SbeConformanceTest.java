package io.wirebench.adapters.sbe;

import io.wirebench.conformance.ConformanceSuite;

class SbeConformanceTest extends ConformanceSuite {
}
