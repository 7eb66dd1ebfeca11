package io.wirebench.report;

import com.fasterxml.jackson.databind.JsonNode;
import io.wirebench.results.ResultFiles;
import io.wirebench.results.ResultFormatException;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;
import java.util.function.Predicate;

/**
 * Which run the site shows, and which runs add to it. A <em>focused</em> run measures only what the published
 * run lacks, the direct-use pairs or cold start ({@code make extras}), so that a figure can be added without
 * measuring the whole profile again. Its selection names one of {@link #FOCUS_OPERATIONS}; no other run's does
 * ({@code make quick} and {@code make publish} never select them). The site shows the newest run that is not
 * focused ({@link #headline}); each section that a focused run measured comes from the newest run that has it,
 * the shown run or a focused run made after it ({@link #source}), and names that run, so no figure is shown as
 * the shown run's when another run measured it.
 */
final class FocusedRuns {
    /** The operations whose selection makes a run focused: the direct-use pairs, cold start. */
    static final Set<String> FOCUS_OPERATIONS = Set.of("directRoundTrip", "coldStart");

    private FocusedRuns() {
    }

    /** Whether {@code runDir} was selected to measure a focus operation; runs without {@code invocation.json} are not. */
    static boolean isFocused(Path runDir) {
        Path file = runDir.resolve("invocation.json");
        if (!Files.isRegularFile(file)) {
            return false;
        }
        JsonNode ops;
        try {
            ops = ResultFiles.MAPPER.readTree(file.toFile()).path("selection").path("operations");
        } catch (IOException e) {
            throw new ResultFormatException(file + " is not readable JSON: " + e.getMessage(), e);
        }
        for (JsonNode op : ops) {
            if (FOCUS_OPERATIONS.contains(op.asText())) {
                return true;
            }
        }
        return false;
    }

    /** The run the site shows: the newest run under {@code resultsRoot} that is not focused, else the newest. */
    static Path headline(Path resultsRoot) {
        List<Path> runs = RunReader.runs(resultsRoot);
        for (int i = runs.size() - 1; i >= 0; i--) {
            if (!isFocused(runs.get(i))) {
                return runs.get(i);
            }
        }
        return RunReader.latest(resultsRoot); // says how to make a run when there is none
    }

    /**
     * Where a section's figures come from: the newest focused run made after {@code shown} for which {@code has}
     * holds, else {@code shown} itself.
     *
     * @param runs every run, oldest first (from {@link RunReader#runs}); {@code shown} among them or not
     */
    static Run source(List<Run> runs, Run shown, Predicate<Run> has) {
        for (int i = runs.size() - 1; i >= 0; i--) {
            Run r = runs.get(i);
            if (r.id().compareTo(shown.id()) <= 0) {
                break;
            }
            if (isFocused(r.directory()) && has.test(r)) {
                return r;
            }
        }
        return shown;
    }

    /** The focused runs made after {@code shown}, read; the only runs {@link Supplements} can take a section from. */
    static List<Run> after(Path resultsRoot, Run shown) {
        return RunReader.runs(resultsRoot).stream().filter(d -> d.getFileName().toString().compareTo(shown.id()) > 0 && isFocused(d))
                .map(RunReader::read).toList();
    }

    /** The sections a focused run can add, each from its own run ({@link #source}). */
    record Supplements(Run parity, Run footprint, Run coldStart) {
        /** Every section from {@code run} itself. */
        static Supplements of(Run run) {
            return new Supplements(run, run, run);
        }

        static Supplements of(List<Run> runs, Run shown) {
            return new Supplements(source(runs, shown, r -> r.measurements().stream().anyMatch(m -> m.operation().equals(Parity.DIRECT))),
                    source(runs, shown, r -> Files.isRegularFile(r.directory().resolve(FootprintExport.FILE))),
                    source(runs, shown, r -> Files.isRegularFile(r.directory().resolve(ColdStartExport.FILE))));
        }
    }
}
