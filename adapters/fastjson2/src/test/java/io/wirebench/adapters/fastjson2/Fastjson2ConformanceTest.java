package io.wirebench.adapters.fastjson2;

import io.wirebench.conformance.ConformanceSuite;

class Fastjson2ConformanceTest extends ConformanceSuite {
}
