package io.wirebench.report;

import io.wirebench.results.Manifest;
import io.wirebench.results.Sizes;
import java.util.HashMap;
import java.util.Map;

/**
 * A run's records by the site's table cell they fill ({@link CaseKey#cell}: contender, data set,
 * operation), for {@link SiteExport}: sizes, the measurement of each JMH mode, and why a cell is
 * not applicable or failed. A manifest entry without a data set or operation concerns all of them
 * and is filed under {@value #WHOLE}.
 */
final class ExportIndex {
    static final String WHOLE = "*";

    private final Map<CaseKey, Sizes.Size> sizes = new HashMap<>();
    private final Map<CaseKey, Measurement> times = new HashMap<>();
    private final Map<CaseKey, Measurement> samples = new HashMap<>();
    private final Map<CaseKey, Measurement> throughput = new HashMap<>();
    private final Map<CaseKey, String> unsupported = new HashMap<>();
    private final Map<CaseKey, String> failed = new HashMap<>();

    private ExportIndex() {
    }

    static ExportIndex of(Run run) {
        ExportIndex index = new ExportIndex();
        run.sizes().forEach(s -> index.sizes.put(CaseKey.size(s.contender(), s.dataset()), s));
        for (Measurement x : run.measurements()) {
            // the cell ignores parameters: a case with a compressor parameter fills its operation's cell like any other
            CaseKey k = x.caseKey().cell();
            switch (x.mode()) {
                case "avgt" -> index.times.put(k, x);
                case "sample" -> index.samples.put(k, x);
                case "thrpt" -> index.throughput.put(k, x);
                default -> { }
            }
        }
        Manifest man = run.manifest();
        man.unsupported().forEach(u -> index.unsupported.putIfAbsent(CaseKey.cell(u.contender(), u.dataset(), orWhole(u.operation())),
                u.reason()));
        man.failures().forEach(f -> index.failed.putIfAbsent(CaseKey.cell(f.contender(), orWhole(f.dataset()), orWhole(f.operation())),
                f.stage() + ": " + f.error().lines().findFirst().orElse("")));
        return index;
    }

    Sizes.Size size(String contender, String dataset) {
        return sizes.get(CaseKey.size(contender, dataset));
    }

    /** The cell's time: average time where the case ran in that mode, else SampleTime; null where neither ran. */
    Measurement time(String contender, String dataset, String operation) {
        Measurement t = times.get(CaseKey.cell(contender, dataset, operation));
        return t != null ? t : sampled(contender, dataset, operation);
    }

    Measurement sampled(String contender, String dataset, String operation) {
        return samples.get(CaseKey.cell(contender, dataset, operation));
    }

    Measurement throughput(String contender, String dataset, String operation) {
        return throughput.get(CaseKey.cell(contender, dataset, operation));
    }

    /** Why the contender cannot express this data set ({@code operation} {@value #WHOLE}) or this operation on it; null where it can. */
    String unsupported(String contender, String dataset, String operation) {
        return unsupported.get(CaseKey.cell(contender, dataset, operation));
    }

    /** Why the case failed, as stage and first line of the error; null where it did not. */
    String failed(String contender, String dataset, String operation) {
        return failed.get(CaseKey.cell(contender, dataset, operation));
    }

    /** Why the whole row failed: the contender on this data set, or the contender on every data set; null where neither did. */
    String failedRow(String contender, String dataset) {
        String onDataset = failed(contender, dataset, WHOLE);
        return onDataset != null ? onDataset : failed(contender, WHOLE, WHOLE);
    }

    private static String orWhole(String s) {
        return s == null ? WHOLE : s;
    }
}
