package io.wirebench.bench;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.wirebench.core.Descriptor;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The entries of sizes.json: payload and framed bytes, means over a rotation. */
class SizesTest {

    private static Descriptor frame(int bytes) {
        return Descriptor.builder("sizes-test").displayName("x").family("x").library("x:x", "1").format(Descriptor.Format.BINARY)
                .schemaStyle(Descriptor.SchemaStyle.HAND_WRITTEN).frameBytes(bytes).build();
    }

    @Test
    void oneMessageWithoutAFrameGetsAVarintLength() {
        Map<String, Object> at127 = ContenderRun.sizeEntry(frame(0), "order", new int[] {127}, new int[] {90});
        assertEquals(127L, at127.get("payloadBytes"));
        assertEquals(128L, at127.get("framedBytes"));
        assertEquals(127L, at127.get("bytes"));
        assertEquals(90L, at127.get("gzipBytes"));
        assertEquals(1, at127.get("samples"));
        Map<String, Object> at128 = ContenderRun.sizeEntry(frame(0), "order", new int[] {128}, new int[] {90});
        assertEquals(130L, at128.get("framedBytes"), "128 bytes need a 2-byte varint");
    }

    @Test
    void aSelfFramedMessageIsFramedAsWritten() {
        Map<String, Object> e = ContenderRun.sizeEntry(frame(4), "order", new int[] {40}, new int[] {50});
        assertEquals(36L, e.get("payloadBytes"));
        assertEquals(40L, e.get("framedBytes"));
        assertEquals(4, e.get("frameBytes"));
    }

    @Test
    void aRotationReportsMeansPerMessage() {
        // 127 and 128 bytes: varints of 1 and 2 bytes, so framed is (128 + 130) / 2
        Map<String, Object> e = ContenderRun.sizeEntry(frame(0), "orders", new int[] {127, 128}, new int[] {30, 31});
        assertEquals(127.5, e.get("payloadBytes"));
        assertEquals(129.0, e.get("framedBytes"));
        assertEquals(30.5, e.get("gzipBytes"));
        assertEquals(2, e.get("samples"));
        Map<String, Object> thirds = ContenderRun.sizeEntry(frame(4), "orders", new int[] {10, 10, 11}, new int[] {1, 1, 1});
        assertEquals(6.33, thirds.get("payloadBytes"), "rounded to 0.01");
    }
}
