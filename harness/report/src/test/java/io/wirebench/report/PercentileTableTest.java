package io.wirebench.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The article-shaped percentile table: only its forms, only the nines the samples back, the article's row beside ours. */
class PercentileTableTest {
    @TempDir
    Path results;

    /** A run of the given contenders on order, each with an open-loop result of {@code samples[i]} samples at 10k msg/s. */
    static Path run(Path results, String id, List<String> contenders, long[] samples) throws IOException {
        Path dir = results.resolve(id);
        Files.createDirectories(dir.resolve("jmh"));
        StringBuilder list = new StringBuilder();
        StringBuilder sizes = new StringBuilder();
        for (int i = 0; i < contenders.size(); i++) {
            String c = contenders.get(i);
            list.append(i == 0 ? "" : ",").append("{\"id\": \"%s\", \"displayName\": \"%s codec\", \"format\": \"BINARY\"}".formatted(c, c));
            sizes.append(i == 0 ? "" : ",").append("{\"contender\": \"%s\", \"dataset\": \"order\", \"bytes\": %d, \"gzipBytes\": 60,"
                    .formatted(c, 40 + i) + " \"framedBytes\": %d, \"payloadBytes\": %d}".formatted(40 + i, 36 + i));
            Path ol = dir.resolve("openloop").resolve(c).resolve("order");
            Files.createDirectories(ol);
            long n = samples[i];
            String latency = """
                    {"unit": "ns", "count": %d, "mean": 200.0, "max": %d,
                     "percentiles": {"50.0": 150, "90.0": 180, "99.0": 400, "99.9": %d, "99.99": %d, "99.999": %d}}
                    """.formatted(n, 90_000 + i, 1000 + i, 20_000 + i, 80_000 + i);
            Files.writeString(ol.resolve("10000.json"), """
                    {"formatVersion": 2, "kind": "openLoop", "contender": "%s", "dataset": "order", "operation": "roundTrip",
                     "ratePerSecond": 10000, "forks": 3, "intended": %d, "sent": %d, "saturated": false,
                     "responseTime": %s, "serviceTime": %s, "runs": [], "sustainableRatePerSecond": 900000}
                    """.formatted(c, n, n, latency, latency));
        }
        Files.writeString(dir.resolve("manifest.json"), """
                {"formatVersion": 2, "runId": "%s", "startedAt": "2026-11-22T00:00:00Z", "profile": {"name": "publish", "forks": 3},
                 "source": {"commit": "abc", "dirty": false}, "machine": {"cpuModel": "Test CPU", "logicalCpus": 2},
                 "jvm": {"vendor": "Test", "version": "17"}, "contenders": [%s],
                 "datasets": [{"id": "order", "model": "order", "description": "The Order"}], "unsupported": [], "failures": []}
                """.formatted(id, list));
        Files.writeString(dir.resolve("sizes.json"), "{\"formatVersion\": 2, \"sizes\": [" + sizes + "]}");
        return dir;
    }

    @Test
    void onlyTheArticleFormsAndOnlyTheNinesTheirSamplesBack() throws IOException {
        Path run = run(results, "p", List.of("jackson-databind", "wire-raw", "fast", "chronicle-raw"), new long[] {20_000, 300_000, 300_000, 99_999});
        JsonNode t = table(SiteExport.export(RunReader.read(run)), "serviceTime");
        List<String> order = new ArrayList<>();
        t.path("rows").forEach(r -> order.add(r.path("contender").asText()));
        assertEquals(List.of("wire-raw", "chronicle-raw", "jackson-databind"), order, "ours, then Chronicle's, then the libraries; 'fast' is no article form");
        JsonNode raw = t.path("rows").get(0);
        assertEquals(1001, raw.path("p99.9").asLong());
        assertEquals(20_001, raw.path("p99.99").asLong(), "300,000 samples back p99.99 (needs 100,000)");
        assertFalse(raw.has("p99.999"), "p99.999 needs 1,000,000 samples");
        assertEquals(90_001, raw.path("worst").asLong());
        assertEquals(41, raw.path("bytes").asInt());
        assertEquals("RawWire", raw.path("article").asText());
        assertEquals("yes", raw.path("fixedWidth").asText());
        assertEquals(43, raw.path("published").path("bytes").asInt());
        assertEquals(490.0, raw.path("published").path("p99.9").asDouble(), 1e-6, "0.49 µs in ns");
        JsonNode chronicle = t.path("rows").get(1);
        assertFalse(chronicle.has("p99.99"), "99,999 samples fall one short of 100,000");
        assertTrue(chronicle.has("p99.9"));
        JsonNode jackson = t.path("rows").get(2);
        assertTrue(jackson.has("p99.9") && !jackson.has("p99.99"), jackson.toString());
        assertEquals(List.of("p99.9", "p99.99"), strings(t.path("nines")), "a column where at least one row backs it");
        assertEquals(List.of("p99.999"), strings(t.path("unbackedNines")));
        assertEquals(20_000, t.path("fewestSamples").asLong());
        assertEquals(300_000, t.path("mostSamples").asLong());
    }

    @Test
    void theRuleAsksTenSamplesBeyondThePercentile() {
        assertTrue(PercentileTable.backed("p99.9", 10_000));
        assertFalse(PercentileTable.backed("p99.9", 9_999));
        assertTrue(PercentileTable.backed("p99.999", 1_000_000));
        assertFalse(PercentileTable.backed("p99.999", 999_999));
    }

    @Test
    void aRunWithoutOpenLoopResultsHasNoTables() throws IOException {
        Path run = RunFixture.write(results, "none");
        JsonNode p = SiteExport.export(RunReader.read(run)).path("articlePercentiles");
        assertEquals(0, p.path("tables").size());
        assertEquals(PercentileTable.RULE, p.path("rule").asText());
    }

    static JsonNode table(JsonNode site, String distribution) {
        for (JsonNode t : site.path("articlePercentiles").path("tables")) {
            if (distribution.equals(t.path("distribution").asText())) {
                return t;
            }
        }
        throw new AssertionError("no " + distribution + " table in " + site.path("articlePercentiles"));
    }

    private static List<String> strings(JsonNode array) {
        List<String> out = new ArrayList<>();
        array.forEach(n -> out.add(n.asText()));
        return out;
    }
}
