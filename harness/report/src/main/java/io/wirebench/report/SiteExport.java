package io.wirebench.report;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Turns a run into the one data file the site reads ({@code site/data/wirebench.json}): provenance,
 * then per data set one row per contender with its size, time per operation and bytes allocated,
 * or "n/a" / "failed" with the reason. The site does no arithmetic of its own.
 */
public final class SiteExport {
    public static final int FORMAT_VERSION = 1;
    static final List<String> OPERATIONS = List.of("encode", "decode", "roundTrip");
    private static final ObjectMapper MAPPER = new ObjectMapper();

    private SiteExport() {
    }

    public static ObjectNode export(Run run) {
        JsonNode m = run.manifest();
        ObjectNode out = MAPPER.createObjectNode();
        out.put("formatVersion", FORMAT_VERSION);
        ObjectNode info = out.putObject("run");
        info.put("id", run.id());
        for (String field : List.of("startedAt", "finishedAt", "profile", "source", "machine", "jvm", "forkJvmArgs")) {
            info.set(field, m.path(field));
        }
        out.set("contenders", m.path("contenders"));
        out.set("failures", m.path("failures"));

        Map<String, JsonNode> contenders = new LinkedHashMap<>();
        m.path("contenders").forEach(c -> contenders.put(c.path("id").asText(), c));
        Map<String, Run.Size> sizes = new HashMap<>();
        run.sizes().forEach(s -> sizes.put(key(s.contender(), s.dataset()), s));
        Map<String, Measurement> times = new HashMap<>();
        for (Measurement x : run.measurements()) {
            if (x.mode().equals("avgt")) {
                times.put(key(x.contender(), x.dataset()) + "/" + x.operation(), x);
            }
        }
        Map<String, String> unsupported = new HashMap<>();
        m.path("unsupported").forEach(u -> unsupported.put(key(u.path("contender").asText(), u.path("dataset").asText()), u.path("reason").asText()));
        Map<String, String> failed = new HashMap<>();
        m.path("failures").forEach(f -> failed.merge(key(f.path("contender").asText(), f.path("dataset").asText()),
                f.path("stage").asText() + ": " + f.path("error").asText().lines().findFirst().orElse(""), (a, b) -> a));

        ArrayNode datasets = out.putArray("datasets");
        ArrayNode chart = out.putArray("chart");
        for (JsonNode d : m.path("datasets")) {
            String dataset = d.path("id").asText();
            ObjectNode ds = datasets.addObject();
            ds.put("id", dataset);
            ds.put("description", d.path("description").asText());
            ds.put("model", d.path("model").asText());
            List<ObjectNode> rows = new ArrayList<>();
            for (Map.Entry<String, JsonNode> c : contenders.entrySet()) {
                String k = key(c.getKey(), dataset);
                ObjectNode row = MAPPER.createObjectNode();
                row.put("contender", c.getKey());
                row.put("name", c.getValue().path("displayName").asText(c.getKey()));
                row.put("format", c.getValue().path("format").asText());
                row.put("library", c.getValue().path("library").asText());
                row.put("version", c.getValue().path("libraryVersion").asText());
                if (unsupported.containsKey(k)) {
                    row.put("status", "n/a");
                    row.put("note", unsupported.get(k));
                } else if (failed.containsKey(k) || failed.containsKey(key(c.getKey(), "*"))) {
                    row.put("status", "failed");
                    row.put("note", failed.getOrDefault(k, failed.get(key(c.getKey(), "*"))));
                } else if (!sizes.containsKey(k)) {
                    continue; // not part of this run's selection
                } else {
                    row.put("status", "ok");
                }
                Run.Size size = sizes.get(k);
                if (size != null) {
                    row.put("bytes", size.bytes());
                    row.put("gzipBytes", size.gzipBytes());
                }
                for (String op : OPERATIONS) {
                    Measurement x = times.get(k + "/" + op);
                    if (x != null) {
                        ObjectNode o = row.putObject(op);
                        o.put("ns", toNanos(x.score(), x.unit()));
                        putFinite(o, "error", toNanos(x.scoreError(), x.unit()));
                        putFinite(o, "allocBytes", x.allocBytesPerOp());
                        ObjectNode point = chart.addObject();
                        point.put("dataset", dataset);
                        point.put("contender", row.path("name").asText());
                        point.put("format", row.path("format").asText());
                        point.put("operation", op);
                        point.put("ns", o.path("ns").asDouble());
                    }
                }
                rows.add(row);
            }
            rows.sort(Comparator.comparingDouble(SiteExport::sortKey));
            ArrayNode rowArray = ds.putArray("rows");
            rows.forEach(rowArray::add);
        }
        return out;
    }

    /** Measured rows by round-trip time, then the rest (n/a, failed) by name. */
    private static double sortKey(ObjectNode row) {
        JsonNode rt = row.path("roundTrip").path("ns");
        return rt.isNumber() ? rt.asDouble() : Double.MAX_VALUE;
    }

    static double toNanos(double value, String unit) {
        return switch (unit) {
            case "ns/op" -> value;
            case "us/op" -> value * 1e3;
            case "ms/op" -> value * 1e6;
            case "s/op" -> value * 1e9;
            default -> throw new ResultFormatException("unexpected time unit '" + unit + "' (expected ns/op, us/op, ms/op or s/op)");
        };
    }

    private static void putFinite(ObjectNode o, String field, double value) {
        if (Double.isFinite(value)) {
            o.put(field, value);
        }
    }

    private static String key(String contender, String dataset) {
        return contender + "|" + dataset;
    }
}
