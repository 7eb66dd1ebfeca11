package io.wirebench.bench;

import io.wirebench.core.Contender;
import io.wirebench.core.Contenders;
import io.wirebench.core.Support;
import io.wirebench.core.model.Dataset;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.NoSuchElementException;
import java.util.Set;

/**
 * The cases a run will measure, worked out before anything runs so that the plan can be printed,
 * counted and checked. A pure function of the registered contenders, the data sets, the profile
 * and the selection.
 *
 * @param profile     how long each case runs
 * @param entries     per contender, its cases in a stable order
 * @param unsupported what the selection asked for but a contender cannot do, with the reason
 */
public record Plan(Profile profile, List<Entry> entries, List<Unsupported> unsupported) {

    /** One measurement: a contender, a data set, an operation. */
    public record Case(String contender, String dataset, Operation operation) {
        public String key() {
            return contender + "/" + dataset + "/" + operation.id();
        }
    }

    /** One contender and everything it will be measured on. */
    public record Entry(Contender contender, List<Case> cases) {
        public int caseCount() {
            return cases.size();
        }

        /** The data sets of the cases, in case order. */
        public List<String> datasets() {
            Set<String> ids = new LinkedHashSet<>();
            cases.forEach(c -> ids.add(c.dataset()));
            return List.copyOf(ids);
        }

        public List<Operation> operationsOn(String dataset) {
            return cases.stream().filter(c -> c.dataset().equals(dataset)).map(Case::operation).toList();
        }
    }

    /** A contender that cannot express a data set (operation {@code *}) or cannot run one operation on it. */
    public record Unsupported(String contender, String dataset, String operation, String reason) {
    }

    public static Plan of(Contenders contenders, List<Dataset<?>> datasets, Profile profile, Selection selection) {
        for (String id : selection.contenders()) {
            contenders.byId(id);
        }
        Map<String, Dataset<?>> chosen = chooseDatasets(datasets, profile, selection);
        List<Entry> entries = new ArrayList<>();
        List<Unsupported> unsupported = new ArrayList<>();
        for (Contender c : contenders.all()) {
            String id = c.descriptor().id();
            if (!selection.includesContender(id)) {
                continue;
            }
            List<Case> cases = new ArrayList<>();
            for (Dataset<?> d : chosen.values()) {
                Support s = c.supports(d.model());
                if (!s.supported()) {
                    unsupported.add(new Unsupported(id, d.id(), "*", s.reason()));
                    continue;
                }
                for (Operation op : Operation.values()) {
                    if (!op.appliesTo(d) || !selection.includesOperation(op)) {
                        continue;
                    }
                    String whyNot = op.whyNot(c.descriptor());
                    if (whyNot != null) {
                        unsupported.add(new Unsupported(id, d.id(), op.id(), whyNot));
                    } else {
                        cases.add(new Case(id, d.id(), op));
                    }
                }
            }
            if (!cases.isEmpty()) {
                entries.add(new Entry(c, List.copyOf(cases)));
            }
        }
        return new Plan(profile, List.copyOf(entries), List.copyOf(unsupported));
    }

    private static Map<String, Dataset<?>> chooseDatasets(List<Dataset<?>> datasets, Profile profile, Selection selection) {
        Map<String, Dataset<?>> chosen = new LinkedHashMap<>();
        boolean narrowed = !selection.models().isEmpty() || !selection.sizes().isEmpty();
        for (Dataset<?> d : datasets) {
            boolean wanted = !selection.datasets().isEmpty() ? selection.datasets().contains(d.id())
                    : narrowed || profile.defaultDatasets().test(d);
            if (wanted && selection.matchesModelAndSize(d)) {
                chosen.put(d.id(), d);
            }
        }
        for (String id : selection.datasets()) {
            if (datasets.stream().noneMatch(d -> d.id().equals(id))) {
                throw new NoSuchElementException("no data set '" + id + "'; known: " + datasets.stream().map(Dataset::id).toList());
            }
        }
        if (chosen.isEmpty()) {
            throw new NoSuchElementException("the selection matches no data set");
        }
        return chosen;
    }

    public List<Case> cases() {
        return entries.stream().flatMap(e -> e.cases().stream()).toList();
    }

    public int caseCount() {
        return entries.stream().mapToInt(Entry::caseCount).sum();
    }

    /**
     * A rough duration: each case runs its iterations in every fork, plus about a second and a
     * half to start each fork JVM; each contender also pays for its own JVM and conformance checks.
     */
    public long estimatedSeconds() {
        double perFork = 1.5 + (profile.warmupIterations() * profile.warmupMillis()
                + profile.measurementIterations() * profile.measurementMillis()) / 1000.0;
        return Math.round(caseCount() * profile.forks() * perFork + entries.size() * 3.0);
    }
}
