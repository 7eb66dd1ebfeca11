package io.wirebench.adapters.moshi;

import io.wirebench.conformance.ConformanceSuite;

class MoshiConformanceTest extends ConformanceSuite {
}
