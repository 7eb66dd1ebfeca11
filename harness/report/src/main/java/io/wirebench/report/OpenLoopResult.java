package io.wirebench.report;

import java.util.Map;

/**
 * One open-loop case of a run: a contender's round trips on a data set at a fixed rate, merged over its JVMs.
 *
 * @param contender      contender id
 * @param dataset        data set id
 * @param ratePerSecond  the target rate
 * @param forks          JVMs measured (0: inside the contender's own JVM)
 * @param intended       messages the schedule called for
 * @param sent           messages sent
 * @param saturated      whether the contender could not keep the rate (its percentiles are then lower bounds)
 * @param responseTime   from each message's intended start (coordinated omission accounted for)
 * @param serviceTime    from each message's actual start
 * @param policy         the coordinated-omission policy, as the bench states it
 */
public record OpenLoopResult(String contender, String dataset, int ratePerSecond, int forks, long intended, long sent,
                             boolean saturated, Latency responseTime, Latency serviceTime, String policy) {

    /**
     * A latency distribution in nanoseconds.
     *
     * @param count       samples
     * @param mean        mean
     * @param max         the largest sample: the worst case over every fork
     * @param percentiles by key ("50.0" ... "99.999")
     * @param histogram   the HdrHistogram, compressed and base64-encoded
     */
    public record Latency(long count, double mean, long max, Map<String, Long> percentiles, String histogram) {
        public Latency {
            percentiles = Map.copyOf(percentiles);
        }
    }
}
