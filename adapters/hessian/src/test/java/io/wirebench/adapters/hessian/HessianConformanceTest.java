package io.wirebench.adapters.hessian;

import io.wirebench.conformance.ConformanceSuite;

class HessianConformanceTest extends ConformanceSuite {
}
