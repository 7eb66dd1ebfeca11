package io.wirebench.bench;

import java.util.Collection;
import java.util.List;
import org.openjdk.jmh.infra.BenchmarkParams;
import org.openjdk.jmh.infra.IterationParams;
import org.openjdk.jmh.profile.InternalProfiler;
import org.openjdk.jmh.results.AggregationPolicy;
import org.openjdk.jmh.results.IterationResult;
import org.openjdk.jmh.results.Result;
import org.openjdk.jmh.results.ScalarResult;

/**
 * Reports what {@link ColdStartBenchmark} counted inside its call as two secondary results of the
 * iteration: {@value #CLASSES} and {@value #ALLOCATED}. Runs in the fork, beside the benchmark.
 * A fork whose call never finished reports nothing, rather than a count of -1.
 */
public final class ColdStartProfiler implements InternalProfiler {
    static final String CLASSES = "coldstart.classes.loaded";
    static final String ALLOCATED = "coldstart.alloc.bytes";

    @Override
    public void beforeIteration(BenchmarkParams benchmarkParams, IterationParams iterationParams) {
        ColdStartBenchmark.lastClassesLoaded = -1;
        ColdStartBenchmark.lastAllocatedBytes = -1;
    }

    @Override
    public Collection<? extends Result> afterIteration(BenchmarkParams benchmarkParams, IterationParams iterationParams,
                                                       IterationResult result) {
        long classes = ColdStartBenchmark.lastClassesLoaded;
        long bytes = ColdStartBenchmark.lastAllocatedBytes;
        if (classes < 0 || bytes < 0) {
            return List.of();
        }
        return List.of(new ScalarResult(CLASSES, classes, "classes", AggregationPolicy.AVG),
                new ScalarResult(ALLOCATED, bytes, "B", AggregationPolicy.AVG));
    }

    @Override
    public String getDescription() {
        return "classes loaded and bytes allocated inside a cold-start call";
    }
}
