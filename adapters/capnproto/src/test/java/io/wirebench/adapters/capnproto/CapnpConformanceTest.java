package io.wirebench.adapters.capnproto;

import io.wirebench.conformance.ConformanceSuite;

class CapnpConformanceTest extends ConformanceSuite {
}
