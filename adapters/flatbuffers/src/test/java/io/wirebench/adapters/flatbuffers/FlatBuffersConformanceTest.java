package io.wirebench.adapters.flatbuffers;

import io.wirebench.conformance.ConformanceSuite;

class FlatBuffersConformanceTest extends ConformanceSuite {
}
