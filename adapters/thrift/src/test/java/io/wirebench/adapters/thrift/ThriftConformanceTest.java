package io.wirebench.adapters.thrift;

import io.wirebench.conformance.ConformanceSuite;

class ThriftConformanceTest extends ConformanceSuite {
}
