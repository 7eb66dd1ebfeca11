package io.wirebench.report;

import io.wirebench.results.JavaVersion;
import io.wirebench.results.Manifest;
import io.wirebench.results.ResultFiles;
import io.wirebench.results.ResultFormatException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.SortedMap;
import java.util.TreeMap;

/**
 * Which whole run the site shows, and which run it offers for each other JDK (issue 25, the JDK switch). The one place
 * the headline is decided ({@link #choose}).
 *
 * <p>The rule ({@link #RULE}): a run's JDK is the feature release its benchmark JVMs ran on (the manifest's {@code jdk},
 * or {@code jvm} for runs made before it). The site shows the newest whole run (not focused, {@link FocusedRuns}) on the
 * <em>lowest</em> JDK feature release any whole run used, and, for every other feature release, that release's newest
 * whole run behind the JDK switch. Why the lowest rather than the newest run: the project builds for release 17
 * ({@code maven.compiler.release}), bootstrap installs JDK 17 and the Dockerfile pins Temurin 17, so no run can use an
 * older JDK, and the lowest one measured is the project's default; a run on a later JDK ({@code make publish JDK=...})
 * is the comparison, and landing one must not replace the headline. No constant needs changing when the default
 * moves on: once no whole run on 17 is left, the lowest remaining release is shown.
 */
final class JdkRuns {
    static final String RULE = "The site shows the newest whole run (not a focused one) on the lowest JDK feature release any whole run"
            + " used, the project's default (it builds for release 17); each other JDK's newest whole run is behind the JDK switch.";

    /**
     * The shown run and its JDK feature release, and the newest whole run of every other feature release (ascending).
     */
    record Choice(Path shown, int shownFeature, SortedMap<Integer, Path> others) {
        Choice {
            others = java.util.Collections.unmodifiableSortedMap(new TreeMap<>(others));
        }
    }

    private JdkRuns() {
    }

    /**
     * The runs the site shows under {@code resultsRoot}: {@code runId} when given (a run of that id must be there),
     * else by {@link #RULE}; with only focused runs, the newest of them as before, with no other JDK offered.
     */
    static Choice choose(Path resultsRoot, String runId) {
        List<Path> runs = RunReader.runs(resultsRoot);
        Map<Path, Integer> whole = new java.util.LinkedHashMap<>(); // oldest first, as listed
        for (Path r : runs) {
            if (!FocusedRuns.isFocused(r)) {
                whole.put(r, feature(ResultFiles.readManifest(r.resolve("manifest.json"))));
            }
        }
        Path shown;
        int shownFeature;
        if (runId != null) {
            shown = resultsRoot.resolve(runId);
            if (!Files.isRegularFile(shown.resolve("manifest.json"))) {
                throw new ResultFormatException("no run " + runId + " under " + resultsRoot + " (a run is a folder with a manifest.json)");
            }
            shownFeature = feature(ResultFiles.readManifest(shown.resolve("manifest.json")));
        } else if (whole.isEmpty()) {
            shown = RunReader.latest(resultsRoot); // only focused runs (or none: it says how to make one)
            return new Choice(shown, feature(ResultFiles.readManifest(shown.resolve("manifest.json"))), new TreeMap<>());
        } else {
            shownFeature = whole.values().stream().mapToInt(Integer::intValue).min().orElseThrow();
            shown = newest(whole, shownFeature);
        }
        SortedMap<Integer, Path> others = new TreeMap<>();
        for (int f : new java.util.TreeSet<>(whole.values())) {
            if (f != shownFeature) {
                others.put(f, newest(whole, f));
            }
        }
        return new Choice(shown, shownFeature, others);
    }

    private static Path newest(Map<Path, Integer> whole, int feature) {
        List<Path> of = new ArrayList<>();
        whole.forEach((p, f) -> {
            if (f == feature) {
                of.add(p);
            }
        });
        return of.get(of.size() - 1); // run ids start with their UTC start time: the last listed is the newest
    }

    /** The feature release the run's benchmark JVMs ran on: its {@code jdk} record, else (older runs) the runner's {@code jvm}. */
    static int feature(Manifest m) {
        return feature(m.jdk() != null ? m.jdk().version() : m.jvm().version());
    }

    /** {@link JavaVersion#feature}, refused as a result file's fault: the version is a manifest's. */
    static int feature(String version) {
        try {
            return JavaVersion.feature(version);
        } catch (IllegalArgumentException e) {
            throw new ResultFormatException(e.getMessage(), e);
        }
    }
}
