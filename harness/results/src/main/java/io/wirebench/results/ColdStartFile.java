package io.wirebench.results;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonProperty;
import java.util.List;

/**
 * {@code results/<run-id>/coldstart.json} ({@code results/schema/coldstart.schema.json}): what a fresh JVM pays for
 * its first messages (issue 25), per contender and data set. Each fork of {@code ColdStartBenchmark} is a new JVM
 * that makes the contender's codec and sends one message ({@code firstMessage}) or 1,000 ({@code firstThousand}),
 * timed as one call; {@code measured} says that in words. Per method ({@link Method}): the median over the forks
 * with an order-statistics interval for it, the medians of bytes allocated and classes loaded during the call, and
 * every fork's values.
 *
 * <p>A case whose forks all failed keeps its row with {@code error} and without the method it lacks: nothing is
 * dropped and nothing is made up. Versioned on its own ({@value #FORMAT_VERSION}). Runs that planned no cold start
 * (quick, and every run before issue 25 item 1) have no such file.
 */
@JsonInclude(JsonInclude.Include.NON_NULL)
public record ColdStartFile(@JsonProperty(required = true) int formatVersion, @JsonProperty(required = true) String measured,
                            @JsonProperty(required = true) List<Row> rows) {
    public static final int FORMAT_VERSION = 1;

    public ColdStartFile {
        rows = List.copyOf(rows);
    }

    /**
     * One contender on one data set: the forks the profile planned per method, and each method's figures;
     * a method is absent when none of its forks gave a result, and {@code error} says so.
     */
    @JsonInclude(JsonInclude.Include.NON_NULL)
    public record Row(@JsonProperty(required = true) String contender, @JsonProperty(required = true) String dataset,
                      @JsonProperty(required = true) int forks, Method firstMessage, Method firstThousand, String error) {
    }

    /**
     * One method over its forks: {@code forks} measured; the median call time in nanoseconds and the interval
     * {@code (lowNanos, highNanos)}: the narrowest pair of order statistics {@code (x(k), x(n+1-k))} that covers the
     * median with at least 95 %, or the extremes when even they fall short; {@code confidence} is that pair's coverage,
     * from the binomial distribution (3 forks: 75 %; 10: 97.9 %); the medians of the bytes the measuring thread allocated and of the
     * classes the JVM loaded during the call; each fork's values.
     */
    public record Method(@JsonProperty(required = true) int forks, @JsonProperty(required = true) double medianNanos,
                         @JsonProperty(required = true) double lowNanos, @JsonProperty(required = true) double highNanos,
                         @JsonProperty(required = true) double confidence, @JsonProperty(required = true) double medianAllocatedBytes,
                         @JsonProperty(required = true) double medianClassesLoaded, @JsonProperty(required = true) List<Fork> perFork) {
        public Method {
            perFork = List.copyOf(perFork);
        }
    }

    /** One fork: the round it ran in (absent for a run not in rounds), its call's time, bytes allocated and classes loaded. */
    @JsonInclude(JsonInclude.Include.NON_NULL)
    public record Fork(Integer round, @JsonProperty(required = true) double nanos, @JsonProperty(required = true) long allocatedBytes,
                       @JsonProperty(required = true) long classesLoaded) {
    }
}
