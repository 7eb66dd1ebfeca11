package io.wirebench.report;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.wirebench.results.Manifest;
import io.wirebench.results.ResultFiles;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The site's {@code datasets} section, one table per data set with one row per contender
 * ({@link ContenderRow}) ranked ({@link Ties}) and checked against the floor ({@link FloorCheck}),
 * and the {@code chart} section drawn from the same ranked rows ({@link ChartPoints}). The two are
 * made together because the chart's points are in the order of the ranked rows before the table's
 * final sort.
 */
final class DatasetTables {
    record Tables(ArrayNode datasets, ArrayNode chart) {
    }

    private DatasetTables() {
    }

    static Tables export(Run run, Map<String, Manifest.Contender> contenders) {
        ExportIndex index = ExportIndex.of(run);
        ArrayNode datasets = ResultFiles.MAPPER.createArrayNode();
        ArrayNode chart = ResultFiles.MAPPER.createArrayNode();
        for (Manifest.DatasetInfo d : run.manifest().datasets()) {
            ObjectNode ds = datasets.addObject();
            ds.put("id", d.id());
            ds.put("description", d.description() == null ? "" : d.description());
            ds.put("model", d.model() == null ? "" : d.model());
            ds.put("batchSize", d.batchSize() == null ? 0 : d.batchSize());
            ds.put("samples", d.samples() == null ? 1 : d.samples());
            ds.put("timed", d.isTimed());
            List<ObjectNode> rows = new ArrayList<>();
            // operation -> contender -> measurement, operations in the order rows first have them: what ranks and the chart walk
            Map<String, Map<String, Measurement>> measured = new LinkedHashMap<>();
            contenders.forEach((contender, desc) -> {
                ContenderRow.Row row = ContenderRow.of(contender, desc, d.id(), index);
                if (row != null) {
                    rows.add(row.row());
                    row.measured().forEach((op, x) -> measured.computeIfAbsent(op, k -> new LinkedHashMap<>()).put(contender, x));
                }
            });
            Ties.rank(rows, measured);
            FloorCheck.mark(rows, measured.keySet());
            ChartPoints.add(chart, d.id(), rows, measured.keySet());
            rows.sort(byRank("roundTrip").thenComparingDouble(DatasetTables::sizeKey));
            ArrayNode operations = ds.putArray("operations");
            SiteExport.OPERATIONS.stream().filter(op -> rows.stream().anyMatch(r -> r.has(op))).forEach(operations::add);
            ArrayNode rowArray = ds.putArray("rows");
            rows.forEach(rowArray::add);
        }
        return new Tables(datasets, chart);
    }

    /**
     * The displayed order of an operation, so that rank labels never go down it: ranked cells by
     * rank (the lower end of the rank interval), then median; then unsettled cells by median; then
     * rows without the operation (their order is left to the next key).
     */
    static Comparator<ObjectNode> byRank(String op) {
        return Comparator.<ObjectNode>comparingInt(r -> !r.path(op).has("median") ? 2 : r.path(op).has("rank") ? 0 : 1)
                .thenComparingInt(r -> r.path(op).path("rank").asInt(Integer.MAX_VALUE))
                .thenComparingDouble(r -> r.path(op).path("median").asDouble(Double.MAX_VALUE));
    }

    /** Rows with sizes by size, then the rest (n/a, failed). */
    private static double sizeKey(ObjectNode row) {
        String size = row.has("framedBytes") ? "framedBytes" : "bytes";
        return row.has(size) ? row.path(size).asDouble() : Double.MAX_VALUE;
    }
}
