package io.wirebench.adapters.wire;

import io.wirebench.conformance.ConformanceSuite;

class WireConformanceTest extends ConformanceSuite {
}
