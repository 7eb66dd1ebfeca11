package io.wirebench.report;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;

/**
 * The site's {@code chart} section: one point per measured time of a data set table, in the order
 * the table ranks them, with the marks for our own rows, the floor and the Pareto front.
 */
final class ChartPoints {
    private static final List<String> CELL_FIELDS = List.of("ns", "low", "high", "median", "medianLow", "medianHigh", "xFastest", "xFloor",
            "rank", "rankHigh", "rankLabel", "tiedWithFastest", "unsettled", "allocBytes");

    private ChartPoints() {
    }

    /** Adds the points of {@code rows} (ranked, in contender order) for each of {@code operations}, in that order. */
    static void add(ArrayNode chart, String dataset, List<ObjectNode> rows, Collection<String> operations) {
        for (String op : operations) {
            List<ObjectNode> ranked = rows.stream().filter(r -> r.path(op).has("ns")).sorted(DatasetTables.byRank(op)).toList();
            List<ObjectNode> points = new ArrayList<>();
            for (ObjectNode row : ranked) {
                ObjectNode point = point(chart.addObject(), dataset, row, op, (ObjectNode) row.path(op));
                point.put("order", points.size());
                points.add(point);
            }
            markParetoFront(points);
        }
    }

    /** One measured time as the charts draw it: value, whisker, rank and the marks for our own rows and the floor. */
    private static ObjectNode point(ObjectNode point, String dataset, ObjectNode row, String op, ObjectNode cell) {
        point.put("dataset", dataset);
        point.put("contender", row.path("name").asText());
        point.put("id", row.path("contender").asText());
        point.put("format", row.path("format").asText());
        point.put("family", row.path("family").asText());
        point.put("role", row.path("role").asText());
        point.put("operation", op);
        if (cell.path("beatsFloor").asBoolean(false)) {
            point.put("beatsFloor", true);
        }
        for (String field : CELL_FIELDS) {
            if (cell.has(field)) {
                point.set(field, cell.get(field));
            }
        }
        String size = row.has("framedBytes") ? "framedBytes" : "bytes";
        if (row.has(size)) {
            point.set("bytes", row.get(size));
        }
        return point;
    }

    /**
     * Marks {@code pareto: true} on the points no other point beats on both size and time (none is
     * at most as large and at most as slow, and better on one): the choices worth a look when both matter.
     */
    static void markParetoFront(List<ObjectNode> points) {
        for (ObjectNode p : points) {
            if (!p.has("bytes")) {
                continue;
            }
            double b = p.path("bytes").asDouble();
            double t = p.path("ns").asDouble();
            boolean dominated = points.stream().filter(q -> q != p && q.has("bytes")).anyMatch(q -> {
                double qb = q.path("bytes").asDouble();
                double qt = q.path("ns").asDouble();
                return qb <= b && qt <= t && (qb < b || qt < t);
            });
            p.put("pareto", !dominated);
        }
    }
}
