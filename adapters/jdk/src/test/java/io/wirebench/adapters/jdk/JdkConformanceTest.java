package io.wirebench.adapters.jdk;

import io.wirebench.conformance.ConformanceSuite;

class JdkConformanceTest extends ConformanceSuite {
}
