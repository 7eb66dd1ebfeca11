package io.wirebench.bench;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.wirebench.compress.Compressors;
import io.wirebench.core.Contender;
import io.wirebench.core.Descriptor;
import io.wirebench.results.CompressionFile;
import io.wirebench.results.Manifest;
import io.wirebench.results.UpdateStreamFile;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** The proving JVM's sizes for the update stream and the compressors' payloads, on the real wire contenders. */
class CompressedSizesTest {
    private static final TradeOffs PLAN = new TradeOffs(
            new TradeOffs.Stream(Set.of(TradeOffs.ALL), List.of(Operation.STREAM_ROUND_TRIP), Profile.Tier.HEADLINE,
                    List.of("gzip-fast", "zstd-fast"), Set.of(), Profile.Tier.MATRIX),
            List.of(new TradeOffs.PayloadPlan("stream", "updates", Set.of("wire-delta"), List.of("lz4-fast"), Profile.Tier.MATRIX),
                    new TradeOffs.PayloadPlan("per-message", "updates", Set.of("wire-delta"), List.of(), Profile.Tier.MATRIX),
                    new TradeOffs.PayloadPlan("batch", "orders", Set.of("wire-binary-named"), List.of("lz4-fast"), Profile.Tier.MATRIX)));

    private static Contender contender(String id) {
        return Discovery.discover().contenders().byId(id);
    }

    private static Case.Jmh streamCase(String contender) {
        return new Case.Jmh(contender, TradeOffs.STREAM_DATASET, Operation.STREAM_ROUND_TRIP, Profile.Tier.HEADLINE, Map.of("compressor", "none"));
    }

    @Test
    void theDeltaStreamIsSizedAsSentAndThroughEachCompressorBothWays() {
        List<Manifest.Failure> failures = new ArrayList<>();
        Case.Jmh compress = new Case.Jmh("wire-delta", TradeOffs.STREAM_DATASET, Operation.COMPRESS, Profile.Tier.MATRIX,
                Map.of("compressor", "lz4-fast", "payload", "stream"));
        TradeOffSizes t = CompressedSizes.measure(contender("wire-delta"), PLAN, List.of(streamCase("wire-delta"), compress), failures);
        assertEquals(List.of(), failures);
        assertTrue(t.streamChecked());

        assertEquals(List.of("none", "gzip-fast", "zstd-fast"), t.stream().stream().map(UpdateStreamFile.Row::compressor).toList());
        UpdateStreamFile.Row none = t.stream().get(0);
        assertEquals("delta", none.mode());
        assertTrue(none.bytes() <= 50_000, "about 10 bytes per update: " + none.bytes());
        assertEquals(Math.round(none.bytes() * 100.0 / 5000) / 100.0, none.bytesPerUpdate());
        assertTrue(t.stream().get(1).bytes() > none.bytes(), "gzip makes each tiny delta larger: " + t.stream());

        // the stream and message by message, each with every compressor; the batch of orders is not this contender's
        assertEquals(2 * Compressors.ids().size(), t.compression().size());
        CompressionFile.Row whole = row(t, "stream", "gzip-fast");
        CompressionFile.Row each = row(t, "per-message", "gzip-fast");
        assertEquals(1, whole.messages());
        assertEquals(5000, each.messages());
        assertTrue(whole.rawBytes() >= each.rawBytes(), "the stream is the messages, framed where they need it");
        assertTrue(whole.compressedBytes() * 3 < each.compressedBytes(), "one block compresses far better than 5,000: " + whole + " " + each);
        assertEquals(Compressors.ids(), t.compressors().stream().map(io.wirebench.results.CompressorInfo::id).sorted(
                java.util.Comparator.comparingInt(Compressors.ids()::indexOf)).toList());
    }

    private static CompressionFile.Row row(TradeOffSizes t, String payload, String compressor) {
        return t.compression().stream().filter(r -> r.payload().equals(payload) && r.compressor().equals(compressor)).findFirst().orElseThrow();
    }

    @Test
    void aContenderThatCannotCarryTheStreamLeavesAFailureNotARow() {
        List<Manifest.Failure> failures = new ArrayList<>();
        TradeOffSizes t = CompressedSizes.measure(contender("jackson-databind"), PLAN, List.of(streamCase("jackson-databind")), failures);
        assertFalse(t.streamChecked());
        assertEquals(List.of(), t.stream());
        assertEquals(1, failures.size());
        assertEquals(TradeOffs.STREAM_DATASET, failures.get(0).dataset());
        assertEquals("conformance", failures.get(0).stage());
        assertTrue(failures.get(0).error().contains("mydatatype"), failures.get(0).error());
    }

    @Test
    void nothingIsSizedWithoutTradeOffCases() {
        Case.Jmh encode = new Case.Jmh("wire-binary-named", "order", Operation.ENCODE, Profile.Tier.HEADLINE);
        assertFalse(CompressedSizes.wanted(List.of(encode)));
        assertTrue(CompressedSizes.wanted(List.of(encode, streamCase("wire-binary-named"))));
    }

    @Test
    void aBatchFramesEachMessageTheWayAStreamOfThemNeeds() {
        Descriptor unframed = new FakeContender("x", false).descriptor();
        byte[] big = new byte[200];
        big[0] = 42;
        byte[] framed = Payloads.framed(unframed, big);
        assertEquals(202, framed.length, "a varint of 200 takes 2 bytes");
        assertEquals((byte) (200 & 0x7f | 0x80), framed[0]);
        assertEquals((byte) 1, framed[1]);
        assertEquals(42, framed[2]);
        assertEquals(unframed.framedBytes(200), framed.length);
        List<byte[]> batch = Payloads.arrange(unframed, "batch", "orders", List.of(new byte[] {1, 2}, new byte[] {3}));
        assertEquals(1, batch.size());
        assertArrayEquals(new byte[] {2, 1, 2, 1, 3}, batch.get(0));
        assertEquals(2, Payloads.arrange(unframed, "per-message", "orders", List.of(new byte[] {1}, new byte[] {2})).size());
        assertThrows(IllegalArgumentException.class, () -> Payloads.arrange(unframed, "stream", "orders", List.of(new byte[] {1})));
        assertThrows(IllegalArgumentException.class, () -> Payloads.arrange(unframed, "batch", TradeOffs.STREAM_DATASET, List.of(new byte[] {1})));
    }
}
