package io.wirebench.report;

import com.fasterxml.jackson.databind.node.ObjectNode;
import io.wirebench.results.ForksFile;
import io.wirebench.results.ResultFiles;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;

/**
 * The run-level noise summary every page's badge shows in one line: over all forks of the run that
 * carry a host block, the median and the maximum of steal, of the other CPUs' busy share and of the
 * host's stall (hiccup) p99 and maximum, and the share of forks that never settled. A run from
 * before per-fork records has none ({@code null}): the badge then says the noise was not recorded.
 */
final class Noise {
    private Noise() {
    }

    static ObjectNode summarize(List<Measurement> measurements) {
        List<ForksFile.Fork> forks = measurements.stream().flatMap(m -> m.forkRecords().stream()).toList();
        if (forks.isEmpty()) {
            return null;
        }
        ObjectNode o = ResultFiles.MAPPER.createObjectNode();
        o.put("forks", forks.size());
        long unsettled = forks.stream().filter(ForksFile.Fork::unsettled).count();
        o.put("unsettledForks", unsettled);
        o.put("unsettledShare", Math.round(1000.0 * unsettled / forks.size()) / 1000.0);
        o.put("rerunForks", forks.stream().filter(f -> Boolean.TRUE.equals(f.rerun())).count());
        spread(o, "stealPercent", forks, ForksFile.Host::stealPercent);
        spread(o, "otherCpusBusyPercent", forks, ForksFile.Host::otherCpusBusyPercent);
        spread(o, "hiccupP99Millis", forks, ForksFile.Host::hiccupP99Millis);
        spread(o, "hiccupMaxMillis", forks, ForksFile.Host::hiccupMaxMillis);
        return o;
    }

    /** {@code field: {median, max, forks}} over the forks that recorded it; absent when none did. */
    private static void spread(ObjectNode o, String field, List<ForksFile.Fork> forks, Function<ForksFile.Host, Double> get) {
        List<Double> v = new ArrayList<>();
        for (ForksFile.Fork f : forks) {
            Double x = f.host() == null ? null : get.apply(f.host());
            if (x != null && Double.isFinite(x)) {
                v.add(x);
            }
        }
        if (!v.isEmpty()) {
            o.putObject(field).put("median", ForkSamples.median(v)).put("max", v.stream().mapToDouble(Double::doubleValue).max().orElseThrow())
                    .put("forks", v.size());
        }
    }
}
