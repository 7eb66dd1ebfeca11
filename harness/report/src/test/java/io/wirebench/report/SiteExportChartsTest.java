package io.wirebench.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.wirebench.results.OpenLoopFile;
import io.wirebench.results.ResultFormatException;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Base64;
import java.util.List;
import java.util.Map;
import org.HdrHistogram.Histogram;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** What the results pages draw from: attributes, compressed sizes, × fastest, ranks, the Pareto front and latency curves. */
class SiteExportChartsTest {
    @TempDir
    Path results;

    private JsonNode export() throws IOException {
        Path run = RunFixture.write(results, "r");
        // the fixture's sizes, with the compressors of a newer run on "fast"
        Files.writeString(run.resolve("sizes.json"), """
                {"formatVersion": 1, "sizes": [
                  {"contender": "fast", "dataset": "order", "samples": 1, "payloadBytes": 24, "framedBytes": 28, "frameBytes": 4,
                   "bytes": 28, "gzipBytes": 48, "compressedBytes": {"zstd-fast": 37.0, "lz4-fast": 30.5}},
                  {"contender": "slow", "dataset": "order", "bytes": 100, "gzipBytes": 106}]}
                """);
        return SiteExport.export(RunReader.read(run));
    }

    private static JsonNode row(JsonNode site, String contender) {
        for (JsonNode r : site.path("datasets").get(0).path("rows")) {
            if (r.path("contender").asText().equals(contender)) {
                return r;
            }
        }
        throw new AssertionError("no row for " + contender);
    }

    @Test
    void rowsCarryTheAttributesThePickerFiltersOn() throws IOException {
        JsonNode fast = row(export(), "fast");
        assertEquals("BINARY", fast.path("format").asText());
        assertEquals("library", fast.path("role").asText());
        assertTrue(fast.has("languageNeutral"));
        assertFalse(fast.path("languageNote").asText().isEmpty());
    }

    @Test
    void compressedSizesArePassedOnPerCompressorAndAbsentForOlderRuns() throws IOException {
        JsonNode site = export();
        assertEquals(37, row(site, "fast").path("compressedBytes").path("zstd-fast").asInt());
        assertEquals(30.5, row(site, "fast").path("compressedBytes").path("lz4-fast").asDouble());
        assertFalse(row(site, "slow").has("compressedBytes"), "nothing made up for a run without compressors");
    }

    @Test
    void timesCarryTimesFastestRankAndTheirIntervalBounds() throws IOException {
        JsonNode site = export();
        JsonNode fast = row(site, "fast").path("roundTrip");
        JsonNode slow = row(site, "slow").path("roundTrip");
        assertEquals(1.0, fast.path("xFastest").asDouble());
        assertEquals(37.5, slow.path("xFastest").asDouble(), 1e-9, "1500 ns over 40 ns");
        assertEquals(1, fast.path("rank").asInt());
        assertTrue(fast.path("tiedWithFastest").asBoolean(), "the fastest ties itself");
        assertEquals(37.5, fast.path("low").asDouble(), 1e-9);
        assertEquals(42.5, fast.path("high").asDouble(), 1e-9);
        assertFalse(slow.has("low"), "no interval where JMH gave no error");
    }

    @Test
    void theParetoFrontIsWhatNothingBeatsOnBothSizeAndTime() {
        List<ObjectNode> points = List.of(point(30, 100), point(40, 50), point(50, 60), point(20, 500), point(40, 50));
        ChartPoints.markParetoFront(points);
        assertTrue(points.get(0).path("pareto").asBoolean());
        assertTrue(points.get(1).path("pareto").asBoolean());
        assertFalse(points.get(2).path("pareto").asBoolean(), "larger and slower than the second");
        assertTrue(points.get(3).path("pareto").asBoolean(), "the smallest, however slow");
        assertTrue(points.get(4).path("pareto").asBoolean(), "an exact twin of a front point is on the front too");
    }

    private static ObjectNode point(double bytes, double ns) {
        return JsonNodeFactory.instance.objectNode().put("bytes", bytes).put("ns", ns);
    }

    @Test
    void latencyCurvesFollowTheHistogramUpToTheSlowestMessage() {
        Histogram h = new Histogram(3);
        for (int i = 1; i <= 1000; i++) {
            h.recordValue(i * 100L); // 100 ns .. 100 µs, evenly
        }
        JsonNode curve = LatencyCurves.curve(latency(h), "test");
        assertTrue(curve.size() > 20, "a curve, not four points: " + curve.size());
        double previousP = -1;
        long previousNs = 0;
        for (JsonNode point : curve) {
            assertTrue(point.get(0).asDouble() > previousP, "percentiles rise");
            assertTrue(point.get(1).asLong() >= previousNs, "times never fall");
            previousP = point.get(0).asDouble();
            previousNs = point.get(1).asLong();
        }
        assertEquals(99.9, previousP, 1e-9, "ends at 1 - 1/count: the one slowest of 1000");
        assertEquals(100_000, previousNs, 100_000 * 1e-3, "at the slowest message");
        JsonNode median = null;
        for (JsonNode point : curve) {
            if (median == null && point.get(0).asDouble() >= 50) {
                median = point;
            }
        }
        assertEquals(50_000, median.get(1).asLong(), 50_000 * 0.01);
    }

    @Test
    void aFileWithoutAHistogramHasNoCurveAndABrokenOneIsNamed() {
        assertEquals(0, LatencyCurves.curve(new OpenLoopFile.Latency("ns", 1, 1, 1, Map.of(), null), "x").size());
        ResultFormatException e = assertThrows(ResultFormatException.class,
                () -> LatencyCurves.curve(new OpenLoopFile.Latency("ns", 1, 1, 1, Map.of(), "bm90IGEgaGlzdG9ncmFt"), "openloop/a/order/10000.json responseTime"));
        assertTrue(e.getMessage().contains("openloop/a/order/10000.json"), e.getMessage());
    }

    private static OpenLoopFile.Latency latency(Histogram h) {
        ByteBuffer buffer = ByteBuffer.allocate(h.getNeededByteBufferCapacity());
        int length = h.encodeIntoCompressedByteBuffer(buffer);
        String encoded = Base64.getEncoder().encodeToString(java.util.Arrays.copyOf(buffer.array(), length));
        return new OpenLoopFile.Latency("ns", h.getTotalCount(), h.getMean(), h.getMaxValue(), Map.of(), encoded);
    }
}
