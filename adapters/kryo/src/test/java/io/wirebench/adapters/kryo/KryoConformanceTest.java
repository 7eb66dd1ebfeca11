package io.wirebench.adapters.kryo;

import io.wirebench.conformance.ConformanceSuite;

class KryoConformanceTest extends ConformanceSuite {
}
