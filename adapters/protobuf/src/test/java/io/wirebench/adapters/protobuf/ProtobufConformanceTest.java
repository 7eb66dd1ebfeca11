package io.wirebench.adapters.protobuf;

import io.wirebench.conformance.ConformanceSuite;

class ProtobufConformanceTest extends ConformanceSuite {
}
