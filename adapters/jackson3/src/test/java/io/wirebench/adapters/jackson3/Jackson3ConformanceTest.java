package io.wirebench.adapters.jackson3;

import io.wirebench.conformance.ConformanceSuite;

class Jackson3ConformanceTest extends ConformanceSuite {
}
