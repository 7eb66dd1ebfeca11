package io.wirebench.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** SampleTime percentiles and open-loop results in the site export, each only as far as its samples back it. */
class LatencyExportTest {
    @TempDir
    Path results;

    static void addSampleAndOpenLoop(Path run) throws IOException {
        // 150,000 samples: enough for p99.9 (100,000), not for p99.99 (1,000,000)
        Files.writeString(run.resolve("jmh").resolve("fast-sample.json"), """
                [{"benchmark": "io.wirebench.bench.CodecBenchmark.roundTrip", "mode": "sample",
                  "params": {"contender": "fast", "dataset": "order"},
                  "primaryMetric": {"score": 45.0, "scoreError": 1.0, "scoreUnit": "ns/op",
                    "scorePercentiles": {"0.0": 30.0, "50.0": 40.0, "90.0": 50.0, "95.0": 60.0, "99.0": 90.0, "99.9": 400.0,
                                         "99.99": 9000.0, "99.999": 20000.0, "99.9999": 20000.0, "100.0": 21000.0},
                    "rawDataHistogram": [[[[40.0, 100000], [50.0, 40000]], [[90.0, 9990], [21000.0, 10]]]]},
                  "secondaryMetrics": {}}]
                """);
        Path ol = run.resolve("openloop").resolve("slow").resolve("order");
        Files.createDirectories(ol);
        // 20,000 messages: p50 .. p99 backed (p99 needs 10,000), p99.9 and beyond not
        Files.writeString(ol.resolve("10000.json"), """
                {"formatVersion": 2, "kind": "openLoop", "contender": "slow", "dataset": "order", "operation": "roundTrip",
                 "ratePerSecond": 10000, "forks": 2, "intended": 20000, "sent": 20000, "saturated": false,
                 "policy": "Response time is measured from each message's intended start",
                 "responseTime": {"unit": "ns", "count": 20000, "mean": 3000.0, "max": 8000000,
                   "percentiles": {"50.0": 2000, "90.0": 3000, "99.0": 90000, "99.9": 4000000, "99.99": 7000000, "99.999": 8000000},
                   "histogram": ""},
                 "serviceTime": {"unit": "ns", "count": 20000, "mean": 2500.0, "max": 4000000,
                   "percentiles": {"50.0": 2000, "90.0": 2900, "99.0": 5000, "99.9": 30000, "99.99": 4000000, "99.999": 4000000},
                   "histogram": ""},
                 "runs": []}
                """);
    }

    @Test
    void sampleTimePercentilesAreExportedOnlyWhereEnoughSamplesBackThem() throws IOException {
        Path run = RunFixture.write(results, "r");
        addSampleAndOpenLoop(run);
        JsonNode rt = SiteExport.export(RunReader.read(run)).path("datasets").get(0).path("rows").get(0).path("roundTrip");
        assertEquals(40.0, rt.path("ns").asDouble(), "the average time stays the headline number");
        assertEquals(150_000, rt.path("samples").asLong());
        JsonNode p = rt.path("percentiles");
        assertEquals(40.0, p.path("p50").asDouble());
        assertEquals(400.0, p.path("p99.9").asDouble());
        assertFalse(p.has("p99.99"), p.toString());
        assertFalse(p.has("p99.999"), p.toString());
        assertEquals(21000.0, p.path("max").asDouble());
    }

    @Test
    void openLoopResultsCarryRateSamplesAndBackedPercentiles() throws IOException {
        Path run = RunFixture.write(results, "r");
        addSampleAndOpenLoop(run);
        JsonNode export = SiteExport.export(RunReader.read(run));
        JsonNode l = export.path("latency").get(0);
        assertEquals("slow", l.path("contender").asText());
        assertEquals("Slow codec", l.path("name").asText());
        assertEquals(10000, l.path("ratePerSecond").asInt());
        assertEquals(20000, l.path("samples").asLong());
        JsonNode response = l.path("responseTime");
        assertEquals(90000, response.path("p99").asLong());
        assertFalse(response.has("p99.9"), response.toString());
        assertEquals(8000000, response.path("max").asLong());
        assertEquals(5000, l.path("serviceTime").path("p99").asLong());
        assertTrue(export.path("latencyPolicy").asText().contains("intended start"));
        assertTrue(export.path("percentileRule").asText().contains("100 / (1 - p)"));
    }

    @Test
    void percentileNamesAndTheRule() {
        assertEquals("p50", SiteExport.percentileName(50.0));
        assertEquals("p99.999", SiteExport.percentileName(99.999));
        assertTrue(SiteExport.backed(99.99, 1_000_000));
        assertFalse(SiteExport.backed(99.99, 999_999));
    }
}
