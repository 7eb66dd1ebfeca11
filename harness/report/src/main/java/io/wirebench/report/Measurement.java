package io.wirebench.report;

import io.wirebench.results.ForksFile;
import io.wirebench.results.JmhResult;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * One benchmark result of a run, as JMH reported it.
 *
 * @param contender        contender id
 * @param dataset          data set id
 * @param operation        {@code encode}, {@code decode}, {@code roundTrip}, ...
 * @param mode             JMH mode ({@code avgt}, {@code thrpt}, {@code sample}, ...)
 * @param score            the primary score
 * @param scoreError       JMH's 99.9% confidence half-width; {@code NaN} when it could not compute one
 * @param unit             the unit of score, e.g. {@code ns/op}
 * @param allocBytesPerOp  bytes allocated per operation from the GC profiler; {@code NaN} if not measured
 * @param samples          for {@code sample} mode, how many single-call times were taken; 0 otherwise
 * @param percentiles      for {@code sample} mode, JMH's percentiles by their key ("50.0" ... "100.0") in {@code unit}; empty otherwise
 * @param forkScores       one score per fork (in-process runs: one), in {@code unit}: the samples compare and ties test
 * @param forkAllocations  bytes allocated per operation, per fork (the median of its iterations)
 * @param params           JMH parameters other than contender and data set (part of the case's identity)
 * @param result           the JMH result it came from (SampleTime histograms for per-fork percentiles)
 * @param forkRecords      this mode's forks from {@code <operation>.forks.json} in round order; empty for runs from before rounds
 */
public record Measurement(String contender, String dataset, String operation, String mode,
                          double score, double scoreError, String unit, double allocBytesPerOp,
                          long samples, Map<String, Double> percentiles, List<Double> forkScores, List<Double> forkAllocations,
                          Map<String, String> params, JmhResult result, List<ForksFile.Fork> forkRecords) {
    public Measurement {
        forkRecords = List.copyOf(forkRecords);
        percentiles = Map.copyOf(percentiles);
        forkScores = List.copyOf(forkScores);
        forkAllocations = List.copyOf(forkAllocations);
        params = Map.copyOf(params);
    }

    /** What this case is, across runs: contender, data set, operation, the other JMH parameters and the mode. */
    public CaseKey caseKey() {
        return new CaseKey(contender, dataset, operation, params, mode);
    }

    /**
     * One score per fork, in {@code unit}: the forks file's steady scores where there is one (its
     * settled forks only, when any settled: an unsettled fork's mean is a mean over a moving target,
     * which is why the runner leaves it out of the JMH file too), else JMH's per-fork means, else
     * (JMH kept no raw data) its score as the one sample there is.
     */
    public List<Double> forkValues() {
        if (!forkRecords.isEmpty()) {
            return countedForks().stream().map(ForksFile.Fork::score).toList();
        }
        return forkScores.isEmpty() ? List.of(score) : forkScores;
    }

    /** Forks the runner found never settled (0 without a forks file: older runs were not judged). */
    public int unsettledForks() {
        return (int) forkRecords.stream().filter(ForksFile.Fork::unsettled).count();
    }

    /** Most forks never reached steady state: the case has scores, but no steady number to rank. */
    public boolean unsettled() {
        return 2 * unsettledForks() > forkRecords.size();
    }

    /** Fork score by round, for forks that name their round; a re-run fork (later in the file) replaces the one it re-ran. */
    public Map<Integer, Double> scoresByRound() {
        Map<Integer, Double> out = new TreeMap<>();
        countedForks().stream().filter(f -> f.round() != null).forEach(f -> out.put(f.round(), f.score()));
        return out;
    }

    /** The forks a summary counts: the settled ones, or all when none settled (the case is then flagged unsettled). */
    private List<ForksFile.Fork> countedForks() {
        List<ForksFile.Fork> settled = forkRecords.stream().filter(f -> !f.unsettled()).toList();
        return settled.isEmpty() ? forkRecords : settled;
    }
}
