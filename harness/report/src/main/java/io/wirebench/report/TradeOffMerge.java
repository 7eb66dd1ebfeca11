package io.wirebench.report;

import io.wirebench.results.CompressionFile;
import io.wirebench.results.CompressorInfo;
import io.wirebench.results.JmhCaseRef;
import io.wirebench.results.UpdateStreamFile;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The shards' {@code updatestream.json} and {@code compression.json} as one ({@link RunMerger}).
 * Each shard sized what its own cases needed and referenced only its own cases, so a row may come
 * from several shards: the sizes must agree (the encoders and compressors are deterministic), and
 * each reference is taken from whichever shard planned that case.
 */
final class TradeOffMerge {
    private TradeOffMerge() {
    }

    /** Null when no shard has the file (shards of a run made before it). */
    static UpdateStreamFile updateStream(List<Run> shards) {
        Map<String, CompressorInfo> compressors = new LinkedHashMap<>();
        Map<String, UpdateStreamFile.Row> rows = new LinkedHashMap<>();
        Set<UpdateStreamFile.Unsupported> unsupported = new LinkedHashSet<>();
        Integer updates = null;
        for (Run r : shards) {
            UpdateStreamFile f = r.updateStream();
            if (f == null) {
                continue;
            }
            updates = f.updates();
            f.compressors().forEach(c -> compressors.putIfAbsent(c.id(), c));
            unsupported.addAll(f.unsupported());
            for (UpdateStreamFile.Row row : f.rows()) {
                rows.merge(row.contender() + "|" + row.compressor(), row, (a, b) -> {
                    if (a.bytes() != b.bytes() || !a.mode().equals(b.mode())) {
                        throw disagree(row.contender() + " with " + row.compressor() + " on the update stream", a.bytes(), b.bytes());
                    }
                    return a.withCases(either(a.roundTrip(), b.roundTrip()), either(a.encode(), b.encode()));
                });
            }
        }
        return updates == null ? null : new UpdateStreamFile(UpdateStreamFile.FORMAT_VERSION, updates, new ArrayList<>(compressors.values()),
                new ArrayList<>(rows.values()), new ArrayList<>(unsupported));
    }

    /** Null when no shard has the file. */
    static CompressionFile compression(List<Run> shards) {
        Map<String, CompressorInfo> compressors = new LinkedHashMap<>();
        Map<String, CompressionFile.Row> rows = new LinkedHashMap<>();
        Set<CompressionFile.Unsupported> unsupported = new LinkedHashSet<>();
        boolean any = false;
        for (Run r : shards) {
            CompressionFile f = r.compression();
            if (f == null) {
                continue;
            }
            any = true;
            f.compressors().forEach(c -> compressors.putIfAbsent(c.id(), c));
            unsupported.addAll(f.unsupported());
            for (CompressionFile.Row row : f.rows()) {
                String key = row.contender() + "|" + row.compressor() + "|" + row.payload() + "|" + row.dataset();
                rows.merge(key, row, (a, b) -> {
                    if (a.compressedBytes() != b.compressedBytes() || a.rawBytes() != b.rawBytes()) {
                        throw disagree(row.contender() + " " + row.payload() + " " + row.dataset() + " with " + row.compressor(),
                                a.compressedBytes(), b.compressedBytes());
                    }
                    return a.withCases(either(a.compress(), b.compress()), either(a.decompress(), b.decompress()));
                });
            }
        }
        return any ? new CompressionFile(CompressionFile.FORMAT_VERSION, new ArrayList<>(compressors.values()), new ArrayList<>(rows.values()),
                new ArrayList<>(unsupported)) : null;
    }

    private static JmhCaseRef either(JmhCaseRef a, JmhCaseRef b) {
        return a != null ? a : b;
    }

    private static io.wirebench.results.ResultFormatException disagree(String what, long a, long b) {
        return new io.wirebench.results.ResultFormatException("shards disagree on the size of " + what + ": " + a + " and " + b
                + " bytes; encoders and compressors must be deterministic");
    }
}
