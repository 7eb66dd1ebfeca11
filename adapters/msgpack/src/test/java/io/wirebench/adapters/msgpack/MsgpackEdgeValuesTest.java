package io.wirebench.adapters.msgpack;

import io.wirebench.conformance.EdgeValuesSuite;

/** msgpack-core declares no edge limit, so the suite that skips none applies: null enums and text included. */
class MsgpackEdgeValuesTest extends EdgeValuesSuite {
}
