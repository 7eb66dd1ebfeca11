package io.wirebench.report;

import com.fasterxml.jackson.databind.node.ObjectNode;
import io.wirebench.results.Manifest;
import io.wirebench.results.ResultFiles;
import io.wirebench.results.Sizes;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * One contender's row of a data set table on the site: who it is, the attributes the filters and
 * marks read, whether it ran ("ok", "n/a" or "failed" with the reason), its sizes, and one cell per
 * operation ({@link OperationCell}, or the reason it is not applicable or failed).
 */
final class ContenderRow {
    /** The row, and the measurement of each operation it has a time for, in {@link SiteExport#OPERATIONS} order. */
    record Row(ObjectNode row, Map<String, Measurement> measured) {
    }

    private ContenderRow() {
    }

    /** The contender's row on {@code dataset}, or null where the contender was not part of this run's selection for it. */
    static Row of(String contender, Manifest.Contender desc, String dataset, ExportIndex index) {
        ObjectNode row = ResultFiles.MAPPER.createObjectNode();
        row.put("contender", contender);
        row.put("name", orElse(desc.displayName(), contender));
        row.put("format", orElse(desc.format(), ""));
        row.put("library", orElse(desc.library(), ""));
        row.put("version", orElse(desc.libraryVersion(), ""));
        putAttributes(row, desc);
        String notApplicable = index.unsupported(contender, dataset, ExportIndex.WHOLE);
        String failed = index.failedRow(contender, dataset);
        Sizes.Size size = index.size(contender, dataset);
        if (notApplicable != null) {
            row.put("status", "n/a");
            row.put("note", notApplicable);
        } else if (failed != null) {
            row.put("status", "failed");
            row.put("note", failed);
        } else if (size == null) {
            return null;
        } else {
            row.put("status", "ok");
        }
        if (size != null) {
            putSizes(row, size);
        }
        Map<String, Measurement> measured = new LinkedHashMap<>();
        for (String op : SiteExport.OPERATIONS) {
            Measurement x = index.time(contender, dataset, op);
            if (x != null) {
                OperationCell.put(row.putObject(op), x, index.sampled(contender, dataset, op), index.throughput(contender, dataset, op),
                        index.time(CaseSummary.FLOOR, dataset, op));
                measured.put(op, x);
            } else if (index.unsupported(contender, dataset, op) != null) {
                row.putObject(op).put("na", index.unsupported(contender, dataset, op));
            } else if (index.failed(contender, dataset, op) != null) {
                row.putObject(op).put("failed", index.failed(contender, dataset, op));
            }
        }
        return new Row(row, measured);
    }

    private static void putSizes(ObjectNode row, Sizes.Size size) {
        SiteExport.putSize(row, "bytes", size.bytes());
        SiteExport.putSize(row, "gzipBytes", size.gzipBytes());
        if (size.payloadBytes() != null) {
            SiteExport.putSize(row, "payloadBytes", size.payloadBytes());
        }
        if (size.framedBytes() != null) {
            SiteExport.putSize(row, "framedBytes", size.framedBytes());
        }
        row.put("samples", size.sampleCount());
        if (size.compressedBytes() != null && !size.compressedBytes().isEmpty()) {
            ObjectNode compressed = row.putObject("compressedBytes");
            size.compressedBytes().entrySet().stream().sorted(Map.Entry.comparingByKey())
                    .forEach(e -> SiteExport.putSize(compressed, e.getKey(), e.getValue()));
        }
    }

    /**
     * What the "pick for me" filter and the marks need: family, text or binary, schema style,
     * zero-copy access, evolution, language neutrality, and the role ("ours" for this project's own
     * wire formats, "floor" for the hand-written baseline, else "library").
     */
    private static void putAttributes(ObjectNode row, Manifest.Contender c) {
        String family = orElse(c.family(), "");
        row.put("family", family);
        row.put("role", role(family));
        row.put("schemaStyle", orElse(c.schemaStyle(), ""));
        row.put("bufferStyle", orElse(c.bufferStyle(), ""));
        if (c.zeroCopyAccess() != null) {
            row.put("zeroCopyAccess", c.zeroCopyAccess());
        }
        row.put("evolution", orElse(c.evolution(), ""));
        LanguageNeutrality.Verdict language = LanguageNeutrality.of(c);
        row.put("languageNeutral", language.neutral());
        row.put("languageNote", language.reason());
    }

    /** What the marks and the "released libraries only" switch read: "ours", "floor" or "library", by the contender's family. */
    static String role(String family) {
        return switch (family == null ? "" : family) {
            case "wire" -> "ours";
            case "baseline" -> "floor";
            default -> "library";
        };
    }

    private static String orElse(String value, String otherwise) {
        return value == null ? otherwise : value;
    }
}
