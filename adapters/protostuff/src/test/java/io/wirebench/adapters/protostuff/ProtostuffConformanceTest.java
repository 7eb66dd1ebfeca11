package io.wirebench.adapters.protostuff;

import io.wirebench.conformance.ConformanceSuite;

class ProtostuffConformanceTest extends ConformanceSuite {
}
