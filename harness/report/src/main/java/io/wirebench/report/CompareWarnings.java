package io.wirebench.report;

import io.wirebench.results.Manifest;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * What a reader of {@link Compare}'s report must know before trusting a verdict: the two runs differ
 * in machine, profile or JDK, one was not measured on isolated CPUs, one has too few forks to test a
 * time, or the whole new run moved against the base.
 */
final class CompareWarnings {
    private CompareWarnings() {
    }

    static List<String> of(Run base, Run current, RunShift.Shift shift) {
        List<String> warnings = new ArrayList<>();
        Manifest b = base.manifest();
        Manifest n = current.manifest();
        if (!b.machineIdentity().equals(n.machineIdentity())) {
            warnings.add("the runs were made on different machines (" + b.machineIdentity() + " / " + n.machineIdentity()
                    + "): times compare only as ratios, if at all");
        }
        if (!b.profile().name().equals(n.profile().name())) {
            warnings.add("different profiles: " + b.profile().name() + " / " + n.profile().name());
        }
        for (Run r : List.of(base, current)) {
            Manifest.Isolation iso = r.manifest().isolation();
            if (iso != null && iso.warnings() != null && !iso.warnings().isEmpty()) {
                warnings.add(r.id() + " was not measured on isolated CPUs (" + iso.warnings().get(0)
                        + "): other load on the machine moves its times; a change here may be the machine's, not the code's");
            }
        }
        for (Run r : List.of(base, current)) {
            if (r.measurements().stream().anyMatch(x -> x.forkValues().size() < 3)) {
                warnings.add(r.id() + " has cases with fewer than 3 forks (in-process runs count as one): their times cannot be tested;"
                        + " run with FORKS=3 or more to gate on times");
                break;
            }
        }
        if (!b.jdkIdentity().equals(n.jdkIdentity())) {
            warnings.add("different JDKs (" + b.jdkIdentity() + " / " + n.jdkIdentity() + "): the JDK is part of a case's identity,"
                    + " so no JMH case matches");
        }
        if (shift.estimated()) {
            warnings.add(String.format(Locale.ROOT, "the whole new run is %+.1f %% (%+.1f … %+.1f %%, median of %d cases) %s than the base:"
                            + " the machine's speed over each run, or code every contender shares; each time below is judged after"
                            + " dividing it out (a control run, CONTROL=, tells the machine from the code)",
                    100 * (shift.factor() - 1), 100 * (shift.low() - 1), 100 * (shift.high() - 1), shift.cases(),
                    shift.factor() >= 1 ? "slower" : "faster"));
        }
        return warnings;
    }
}
