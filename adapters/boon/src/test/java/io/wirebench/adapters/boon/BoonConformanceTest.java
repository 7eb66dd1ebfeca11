package io.wirebench.adapters.boon;

import io.wirebench.conformance.ConformanceSuite;

class BoonConformanceTest extends ConformanceSuite {
}
