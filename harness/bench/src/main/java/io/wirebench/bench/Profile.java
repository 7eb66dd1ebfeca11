package io.wirebench.bench;

import io.wirebench.core.model.Dataset;
import java.util.Arrays;
import java.util.List;
import java.util.function.Predicate;

/**
 * How long and how often each case runs, and which data sets a run covers by default.
 *
 * @param name                  as given on the command line
 * @param forks                 JVMs per case; more forks expose run-to-run variance
 * @param warmupIterations      iterations thrown away while the JIT settles
 * @param warmupMillis          length of each warm-up iteration
 * @param measurementIterations iterations that are kept
 * @param measurementMillis     length of each kept iteration
 * @param defaultDatasets       the data sets a run covers unless the selection names others
 */
public record Profile(String name, int forks, int warmupIterations, int warmupMillis,
                      int measurementIterations, int measurementMillis, Predicate<Dataset<?>> defaultDatasets) {

    /** Minutes for everything on a laptop: one fork, short iterations, the headline data sets. Numbers are indicative only. */
    public static final Profile QUICK = new Profile("quick", 1, 3, 300, 3, 300, d -> d.hasTag(Dataset.HEADLINE));

    /** For dedicated hardware: ten forks, long iterations, every data set. */
    public static final Profile FULL = new Profile("full", 10, 5, 1000, 10, 1000, d -> true);

    public static final List<Profile> ALL = List.of(QUICK, FULL);

    public static Profile byName(String name) {
        return ALL.stream().filter(p -> p.name.equals(name)).findFirst()
                .orElseThrow(() -> new IllegalArgumentException("no profile '" + name + "'; known: "
                        + Arrays.toString(ALL.stream().map(Profile::name).toArray())));
    }
}
