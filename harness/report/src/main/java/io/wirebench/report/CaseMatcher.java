package io.wirebench.report;

import io.wirebench.results.OpenLoopFile;
import io.wirebench.results.Sizes;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import java.util.stream.Stream;

/**
 * Which cases of two runs are the same case, for {@link Compare}. A time depends on the JDK it ran
 * on, so a JMH or open-loop case is the same case only on the same JDK ({@link Identity#jdk()});
 * bytes do not depend on it, so sizes and the trade-off files' bytes match on their key alone.
 * Cases are listed in the order of their printed form, which is the order the report shows them in.
 */
final class CaseMatcher {
    /** A case as compare matches it; {@code jdk} null where the JDK makes no difference (bytes). */
    record Identity(CaseKey key, String jdk) {
        /** The case as the report prints it: {@code <key> @ <jdk>}, or the key alone. */
        @Override
        public String toString() {
            return jdk == null ? key.toString() : key + " @ " + jdk;
        }
    }

    /** One case both runs have: its printed form, and the base's and the new run's record of it. */
    record Pair<T>(String label, T base, T current) {
    }

    /** The cases both runs have, and those (printed) that only one has. */
    record Matches<T>(List<Pair<T>> pairs, List<String> onlyBase, List<String> onlyNew) {
    }

    private CaseMatcher() {
    }

    static Matches<Measurement> jmh(Run base, Run current) {
        return match(index(base.measurements(), x -> new Identity(x.caseKey(), base.manifest().jdkIdentity())),
                index(current.measurements(), x -> new Identity(x.caseKey(), current.manifest().jdkIdentity())));
    }

    static Matches<OpenLoopFile> openLoop(Run base, Run current) {
        return match(index(base.openLoop(), o -> new Identity(openLoopKey(o), base.manifest().jdkIdentity())),
                index(current.openLoop(), o -> new Identity(openLoopKey(o), current.manifest().jdkIdentity())));
    }

    /** Sizes are taken for every supported data set, timed or not: a one-sided size is the selection, not news (callers ignore it). */
    static Matches<Sizes.Size> sizes(Run base, Run current) {
        Function<Sizes.Size, Identity> id = s -> new Identity(CaseKey.size(s.contender(), s.dataset()), null);
        return match(index(base.sizes(), id), index(current.sizes(), id));
    }

    /** The update stream's total bytes per contender and compressor, and each compressor's bytes on each payload. */
    static Matches<Long> tradeOffBytes(Run base, Run current) {
        return match(tradeOffBytes(base), tradeOffBytes(current));
    }

    /** {@code updatestream.json}'s total bytes per contender and compressor, {@code compression.json}'s compressed bytes per row; empty for older runs. */
    private static Map<Identity, Long> tradeOffBytes(Run run) {
        Map<Identity, Long> out = new LinkedHashMap<>();
        if (run.updateStream() != null) {
            run.updateStream().rows().forEach(r -> out.put(new Identity(
                    CaseKey.compressed(r.contender(), "updates", "stream", r.compressor()), null), r.bytes()));
        }
        if (run.compression() != null) {
            run.compression().rows().forEach(r -> out.put(new Identity(
                    CaseKey.compressed(r.contender(), r.dataset(), r.payload(), r.compressor()), null), r.compressedBytes()));
        }
        return out;
    }

    private static CaseKey openLoopKey(OpenLoopFile o) {
        return CaseKey.openLoop(o.contender(), o.dataset(), o.ratePerSecond());
    }

    /** A later record of the same case replaces an earlier one, as a re-run does. */
    private static <T> Map<Identity, T> index(List<T> items, Function<T, Identity> id) {
        Map<Identity, T> out = new LinkedHashMap<>();
        items.forEach(i -> out.put(id.apply(i), i));
        return out;
    }

    private static <T> Matches<T> match(Map<Identity, T> base, Map<Identity, T> current) {
        List<Pair<T>> pairs = new ArrayList<>();
        List<String> onlyBase = new ArrayList<>();
        List<String> onlyNew = new ArrayList<>();
        List<Identity> all = Stream.concat(base.keySet().stream(), current.keySet().stream()).distinct()
                .sorted(Comparator.comparing(Identity::toString)).toList();
        for (Identity id : all) {
            T x = base.get(id);
            T y = current.get(id);
            if (x != null && y != null) {
                pairs.add(new Pair<>(id.toString(), x, y));
            } else {
                (x == null ? onlyNew : onlyBase).add(id.toString());
            }
        }
        return new Matches<>(pairs, onlyBase, onlyNew);
    }
}
