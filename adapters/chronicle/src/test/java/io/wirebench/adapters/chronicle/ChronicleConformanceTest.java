package io.wirebench.adapters.chronicle;

import io.wirebench.conformance.ConformanceSuite;

class ChronicleConformanceTest extends ConformanceSuite {
}
