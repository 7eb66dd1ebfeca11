package io.wirebench.bench;

import io.wirebench.core.Contender;
import io.wirebench.core.Contenders;
import io.wirebench.core.Support;
import io.wirebench.core.model.Dataset;
import io.wirebench.core.model.Datasets;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.NoSuchElementException;

/**
 * The cases a run will measure, worked out before anything runs so that the plan can be printed,
 * counted and checked. A pure function of the registered contenders, the data sets, the profile
 * and the selection.
 */
public record Plan(Profile profile, List<Entry> entries, List<Unsupported> unsupported) {

    /** One contender and the data sets and operations it will be measured on. */
    public record Entry(Contender contender, List<Dataset<?>> datasets, List<Operation> operations) {
        public int caseCount() {
            return datasets.size() * operations.size();
        }
    }

    /** A contender and data set that the selection asked for but the contender cannot express. */
    public record Unsupported(String contender, String dataset, String reason) {
    }

    public static Plan of(Contenders contenders, List<Dataset<?>> datasets, Profile profile, Selection selection) {
        for (String id : selection.contenders()) {
            contenders.byId(id);
        }
        Map<String, Dataset<?>> chosen = new LinkedHashMap<>();
        for (Dataset<?> d : datasets) {
            boolean wanted = selection.datasets().isEmpty() ? profile.defaultDatasets().test(d) : selection.datasets().contains(d.id());
            if (wanted) {
                chosen.put(d.id(), d);
            }
        }
        for (String id : selection.datasets()) {
            if (!chosen.containsKey(id)) {
                throw new NoSuchElementException("no data set '" + id + "'; known: " + datasets.stream().map(Dataset::id).toList());
            }
        }
        List<Entry> entries = new ArrayList<>();
        List<Unsupported> unsupported = new ArrayList<>();
        for (Contender c : contenders.all()) {
            if (!selection.includesContender(c.descriptor().id())) {
                continue;
            }
            List<Dataset<?>> supported = new ArrayList<>();
            for (Dataset<?> d : chosen.values()) {
                Support s = c.supports(d.model());
                if (s.supported()) {
                    supported.add(d);
                } else {
                    unsupported.add(new Unsupported(c.descriptor().id(), d.id(), s.reason()));
                }
            }
            if (!supported.isEmpty()) {
                entries.add(new Entry(c, List.copyOf(supported), selection.operationsInOrder()));
            }
        }
        return new Plan(profile, List.copyOf(entries), List.copyOf(unsupported));
    }

    public static Plan of(Profile profile, Selection selection) {
        return of(Contenders.discover(), Datasets.all(), profile, selection);
    }

    public int caseCount() {
        return entries.stream().mapToInt(Entry::caseCount).sum();
    }

    /**
     * A rough duration: each case runs its iterations in every fork, plus about a second and a
     * half to start each fork JVM; each contender also pays for its own JVM and conformance check.
     */
    public long estimatedSeconds() {
        double perFork = 1.5 + (profile.warmupIterations() * profile.warmupMillis()
                + profile.measurementIterations() * profile.measurementMillis()) / 1000.0;
        return Math.round(caseCount() * profile.forks() * perFork + entries.size() * 3.0);
    }
}
