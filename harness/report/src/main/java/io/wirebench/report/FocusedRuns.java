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
 * Which runs add to the run the site shows. A <em>focused</em> run measures only what the published
 * run lacks, the direct-use pairs or cold start ({@code make extras}), so that a figure can be added without
 * measuring the whole profile again. Its selection names one of {@link #FOCUS_OPERATIONS}; no other run's does
 * ({@code make quick} and {@code make publish} never select them). The site shows a run that is not focused
 * ({@link JdkRuns}); each section that a focused run measured comes from the newest run that has it, the shown run or
 * a focused run made after it ({@link #source}), and names that run, so no figure is shown as the shown run's when
 * another run measured it. The direct-use pairs are chosen so per contender ({@link Supplements#parity(String)}). The
 * footprint is a property of the build, not of the JDK or the timing: it comes from the newest run of any kind that
 * recorded one ({@link #footprint}), named likewise.
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

    /**
     * Where a section's figures come from: the newest run of {@code focused} for which {@code has} holds, else
     * {@code shown} itself.
     *
     * @param focused the focused runs made after {@code shown}, oldest first ({@link #after(List, Run)})
     */
    static Run source(List<Run> focused, Run shown, Predicate<Run> has) {
        for (int i = focused.size() - 1; i >= 0; i--) {
            if (has.test(focused.get(i))) {
                return focused.get(i);
            }
        }
        return shown;
    }

    /** Of {@code runs} (oldest first), the focused runs made after {@code shown}: a run made before it never adds to it. */
    static List<Run> after(List<Run> runs, Run shown) {
        return runs.stream().filter(r -> r.id().compareTo(shown.id()) > 0 && isFocused(r.directory())).toList();
    }

    /** The focused runs made after {@code shown}, read; the only runs {@link Supplements} can take a section from. */
    static List<Run> after(Path resultsRoot, Run shown) {
        return RunReader.runs(resultsRoot).stream().filter(d -> d.getFileName().toString().compareTo(shown.id()) > 0 && isFocused(d))
                .map(RunReader::read).toList();
    }

    /**
     * The folder of the newest run under {@code resultsRoot} that recorded a {@code footprint.json}, of any kind and on
     * any JDK, a whole run before a focused one, else {@code fallback}. Only the folders and the focused runs'
     * {@code invocation.json} are read to find it.
     */
    static Path footprint(Path resultsRoot, Path fallback) {
        return newestWithFootprint(RunReader.runs(resultsRoot), fallback);
    }

    /**
     * A focused run of some contenders ({@code make extras CONTENDERS=...}) records the footprint of those only, so a
     * whole run's footprint is preferred; a focused run's is taken only when no whole run has one.
     */
    private static Path newestWithFootprint(List<Path> runs, Path fallback) {
        Path newestFocused = null;
        for (int i = runs.size() - 1; i >= 0; i--) {
            if (Files.isRegularFile(runs.get(i).resolve(FootprintExport.FILE))) {
                if (!isFocused(runs.get(i))) {
                    return runs.get(i);
                }
                if (newestFocused == null) {
                    newestFocused = runs.get(i);
                }
            }
        }
        return newestFocused != null ? newestFocused : fallback;
    }

    /**
     * The sections another run can add. The direct-use pairs are taken per contender ({@link #parity(String)}): a focused
     * run of some contenders ({@code make extras CONTENDERS=...}) replaces their pairs and leaves every other contender's
     * where they were. Cold start comes from the newest focused run that has it ({@link #source}), the footprint from the
     * newest run that has one ({@link FocusedRuns#footprint(Path, Path)}).
     *
     * @param shown   the run the site shows
     * @param focused the focused runs made after {@code shown}, oldest first: the only runs besides it a pair comes from
     */
    record Supplements(Run shown, List<Run> focused, Path footprint, Run coldStart) {
        Supplements {
            focused = List.copyOf(focused);
        }

        /** Every section from {@code run} itself. */
        static Supplements of(Run run) {
            return own(run, run.directory());
        }

        /** Every section from {@code run} itself but the footprint, from {@code footprint} (another JDK's view, {@link JdkViews}). */
        static Supplements own(Run run, Path footprint) {
            return new Supplements(run, List.of(), footprint, run);
        }

        /** {@code runs}: every run, oldest first; the footprint from the newest of them that has one. */
        static Supplements of(List<Run> runs, Run shown) {
            return of(runs, shown, newestWithFootprint(runs.stream().map(Run::directory).toList(), shown.directory()));
        }

        /** {@code runs}: at least the focused runs after {@code shown}; {@code footprint}: the folder the footprint comes from. */
        static Supplements of(List<Run> runs, Run shown, Path footprint) {
            List<Run> focused = after(runs, shown);
            return new Supplements(shown, focused, footprint,
                    source(focused, shown, r -> Files.isRegularFile(r.directory().resolve(ColdStartExport.FILE))));
        }

        /**
         * The run {@code contender}'s direct-use pairs come from: the newest focused run after the shown one that measured
         * that contender's pair ({@link Parity#measured}), else the shown run. Its reference row comes from the same run
         * ({@link Parity#of}), since the ratio is read against it within one run.
         */
        Run parity(String contender) {
            return source(focused, shown, r -> Parity.measured(r, contender));
        }
    }
}
