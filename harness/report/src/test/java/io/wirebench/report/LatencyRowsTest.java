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

/** The latency rows: saturated rows marked and last, their reason, the host's hiccups beside, bytes; older files still export. */
class LatencyRowsTest {
    @TempDir
    Path results;

    private static String latency(long count, long p50, long p99, long max) {
        return """
                {"unit": "ns", "count": %d, "mean": %d.0, "max": %d,
                 "percentiles": {"50.0": %d, "90.0": %d, "99.0": %d, "99.9": %d, "99.99": %d, "99.999": %d}, "histogram": ""}
                """.formatted(count, p50, max, p50, p50, p99, max, max, max);
    }

    /** {@code extra}: fields added after the first open-loop format, or "" for a file written before them. */
    private static void openLoop(Path run, String contender, boolean saturated, long sent, String response, String extra) throws IOException {
        Path dir = run.resolve("openloop").resolve(contender).resolve("order");
        Files.createDirectories(dir);
        Files.writeString(dir.resolve("10000.json"), """
                {"formatVersion": 2, "kind": "openLoop", "contender": "%s", "dataset": "order", "operation": "roundTrip",
                 "ratePerSecond": 10000, "forks": 3, "intended": %d, "sent": %d, "saturated": %s,
                 "responseTime": %s, "serviceTime": %s, "runs": [] %s}
                """.formatted(contender, sent, sent, saturated, response, latency(sent, 900, 1000, 2000), extra));
    }

    @Test
    void saturatedRowsComeLastWithTheirReasonAndTheHostBesideEveryRow() throws IOException {
        Path run = RunFixture.write(results, "r");
        // "slow" has the lower p99 but is saturated: it must not head the table
        openLoop(run, "slow", true, 300_000, latency(300_000, 400_000_000L, 500_000_000L, 600_000_000L),
                ", \"saturationRule\": \"response-runaway\", \"saturationReason\": \"median response time 400.0 ms is 444,444 x ...\"");
        openLoop(run, "fast", false, 300_000, latency(300_000, 1500, 900_000_000L, 950_000_000L),
                ", \"sustainableRatePerSecond\": 2500000, \"hostHiccups\": " + latency(150_000, 60_000, 300_000, 4_000_000));
        JsonNode rows = SiteExport.export(RunReader.read(run)).path("latency");
        assertEquals("fast", rows.get(0).path("contender").asText());
        assertFalse(rows.get(0).path("saturated").asBoolean());
        assertFalse(rows.get(0).has("saturationReason"));
        assertEquals(28, rows.get(0).path("bytes").asInt(), "framed bytes from sizes.json");
        assertEquals(2_500_000, rows.get(0).path("sustainableRatePerSecond").asLong());
        JsonNode host = rows.get(0).path("hostHiccups");
        assertEquals(300_000, host.path("p99").asLong());
        assertEquals(4_000_000, host.path("p99.9").asLong(), "150,000 wake-ups back p99.9");
        assertFalse(host.has("p99.99"), host.toString());
        assertEquals(4_000_000, host.path("max").asLong());

        JsonNode slow = rows.get(1);
        assertEquals("slow", slow.path("contender").asText());
        assertTrue(slow.path("saturated").asBoolean());
        assertEquals("response-runaway", slow.path("saturationRule").asText());
        assertTrue(slow.path("saturationReason").asText().startsWith("median response time 400.0 ms"));
        assertEquals(100, slow.path("bytes").asInt(), "no framed bytes recorded: the encoding's bytes");
        assertFalse(slow.has("hostHiccups"));
    }

    @Test
    void anOlderSaturatedFileWithoutAReasonStillExportsAndSaysSo() throws IOException {
        Path run = RunFixture.write(results, "r");
        openLoop(run, "slow", true, 20_000, latency(20_000, 468_000_000L, 900_000_000L, 990_000_000L), "");
        JsonNode row = SiteExport.export(RunReader.read(run)).path("latency").get(0);
        assertTrue(row.path("saturated").asBoolean());
        assertEquals(LatencyExport.OLD_SATURATED_REASON, row.path("saturationReason").asText());
        assertFalse(row.has("sustainableRatePerSecond"));
        assertEquals(468_000_000L, row.path("responseTime").path("p50").asLong());
        assertFalse(row.path("responseTime").has("p99.9"), "20,000 samples do not back p99.9");
    }

    @Test
    void anOlderFileThatKeptSendingBehindAGrowingQueueIsJudgedAtExport() throws IOException {
        Path run = RunFixture.write(results, "r");
        // as SnakeYAML at 100k msg/s in the publish run of 2026-11-23: p50 468 ms, service p50 900 ns, not flagged
        openLoop(run, "slow", false, 20_000, latency(20_000, 468_000_000L, 900_000_000L, 990_000_000L), "");
        openLoop(run, "fast", false, 20_000, latency(20_000, 1200, 5000, 90_000), "");
        JsonNode rows = SiteExport.export(RunReader.read(run)).path("latency");
        assertEquals("fast", rows.get(0).path("contender").asText());
        assertFalse(rows.get(0).path("saturated").asBoolean(), "1.2 us is over 10 x nothing: the service p50 is 900 ns");
        JsonNode slow = rows.get(1);
        assertTrue(slow.path("saturated").asBoolean());
        assertEquals("response-runaway", slow.path("saturationRule").asText());
        assertTrue(slow.path("saturationReason").asText().contains("judged at export"), slow.path("saturationReason").asText());
    }

    @Test
    void aRateAboveTheSustainableOneIsARowWithoutPercentiles() throws IOException {
        Path run = RunFixture.write(results, "r");
        openLoop(run, "slow", true, 0, latency(0, 0, 0, 0), ", \"saturationRule\": \"above-sustainable-rate\","
                + " \"saturationReason\": \"10,000 msg/s is above the sustainable 3,100 msg/s\", \"sustainableRatePerSecond\": 3100");
        JsonNode row = SiteExport.export(RunReader.read(run)).path("latency").get(0);
        assertTrue(row.path("notRun").asBoolean());
        assertEquals("above-sustainable-rate", row.path("saturationRule").asText());
        assertEquals(0, row.path("responseTime").path("samples").asLong());
        assertFalse(row.path("responseTime").has("p50"));
        assertFalse(row.path("responseTime").has("max"), "no message, no max");
        assertEquals(0, row.path("responseCurve").size());
    }
}
