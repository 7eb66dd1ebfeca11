package io.wirebench.adapters.jackson3;

import io.wirebench.conformance.EdgeValuesSuite;

/** The typed models carry NaN and infinities (as Jackson's strings); only the schema-less tree loses them. */
class Jackson3EdgeValuesTest extends EdgeValuesSuite {
}
