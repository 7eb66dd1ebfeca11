package io.wirebench.adapters.snakeyaml;

import io.wirebench.conformance.ConformanceSuite;

class SnakeYamlConformanceTest extends ConformanceSuite {
}
