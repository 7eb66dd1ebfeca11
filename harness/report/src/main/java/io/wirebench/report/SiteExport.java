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
 * or "n/a" / "failed" with the reason, for the whole row or for one operation. The site does no
 * arithmetic of its own.
 */
public final class SiteExport {
    public static final int FORMAT_VERSION = 1;
    static final List<String> OPERATIONS = List.of("encode", "decode", "roundTrip", "decodeAndUse", "access");
    private static final String WHOLE = "*";
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
                times.put(key(x.contender(), x.dataset(), x.operation()), x);
            }
        }
        Map<String, String> unsupported = index(m.path("unsupported"), u -> u.path("reason").asText());
        Map<String, String> failed = index(m.path("failures"),
                f -> f.path("stage").asText() + ": " + f.path("error").asText().lines().findFirst().orElse(""));

        ArrayNode datasets = out.putArray("datasets");
        ArrayNode chart = out.putArray("chart");
        for (JsonNode d : m.path("datasets")) {
            String dataset = d.path("id").asText();
            ObjectNode ds = datasets.addObject();
            ds.put("id", dataset);
            ds.put("description", d.path("description").asText());
            ds.put("model", d.path("model").asText());
            ds.put("batchSize", d.path("batchSize").asInt());
            ds.put("timed", d.path("timed").asBoolean(true));
            List<ObjectNode> rows = new ArrayList<>();
            List<String> operationsSeen = new ArrayList<>();
            for (Map.Entry<String, JsonNode> c : contenders.entrySet()) {
                String contender = c.getKey();
                ObjectNode row = MAPPER.createObjectNode();
                row.put("contender", contender);
                row.put("name", c.getValue().path("displayName").asText(contender));
                row.put("format", c.getValue().path("format").asText());
                row.put("library", c.getValue().path("library").asText());
                row.put("version", c.getValue().path("libraryVersion").asText());
                String whole = firstOf(failed, key(contender, dataset, WHOLE), key(contender, WHOLE, WHOLE));
                if (unsupported.containsKey(key(contender, dataset, WHOLE))) {
                    row.put("status", "n/a");
                    row.put("note", unsupported.get(key(contender, dataset, WHOLE)));
                } else if (whole != null) {
                    row.put("status", "failed");
                    row.put("note", whole);
                } else if (!sizes.containsKey(key(contender, dataset))) {
                    continue; // not part of this run's selection
                } else {
                    row.put("status", "ok");
                }
                Run.Size size = sizes.get(key(contender, dataset));
                if (size != null) {
                    row.put("bytes", size.bytes());
                    row.put("gzipBytes", size.gzipBytes());
                }
                for (String op : OPERATIONS) {
                    String k = key(contender, dataset, op);
                    Measurement x = times.get(k);
                    if (x != null) {
                        ObjectNode o = row.putObject(op);
                        o.put("ns", toNanos(x.score(), x.unit()));
                        putFinite(o, "error", toNanos(x.scoreError(), x.unit()));
                        putFinite(o, "allocBytes", x.allocBytesPerOp());
                        addChartPoint(chart, dataset, row, op, o.path("ns").asDouble());
                    } else if (unsupported.containsKey(k)) {
                        row.putObject(op).put("na", unsupported.get(k));
                    } else if (failed.containsKey(k)) {
                        row.putObject(op).put("failed", failed.get(k));
                    }
                    if (row.has(op) && !operationsSeen.contains(op)) {
                        operationsSeen.add(op);
                    }
                }
                rows.add(row);
            }
            rows.sort(Comparator.comparingDouble(SiteExport::sortKey));
            ArrayNode opArray = ds.putArray("operations");
            OPERATIONS.stream().filter(operationsSeen::contains).forEach(opArray::add);
            ArrayNode rowArray = ds.putArray("rows");
            rows.forEach(rowArray::add);
        }
        return out;
    }

    private static void addChartPoint(ArrayNode chart, String dataset, ObjectNode row, String op, double ns) {
        ObjectNode point = chart.addObject();
        point.put("dataset", dataset);
        point.put("contender", row.path("name").asText());
        point.put("format", row.path("format").asText());
        point.put("operation", op);
        point.put("ns", ns);
    }

    /** Entries keyed by contender, data set and operation ({@code *} where an entry has none). */
    private static Map<String, String> index(JsonNode entries, java.util.function.Function<JsonNode, String> value) {
        Map<String, String> index = new HashMap<>();
        for (JsonNode e : entries) {
            index.putIfAbsent(key(e.path("contender").asText(), e.path("dataset").asText(WHOLE), e.path("operation").asText(WHOLE)),
                    value.apply(e));
        }
        return index;
    }

    private static String firstOf(Map<String, String> map, String... keys) {
        for (String k : keys) {
            if (map.containsKey(k)) {
                return map.get(k);
            }
        }
        return null;
    }

    /** Measured rows by round-trip time, then rows with sizes only by size, then the rest (n/a, failed). */
    private static double sortKey(ObjectNode row) {
        JsonNode rt = row.path("roundTrip").path("ns");
        if (rt.isNumber()) {
            return rt.asDouble();
        }
        return row.has("bytes") ? 1e15 + row.path("bytes").asDouble() : Double.MAX_VALUE;
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

    private static String key(String contender, String dataset, String operation) {
        return contender + "|" + dataset + "|" + operation;
    }
}
