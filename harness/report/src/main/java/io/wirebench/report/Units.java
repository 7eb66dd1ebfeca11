package io.wirebench.report;

import java.util.Locale;

/** Times as a reader reads them: ns below a microsecond, µs below a millisecond, ms above, with thousands separators. */
final class Units {
    private Units() {
    }

    /** A per-operation time in nanoseconds; {@code NaN} for a unit that is not time per operation (a throughput). */
    static double toNanos(double value, String unit) {
        return switch (unit) {
            case "ns/op" -> value;
            case "us/op" -> value * 1e3;
            case "ms/op" -> value * 1e6;
            case "s/op" -> value * 1e9;
            default -> Double.NaN;
        };
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
