package io.wirebench.adapters.msgpack;

import io.wirebench.conformance.RionGoldenBytes;
import io.wirebench.core.Contenders;
import org.junit.jupiter.api.Test;

/**
 * This module's RION mappings are generated (src/main/rion, harness/riongen): every contender of the
 * module must still write, for every RION data set and edge message, the bytes recorded in
 * rion-golden-bytes.txt from the hand-written mappings the templates replaced.
 */
class RionGoldenBytesTest {
    @Test
    void everyRionMessageEncodesToTheRecordedBytes() {
        RionGoldenBytes.check(Contenders.discover(), RionGoldenBytesTest.class, "rion-golden-bytes.txt");
    }
}
