package io.wirebench.core;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** Payload and framed sizes from a descriptor's frame: the arithmetic of sizes.json. */
class FramingTest {

    private static Descriptor withFrame(int frameBytes) {
        return Descriptor.builder("framing-test").displayName("x").family("x").library("x:x", "1")
                .format(Descriptor.Format.BINARY).schemaStyle(Descriptor.SchemaStyle.HAND_WRITTEN).frameBytes(frameBytes).build();
    }

    @Test
    void varintLengthsAtTheSevenBitBoundaries() {
        assertEquals(1, Descriptor.varintLength(0));
        assertEquals(1, Descriptor.varintLength(127));
        assertEquals(2, Descriptor.varintLength(128));
        assertEquals(2, Descriptor.varintLength(16_383));
        assertEquals(3, Descriptor.varintLength(16_384));
        assertEquals(3, Descriptor.varintLength((1 << 21) - 1));
        assertEquals(4, Descriptor.varintLength(1 << 21));
        assertEquals(5, Descriptor.varintLength(Integer.MAX_VALUE));
        assertThrows(IllegalArgumentException.class, () -> Descriptor.varintLength(-1));
    }

    @Test
    void aFormatWithoutAFrameNeedsAVarintLengthInAStream() {
        Descriptor none = withFrame(0);
        assertEquals(0, none.frameBytes());
        assertEquals(50, none.payloadBytes(50));
        assertEquals(51, none.framedBytes(50));
        assertEquals(128, none.framedBytes(127), "127 bytes: a 1-byte length");
        assertEquals(130, none.framedBytes(128), "128 bytes: a 2-byte length");
        assertEquals(16_385, none.framedBytes(16_383));
        assertEquals(16_387, none.framedBytes(16_384));
    }

    @Test
    void aFormatWithItsOwnFrameIsFramedAsItIs() {
        Descriptor wire = withFrame(4);
        assertEquals(46, wire.payloadBytes(50));
        assertEquals(50, wire.framedBytes(50));
        assertEquals(0, wire.payloadBytes(4));
        assertEquals(4, wire.framedBytes(4));
        // the frame is never added to: 131 bytes framed with a 4-byte header stay 131, not 127 + 1 or + 2
        assertEquals(131, wire.framedBytes(131));
    }

    @Test
    void anEncodingShorterThanItsFrameIsAnError() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> withFrame(4).payloadBytes(3));
        assertTrue(e.getMessage().contains("framing-test") && e.getMessage().contains("3 bytes") && e.getMessage().contains("4-byte frame"),
                e.getMessage());
        assertThrows(IllegalArgumentException.class, () -> withFrame(-1));
    }
}
