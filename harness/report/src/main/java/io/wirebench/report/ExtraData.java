package io.wirebench.report;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.wirebench.results.ResultFormatException;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * {@code report export --extra FILE}: site data the run's files do not hold, added to the export
 * before the claims are judged. It carries only {@code updateStream} and {@code compression}, in the
 * shape the export writes them, for test fixtures and for streams and compressors measured outside
 * the runner; a key the run itself exported is refused rather than overwritten, and every row is
 * checked so that a malformed file fails here, naming the row and field, not on the site.
 */
final class ExtraData {
    private static final Map<String, List<String>> REQUIRED = Map.of(
            "updateStream", List.of("contender", "mode", "compressor", "bytesPerUpdate"),
            "compression", List.of("compressor", "implementation", "setting", "payload", "dataset", "contender", "rawBytes", "compressedBytes"));
    private static final Set<String> NUMBERS = Set.of("bytesPerUpdate", "rawBytes", "compressedBytes");
    private static final Map<String, Set<String>> CHOICES = Map.of("mode", Set.of("delta", "full"),
            "payload", Set.copyOf(CompressionPlane.PAYLOADS), "implementation", Set.of("jni", "pure-java", "jdk"));

    private ExtraData() {
    }

    static void merge(ObjectNode site, JsonNode extra) {
        if (extra == null) {
            return;
        }
        if (!extra.isObject()) {
            throw new ResultFormatException("--extra: expected a JSON object with updateStream and/or compression");
        }
        extra.fieldNames().forEachRemaining(key -> {
            if (!REQUIRED.containsKey(key)) {
                throw new ResultFormatException("--extra: key '" + key + "' is not allowed (only " + String.join(", ", REQUIRED.keySet().stream().sorted().toList()) + ")");
            }
            if (site.has(key)) {
                throw new ResultFormatException("--extra: key '" + key + "' is already exported from the run; an extra file only adds what the run lacks");
            }
            check(key, extra.get(key));
            site.set(key, extra.get(key));
        });
    }

    private static void check(String key, JsonNode block) {
        JsonNode rows = block.path("rows");
        if (!block.path("run").isTextual() || !rows.isArray()) {
            throw new ResultFormatException("--extra: " + key + " needs \"run\" (text) and \"rows\" (an array)");
        }
        for (int i = 0; i < rows.size(); i++) {
            JsonNode row = rows.get(i);
            for (String field : REQUIRED.get(key)) {
                JsonNode v = row.get(field);
                boolean ok = v != null && (NUMBERS.contains(field) ? v.isNumber() && v.asDouble() > 0 : v.isTextual() && !v.asText().isEmpty());
                if (ok && CHOICES.containsKey(field) && !CHOICES.get(field).contains(v.asText())) {
                    ok = false;
                }
                if (!ok) {
                    throw new ResultFormatException("--extra: " + key + ".rows[" + i + "]: field '" + field + "' is missing or wrong"
                            + (CHOICES.containsKey(field) ? " (one of " + String.join(", ", CHOICES.get(field).stream().sorted().toList()) + ")" : ""));
                }
            }
        }
    }
}
