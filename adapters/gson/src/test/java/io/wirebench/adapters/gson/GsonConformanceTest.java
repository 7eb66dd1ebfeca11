package io.wirebench.adapters.gson;

import io.wirebench.conformance.ConformanceSuite;

class GsonConformanceTest extends ConformanceSuite {
}
