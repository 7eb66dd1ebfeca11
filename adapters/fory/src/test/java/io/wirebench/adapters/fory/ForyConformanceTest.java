package io.wirebench.adapters.fory;

import io.wirebench.conformance.ConformanceSuite;

class ForyConformanceTest extends ConformanceSuite {
}
