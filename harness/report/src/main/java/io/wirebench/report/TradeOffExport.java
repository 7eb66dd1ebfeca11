package io.wirebench.report;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.wirebench.results.CompressionFile;
import io.wirebench.results.CompressorInfo;
import io.wirebench.results.JmhCaseRef;
import io.wirebench.results.ResultFiles;
import io.wirebench.results.UpdateStreamFile;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The site data's {@code updateStream} and {@code compression} sections, from the run's
 * {@code updatestream.json} and {@code compression.json}: each row's sizes as the proving JVM
 * measured them, and the times of the JMH cases its references name, summarised as every other
 * case is ({@link CaseSummary#medianNanos}: the median of the fork scores and its interval; runs
 * without forks files fall back to JMH's per-fork scores). A time is {@code null} where the row
 * names no case, or its case has no result. A run without these files (older runs) gives both
 * sections with no rows.
 */
final class TradeOffExport {
    private TradeOffExport() {
    }

    /**
     * {@code {"run", "rows": [{contender, mode, compressor, bytesPerUpdate, nanosPerUpdate: {median, low,
     * high, coverage, forks} | null, allocBytesPerUpdate | null, ...}]}}; {@code nanosPerUpdate} is the
     * round trip's ({@code streamRoundTrip}), {@code encodeNanosPerUpdate} the encode's where the run timed it.
     */
    static ObjectNode updateStream(Run run) {
        UpdateStreamFile f = run.updateStream();
        return export(run, f == null ? null : f.rows(), f == null ? null : f.compressors(), (row, r, index, compressors) -> {
            row.put("contender", r.contender());
            row.put("mode", r.mode());
            row.put("compressor", r.compressor());
            row.put("bytesPerUpdate", r.bytesPerUpdate());
            Measurement roundTrip = find(index, r.roundTrip());
            putTime(row, "nanosPerUpdate", roundTrip);
            putAlloc(row, "allocBytesPerUpdate", roundTrip);
            row.put("bytes", r.bytes());
            row.put("updates", f.updates());
            putCompressor(row, compressors.get(r.compressor()));
            Measurement encode = find(index, r.encode());
            if (encode != null) {
                putTime(row, "encodeNanosPerUpdate", encode);
            }
        });
    }

    /**
     * {@code {"run", "rows": [{compressor, implementation, setting, payload, dataset, contender, rawBytes,
     * compressedBytes, compressNanos | null, decompressNanos | null, ...}]}}: times per payload.
     */
    static ObjectNode compression(Run run) {
        CompressionFile f = run.compression();
        return export(run, f == null ? null : f.rows(), f == null ? null : f.compressors(), (row, r, index, compressors) -> {
            row.put("compressor", r.compressor());
            CompressorInfo c = compressors.get(r.compressor());
            row.put("implementation", c == null ? "" : c.implementation());
            row.put("setting", c == null ? "" : c.setting());
            row.put("payload", r.payload());
            row.put("dataset", r.dataset());
            row.put("contender", r.contender());
            row.put("rawBytes", r.rawBytes());
            row.put("compressedBytes", r.compressedBytes());
            putTime(row, "compressNanos", find(index, r.compress()));
            putTime(row, "decompressNanos", find(index, r.decompress()));
            row.put("messages", r.messages());
            row.put("ratio", r.rawBytes() == 0 ? 0 : Math.round(10000.0 * r.compressedBytes() / r.rawBytes()) / 10000.0);
            if (c != null) {
                row.put("algorithm", c.algorithm());
                row.put("library", c.library());
            }
        });
    }

    /** Fills one site row from one row of the file, given the run's measurements by case and the file's compressors by id. */
    private interface RowWriter<R> {
        void write(ObjectNode row, R r, Map<CaseKey, Measurement> index, Map<String, CompressorInfo> compressors);
    }

    /** {@code {"run", "rows": [...]}}, a row per row of the file; no rows where the run has no such file ({@code fileRows} null). */
    private static <R> ObjectNode export(Run run, List<R> fileRows, List<CompressorInfo> fileCompressors, RowWriter<R> writer) {
        ObjectNode out = ResultFiles.MAPPER.createObjectNode();
        out.put("run", run.id());
        ArrayNode rows = out.putArray("rows");
        if (fileRows == null) {
            return out;
        }
        Map<CaseKey, Measurement> index = index(run);
        Map<String, CompressorInfo> compressors = byId(fileCompressors);
        for (R r : fileRows) {
            writer.write(rows.addObject(), r, index, compressors);
        }
        return out;
    }

    private static void putCompressor(ObjectNode row, CompressorInfo c) {
        if (c != null) {
            row.put("algorithm", c.algorithm());
            row.put("setting", c.setting());
            row.put("implementation", c.implementation());
        }
    }

    /** The case's median of fork scores in ns with its interval, as the data set tables give them; null without a measurement. */
    static void putTime(ObjectNode row, String field, Measurement m) {
        if (m == null) {
            row.putNull(field);
            return;
        }
        ForkSamples.Interval i = CaseSummary.medianNanos(m);
        ObjectNode t = row.putObject(field);
        t.put("median", i.estimate());
        t.put("low", i.low());
        t.put("high", i.high());
        t.put("coverage", Math.round(i.coverage() * 10000) / 10000.0);
        t.put("forks", i.n());
        if (m.unsettled()) {
            t.put("unsettled", true);
        }
    }

    private static void putAlloc(ObjectNode row, String field, Measurement m) {
        if (m == null || !Double.isFinite(m.allocBytesPerOp())) {
            row.putNull(field);
        } else {
            row.put(field, Math.round(m.allocBytesPerOp() * 100) / 100.0);
        }
    }

    /** The average-time measurement a reference names (SampleTime where the case ran only that), or null. */
    static Measurement find(Map<CaseKey, Measurement> index, JmhCaseRef ref) {
        // a reference without contender or data set names no case a measurement can have: absent, like one that failed
        if (ref == null || ref.contender() == null || ref.dataset() == null) {
            return null;
        }
        Measurement m = index.get(new CaseKey(ref.contender(), ref.dataset(), ref.operation(), ref.otherParams(), "avgt"));
        return m != null ? m : index.get(new CaseKey(ref.contender(), ref.dataset(), ref.operation(), ref.otherParams(), "sample"));
    }

    static Map<CaseKey, Measurement> index(Run run) {
        Map<CaseKey, Measurement> out = new HashMap<>();
        run.measurements().forEach(m -> out.put(m.caseKey(), m));
        return out;
    }

    private static Map<String, CompressorInfo> byId(List<CompressorInfo> compressors) {
        Map<String, CompressorInfo> out = new HashMap<>();
        compressors.forEach(c -> out.putIfAbsent(c.id(), c));
        return out;
    }
}
