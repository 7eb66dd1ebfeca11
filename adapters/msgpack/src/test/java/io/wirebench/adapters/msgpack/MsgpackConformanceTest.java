package io.wirebench.adapters.msgpack;

import io.wirebench.conformance.ConformanceSuite;

class MsgpackConformanceTest extends ConformanceSuite {
}
