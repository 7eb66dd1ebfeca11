package io.wirebench.adapters.jackson;

import io.wirebench.conformance.EdgeValuesSuite;

/** Every contender of this module against the edge values of {@link EdgeValuesSuite}. */
class JacksonEdgeValuesTest extends EdgeValuesSuite {
}
