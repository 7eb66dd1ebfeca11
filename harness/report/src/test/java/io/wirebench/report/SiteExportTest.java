package io.wirebench.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import io.wirebench.results.ResultFormatException;
import java.io.IOException;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class SiteExportTest {
    @TempDir
    Path results;

    private JsonNode orderRows() throws IOException {
        JsonNode site = SiteExport.export(RunReader.read(RunFixture.write(results, "r")));
        assertEquals("order", site.path("datasets").get(0).path("id").asText());
        return site.path("datasets").get(0).path("rows");
    }

    @Test
    void measuredRowsComeFirstFastestFirstInNanoseconds() throws IOException {
        JsonNode rows = orderRows();
        assertEquals("fast", rows.get(0).path("contender").asText());
        assertEquals(40.0, rows.get(0).path("roundTrip").path("ns").asDouble());
        assertEquals("slow", rows.get(1).path("contender").asText());
        assertEquals(1500.0, rows.get(1).path("roundTrip").path("ns").asDouble(), 1e-9);
        assertEquals(100, rows.get(1).path("bytes").asInt());
    }

    @Test
    void sizesCarryPayloadAndFramedBytesWhereTheRunHasThem() throws IOException {
        JsonNode rows = orderRows();
        assertEquals(24, rows.get(0).path("payloadBytes").asInt());
        assertEquals(28, rows.get(0).path("framedBytes").asInt());
        assertTrue(rows.get(0).path("framedBytes").isIntegralNumber(), "a single message's size is a whole number");
        // a run from before the two columns has neither: nothing is made up for it
        assertFalse(rows.get(1).has("payloadBytes"));
        assertFalse(rows.get(1).has("framedBytes"));
        assertEquals(100, rows.get(1).path("bytes").asInt());
        assertEquals(1792.0, rows.get(1).path("roundTrip").path("allocBytes").asDouble());
    }

    @Test
    void anErrorJmhCouldNotComputeIsLeftOutNotZero() throws IOException {
        JsonNode slow = orderRows().get(1);
        assertFalse(slow.path("roundTrip").has("error"));
    }

    @Test
    void unsupportedAndFailedContendersKeepTheirRowWithTheReason() throws IOException {
        JsonNode rows = orderRows();
        assertEquals(4, rows.size());
        JsonNode broken = rows.get(2).path("contender").asText().equals("broken") ? rows.get(2) : rows.get(3);
        JsonNode partial = rows.get(2).path("contender").asText().equals("partial") ? rows.get(2) : rows.get(3);
        assertEquals("failed", broken.path("status").asText());
        assertEquals("conformance: decode gave back a different Order", broken.path("note").asText());
        assertEquals("n/a", partial.path("status").asText());
        assertEquals("no mapping for Order", partial.path("note").asText());
    }

    @Test
    void chartPointsCarryTheDisplayName() throws IOException {
        JsonNode site = SiteExport.export(RunReader.read(RunFixture.write(results, "r")));
        assertEquals(2, site.path("chart").size());
        assertTrue(site.path("chart").findValuesAsText("contender").contains("Fast codec"));
    }

    @Test
    void theExportAndTheContenderPagesShowOneMeasurementAsOneTime() throws IOException {
        Run run = RunReader.read(RunFixture.write(results, "r"));
        // the fixture's slow codec: 1.5 us/op, a round trip
        JsonNode point = null;
        for (JsonNode p : SiteExport.export(run).path("chart")) {
            if (p.path("id").asText().equals("slow") && p.path("operation").asText().equals("roundTrip")) {
                point = p;
            }
        }
        assertTrue(point != null, "the export has the slow codec's round trip");
        assertEquals(1500.0, point.path("ns").asDouble(), 1e-9);
        JsonNode page = ContenderPages.numbers(run, "slow").get(0);
        assertEquals("us/op", page.path("unit").asText());
        assertEquals("1.50 µs", page.path("time").asText(), "the contender page converts the same way");
        assertThrows(ResultFormatException.class, () -> Units.toNanos(1, "ops/s"), "a throughput is no time to convert");
    }
}
