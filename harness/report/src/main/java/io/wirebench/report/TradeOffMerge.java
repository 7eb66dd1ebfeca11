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
import java.util.Objects;
import java.util.Set;
import java.util.function.BinaryOperator;
import java.util.function.Function;

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
        List<UpdateStreamFile> files = present(shards, Run::updateStream);
        if (files.isEmpty()) {
            return null;
        }
        Union<UpdateStreamFile.Row, UpdateStreamFile.Unsupported> all = new Union<>();
        for (UpdateStreamFile f : files) {
            all.add(f.compressors(), f.unsupported(), f.rows(), row -> row.contender() + "|" + row.compressor(), (a, b) -> {
                if (a.bytes() != b.bytes() || !a.mode().equals(b.mode())) {
                    throw disagree(a.contender() + " with " + a.compressor() + " on the update stream", a.bytes(), b.bytes());
                }
                return a.withCases(either(a.roundTrip(), b.roundTrip()), either(a.encode(), b.encode()));
            });
        }
        // every shard streams the same updates; the count is the last one's, as the merge has always taken it
        int updates = files.get(files.size() - 1).updates();
        return new UpdateStreamFile(UpdateStreamFile.FORMAT_VERSION, updates, all.compressors(), all.rows(), all.unsupported());
    }

    /** Null when no shard has the file. */
    static CompressionFile compression(List<Run> shards) {
        List<CompressionFile> files = present(shards, Run::compression);
        if (files.isEmpty()) {
            return null;
        }
        Union<CompressionFile.Row, CompressionFile.Unsupported> all = new Union<>();
        for (CompressionFile f : files) {
            all.add(f.compressors(), f.unsupported(), f.rows(),
                    row -> row.contender() + "|" + row.compressor() + "|" + row.payload() + "|" + row.dataset(), (a, b) -> {
                        if (a.compressedBytes() != b.compressedBytes() || a.rawBytes() != b.rawBytes()) {
                            throw disagree(a.contender() + " " + a.payload() + " " + a.dataset() + " with " + a.compressor(),
                                    a.compressedBytes(), b.compressedBytes());
                        }
                        return a.withCases(either(a.compress(), b.compress()), either(a.decompress(), b.decompress()));
                    });
        }
        return new CompressionFile(CompressionFile.FORMAT_VERSION, all.compressors(), all.rows(), all.unsupported());
    }

    /** The shards' files of one kind, in the shards' order; shards made before the file have none (null). */
    private static <F> List<F> present(List<Run> shards, Function<Run, F> file) {
        return shards.stream().map(file).filter(Objects::nonNull).toList();
    }

    /**
     * The shards' files of one kind added up: each compressor once (by id, first shard's description), each row once
     * by its key ({@code join} decides what two shards' copies of it make), each unsupported entry once; all in the
     * order the shards first name them.
     */
    private static final class Union<R, U> {
        private final Map<String, CompressorInfo> compressors = new LinkedHashMap<>();
        private final Map<String, R> rows = new LinkedHashMap<>();
        private final Set<U> unsupported = new LinkedHashSet<>();

        void add(List<CompressorInfo> cs, List<U> us, List<R> rs, Function<R, String> key, BinaryOperator<R> join) {
            cs.forEach(c -> compressors.putIfAbsent(c.id(), c));
            unsupported.addAll(us);
            for (R row : rs) {
                rows.merge(key.apply(row), row, join);
            }
        }

        List<CompressorInfo> compressors() {
            return new ArrayList<>(compressors.values());
        }

        List<R> rows() {
            return new ArrayList<>(rows.values());
        }

        List<U> unsupported() {
            return new ArrayList<>(unsupported);
        }
    }

    private static JmhCaseRef either(JmhCaseRef a, JmhCaseRef b) {
        return a != null ? a : b;
    }

    private static io.wirebench.results.ResultFormatException disagree(String what, long a, long b) {
        return new io.wirebench.results.ResultFormatException("shards disagree on the size of " + what + ": " + a + " and " + b
                + " bytes; encoders and compressors must be deterministic");
    }
}
