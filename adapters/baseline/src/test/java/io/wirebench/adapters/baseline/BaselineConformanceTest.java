package io.wirebench.adapters.baseline;

import io.wirebench.conformance.ConformanceSuite;

class BaselineConformanceTest extends ConformanceSuite {
}
