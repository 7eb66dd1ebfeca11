package io.wirebench.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import io.wirebench.results.ResultFiles;
import java.util.HashMap;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The compression page's planes: one per payload, the Pareto front within each input, untimed rows counted, not plotted. */
class CompressionPlaneTest {
    private static String row(String compressor, String payload, String dataset, long bytes, Double compress) {
        String times = compress == null ? "\"compressNanos\": null, \"decompressNanos\": null"
                : "\"compressNanos\": {\"median\": %s}, \"decompressNanos\": {\"median\": 10}".formatted(compress);
        return """
                {"compressor": "%s", "implementation": "jni", "setting": "s", "payload": "%s", "dataset": "%s",
                 "contender": "wire-binary-named", "rawBytes": 1000, "compressedBytes": %d, %s}
                """.formatted(compressor, payload, dataset, bytes, times);
    }

    @Test
    void theFrontIsPerInputAndPayloadsKeepTheirOrder() throws Exception {
        JsonNode site = ResultFiles.MAPPER.readTree("{\"compression\": {\"run\": \"r\", \"rows\": [" + String.join(",",
                row("fast", "stream", "updates", 500, 90.0),   // fastest of its input: on the front
                row("strong", "stream", "updates", 300, 990.0), // smallest: on the front
                row("worse", "stream", "updates", 600, 1990.0), // larger and slower than both: off
                row("other", "stream", "db100", 700, 2990.0),   // another input: its own front, alone on it
                row("single", "single", "order", 1100, 40.0),
                row("untimed", "batch", "orders", 100, null)) + "]}}");
        JsonNode planes = CompressionPlane.export(site).path("payloads");
        assertEquals("single", planes.get(0).path("payload").asText());
        assertEquals("batch", planes.get(1).path("payload").asText());
        JsonNode untimed = planes.get(1).path("points").get(0);
        assertFalse(untimed.path("timed").asBoolean() || untimed.path("pareto").asBoolean() || untimed.has("cpuNanos"), untimed.toString());
        assertEquals(1, planes.get(1).path("untimed").asInt());
        assertEquals(0.1, untimed.path("ratio").asDouble(), 1e-9, "listed for its size");
        JsonNode stream = planes.get(2);
        Map<String, Boolean> front = new HashMap<>();
        stream.path("points").forEach(p -> front.put(p.path("compressor").asText(), p.path("pareto").asBoolean()));
        assertTrue(front.get("fast") && front.get("strong") && front.get("other"), front.toString());
        assertFalse(front.get("worse"));
        JsonNode fast = stream.path("points").get(0);
        assertEquals(0.5, fast.path("ratio").asDouble(), 1e-9);
        assertEquals(100.0, fast.path("cpuNanos").asDouble(), 1e-9, "compress plus decompress");
        assertEquals(3, planes.size(), "no per-message payload in the rows: no plane for it");
    }
}
