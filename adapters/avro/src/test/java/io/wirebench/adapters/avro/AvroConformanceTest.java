package io.wirebench.adapters.avro;

import io.wirebench.conformance.ConformanceSuite;

class AvroConformanceTest extends ConformanceSuite {
}
