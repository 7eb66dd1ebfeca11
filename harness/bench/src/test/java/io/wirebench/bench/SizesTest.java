package io.wirebench.bench;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.wirebench.core.Descriptor;
import io.wirebench.results.Sizes;
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
        Sizes.Size at127 = ContenderRun.sizeEntry(frame(0), "order", new int[] {127}, new int[] {90}, Map.of());
        assertEquals(127.0, at127.payloadBytes());
        assertEquals(128.0, at127.framedBytes());
        assertEquals(127.0, at127.bytes());
        assertEquals(90.0, at127.gzipBytes());
        assertEquals(1, at127.samples());
        Sizes.Size at128 = ContenderRun.sizeEntry(frame(0), "order", new int[] {128}, new int[] {90}, Map.of());
        assertEquals(130.0, at128.framedBytes(), "128 bytes need a 2-byte varint");
    }

    @Test
    void wholeByteCountsAreWrittenAsWholeNumbers() throws Exception {
        String json = Json.MAPPER.writeValueAsString(ContenderRun.sizeEntry(frame(0), "order", new int[] {127}, new int[] {90},
                Map.of("zstd-fast", 80.0)));
        assertTrue(json.contains("\"bytes\" : 127,") && json.contains("\"zstd-fast\" : 80") && !json.contains(".0"), json);
        String means = Json.MAPPER.writeValueAsString(ContenderRun.sizeEntry(frame(0), "orders", new int[] {127, 128}, new int[] {30, 31},
                Map.of()));
        assertTrue(means.contains("\"bytes\" : 127.5,"), means);
    }

    @Test
    void aSelfFramedMessageIsFramedAsWritten() {
        Sizes.Size e = ContenderRun.sizeEntry(frame(4), "order", new int[] {40}, new int[] {50}, Map.of());
        assertEquals(36.0, e.payloadBytes());
        assertEquals(40.0, e.framedBytes());
        assertEquals(4, e.frameBytes());
    }

    @Test
    void aRotationReportsMeansPerMessage() {
        // 127 and 128 bytes: varints of 1 and 2 bytes, so framed is (128 + 130) / 2
        Sizes.Size e = ContenderRun.sizeEntry(frame(0), "orders", new int[] {127, 128}, new int[] {30, 31}, Map.of());
        assertEquals(127.5, e.payloadBytes());
        assertEquals(129.0, e.framedBytes());
        assertEquals(30.5, e.gzipBytes());
        assertEquals(2, e.samples());
        Sizes.Size thirds = ContenderRun.sizeEntry(frame(4), "orders", new int[] {10, 10, 11}, new int[] {1, 1, 1}, Map.of());
        assertEquals(6.33, thirds.payloadBytes(), "rounded to 0.01");
    }
}
