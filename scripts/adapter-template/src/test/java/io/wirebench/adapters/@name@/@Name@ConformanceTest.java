package io.wirebench.adapters.@name@;

import io.wirebench.conformance.ConformanceSuite;

/** The whole conformance kit (harness/conformance/README.md), run against every contender of this module. */
class @Name@ConformanceTest extends ConformanceSuite {
}
