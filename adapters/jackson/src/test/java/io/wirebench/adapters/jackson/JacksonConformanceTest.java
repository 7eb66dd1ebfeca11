package io.wirebench.adapters.jackson;

import io.wirebench.conformance.ConformanceSuite;

class JacksonConformanceTest extends ConformanceSuite {
}
