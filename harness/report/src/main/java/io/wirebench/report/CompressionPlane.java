package io.wirebench.report;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The site's {@code compressionPlane}: the run's {@code compression} rows as the compression page
 * plots them, one plane per payload (single, batch, stream, per-message): the compressed size as a
 * share of the raw size against the CPU the compressor costs (compress plus decompress, medians), and
 * the Pareto front of each input (payload, data set, contender): the settings no other setting beats
 * on both size and CPU. Rows without both times are listed for their sizes ({@code timed: false}, counted in
 * {@code untimed}) but never on the front.
 */
final class CompressionPlane {
    static final List<String> PAYLOADS = List.of("single", "batch", "stream", "per-message");

    private CompressionPlane() {
    }

    static ObjectNode export(JsonNode site) {
        ObjectNode out = JsonNodeFactory.instance.objectNode();
        ArrayNode planes = out.putArray("payloads");
        Map<String, List<ObjectNode>> byPayload = new LinkedHashMap<>();
        PAYLOADS.forEach(p -> byPayload.put(p, new ArrayList<>()));
        Map<String, Integer> untimed = new LinkedHashMap<>();
        for (JsonNode r : site.path("compression").path("rows")) {
            String payload = r.path("payload").asText();
            boolean timed = ClaimData.timed(r.get("compressNanos")) && ClaimData.timed(r.get("decompressNanos"));
            if (!timed) {
                untimed.merge(payload, 1, Integer::sum);
            }
            ObjectNode p = JsonNodeFactory.instance.objectNode();
            for (String f : List.of("compressor", "implementation", "setting", "dataset", "contender")) {
                p.put(f, r.path(f).asText());
            }
            p.put("input", r.path("dataset").asText() + " / " + r.path("contender").asText());
            p.put("label", r.path("compressor").asText() + " " + r.path("setting").asText());
            p.put("rawBytes", r.path("rawBytes").asLong());
            p.put("compressedBytes", r.path("compressedBytes").asLong());
            p.put("ratio", Math.round(r.path("compressedBytes").asDouble() / r.path("rawBytes").asDouble() * 10000) / 10000.0);
            p.put("timed", timed);
            if (timed) {
                double c = r.path("compressNanos").path("median").asDouble();
                double d = r.path("decompressNanos").path("median").asDouble();
                p.put("compressNanos", c);
                p.put("decompressNanos", d);
                p.put("cpuNanos", c + d);
            }
            byPayload.computeIfAbsent(payload, k -> new ArrayList<>()).add(p);
        }
        byPayload.forEach((payload, points) -> {
            if (points.isEmpty()) {
                return;
            }
            markFront(points);
            ObjectNode plane = planes.addObject();
            plane.put("payload", payload);
            plane.put("untimed", untimed.getOrDefault(payload, 0));
            ArrayNode array = plane.putArray("points");
            points.forEach(array::add);
        });
        return out;
    }

    /** {@code pareto: true} on the timed points of each input that no timed point of the same input beats on both axes. */
    static void markFront(List<ObjectNode> all) {
        List<ObjectNode> points = all.stream().filter(p -> p.path("timed").asBoolean()).toList();
        all.forEach(p -> p.put("pareto", false));
        for (ObjectNode p : points) {
            double b = p.path("compressedBytes").asDouble();
            double t = p.path("cpuNanos").asDouble();
            boolean dominated = points.stream().filter(q -> q != p && q.path("input").equals(p.path("input"))).anyMatch(q -> {
                double qb = q.path("compressedBytes").asDouble();
                double qt = q.path("cpuNanos").asDouble();
                return qb <= b && qt <= t && (qb < b || qt < t);
            });
            p.put("pareto", !dominated);
        }
    }
}
