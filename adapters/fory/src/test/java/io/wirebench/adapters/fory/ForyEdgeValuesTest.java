package io.wirebench.adapters.fory;

import io.wirebench.conformance.EdgeValuesSuite;

/** Every contender of this module against the edge values of {@link EdgeValuesSuite}. */
class ForyEdgeValuesTest extends EdgeValuesSuite {
}
