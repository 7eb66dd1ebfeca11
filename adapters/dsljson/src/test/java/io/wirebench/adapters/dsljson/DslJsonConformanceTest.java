package io.wirebench.adapters.dsljson;

import io.wirebench.conformance.ConformanceSuite;

class DslJsonConformanceTest extends ConformanceSuite {
}
