package io.wirebench.report;

import io.wirebench.results.ResultFormatException;
import java.util.Locale;

/**
 * The one conversion of JMH's units for every page and export, and times as a reader reads them:
 * ns below a microsecond, µs below a millisecond, ms above, with thousands separators.
 */
final class Units {
    private Units() {
    }

    /** Whether {@code unit} is a time per operation, which {@link #toNanos} converts (a throughput such as ops/s is not). */
    static boolean isTimePerOperation(String unit) {
        return switch (unit) {
            case "ns/op", "us/op", "ms/op", "s/op" -> true;
            default -> false;
        };
    }

    /**
     * A per-operation time in nanoseconds.
     *
     * @throws ResultFormatException for a unit that is not a time per operation: a result file that
     *                               says it is a time must be one
     */
    static double toNanos(double value, String unit) {
        return switch (unit) {
            case "ns/op" -> value;
            case "us/op" -> value * 1e3;
            case "ms/op" -> value * 1e6;
            case "s/op" -> value * 1e9;
            default -> throw new ResultFormatException("unexpected time unit '" + unit + "' (expected ns/op, us/op, ms/op or s/op)");
        };
    }

    /**
     * A throughput in operations per second.
     *
     * @throws ResultFormatException for a unit that is not operations per time
     */
    static double toOpsPerSecond(double value, String unit) {
        return switch (unit) {
            case "ops/ns" -> value * 1e9;
            case "ops/us" -> value * 1e6;
            case "ops/ms" -> value * 1e3;
            case "ops/s" -> value;
            default -> throw new ResultFormatException("unexpected throughput unit '" + unit + "'");
        };
    }

    /**
     * A measured value in whatever unit it came in, for the tables of {@code make compare} and
     * {@code make history}: whole numbers with thousands separators from 100 up (a reader compares
     * their size, not their decimals), two decimals below.
     */
    static String plain(double v) {
        return Math.abs(v) >= 100 ? String.format(Locale.ROOT, "%,.0f", v) : String.format(Locale.ROOT, "%.2f", v);
    }

    static String time(double ns) {
        if (ns < 1e3) {
            return String.format(Locale.ROOT, ns < 10 ? "%.2f ns" : ns < 100 ? "%.1f ns" : "%,.0f ns", ns);
        }
        if (ns < 1e6) {
            return String.format(Locale.ROOT, ns < 1e4 ? "%.2f µs" : ns < 1e5 ? "%.1f µs" : "%,.0f µs", ns / 1e3);
        }
        return String.format(Locale.ROOT, ns < 1e7 ? "%.2f ms" : "%,.1f ms", ns / 1e6);
    }
}
