package io.wirebench.bench.host;

/**
 * The stalls of some intervals of a hiccup log, merged: percentiles and maximum in milliseconds,
 * {@code samples} the 1 ms wake-ups they are over (p99.9 is backed from 1,000 on, by the project's
 * rule of 100 / (1 - p)). With no interval in the window every figure is NaN.
 */
public record HiccupSummary(int intervals, long samples, double p50Millis, double p99Millis, double p999Millis, double maxMillis) {
    boolean isEmpty() {
        return intervals == 0 || samples == 0;
    }
}
