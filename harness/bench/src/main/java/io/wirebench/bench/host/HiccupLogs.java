package io.wirebench.bench.host;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import org.HdrHistogram.EncodableHistogram;
import org.HdrHistogram.Histogram;
import org.HdrHistogram.HistogramLogReader;

/** Reads hiccup logs (HdrHistogram interval logs of stalls in nanoseconds: {@link HiccupMeter}'s, or jHiccup's). */
public final class HiccupLogs {
    private static final double NANOS_PER_MILLI = 1e6;

    private HiccupLogs() {
    }

    /**
     * The stalls of the intervals that overlap {@code from}..{@code to}. An interval is taken whole,
     * so the window is widened to the intervals' edges (with {@link HiccupMeter}'s log, an interval
     * is one measured iteration).
     *
     * @throws IllegalArgumentException naming the file when it is missing or not a histogram log
     */
    static HiccupSummary summarize(Path hlog, Instant from, Instant to) {
        long fromMillis = from.toEpochMilli();
        long toMillis = to.toEpochMilli();
        return merge(read(hlog).stream()
                .filter(h -> h.getStartTimeStamp() < toMillis && h.getEndTimeStamp() > fromMillis)
                .toList());
    }

    /**
     * The stalls of the intervals from the {@code first}-th on (0-based). With {@link HiccupMeter}'s
     * log, interval i is measured iteration i, so {@code first} = a fork's {@code steadyFrom} gives
     * the stalls of its steady iterations.
     *
     * @throws IllegalArgumentException naming the file when it is missing or not a histogram log
     */
    public static HiccupSummary summarize(Path hlog, int first) {
        List<Histogram> all = read(hlog);
        return merge(all.subList(Math.min(Math.max(0, first), all.size()), all.size()));
    }

    /** Every interval of the log, in order, with absolute start and end times (ms since the epoch). */
    static List<Histogram> read(Path hlog) {
        if (!Files.isRegularFile(hlog)) {
            throw new IllegalArgumentException(hlog + ": no hiccup log (the fork did not start its HiccupMeter, or died first)");
        }
        List<EncodableHistogram> intervals = new ArrayList<>();
        try (InputStream in = Files.newInputStream(hlog); HistogramLogReader reader = new HistogramLogReader(in)) {
            for (EncodableHistogram h = reader.nextIntervalHistogram(); h != null; h = reader.nextIntervalHistogram()) {
                intervals.add(h);
            }
        } catch (IOException | RuntimeException e) {
            throw new IllegalArgumentException(hlog + ": not a readable HdrHistogram log (" + e + ")", e);
        }
        List<Histogram> out = new ArrayList<>();
        for (EncodableHistogram h : intervals) {
            if (!(h instanceof Histogram histogram)) {
                throw new IllegalArgumentException(hlog + ": holds floating-point histograms, not stalls in nanoseconds");
            }
            out.add(histogram);
        }
        return out;
    }

    private static HiccupSummary merge(List<Histogram> intervals) {
        if (intervals.isEmpty()) {
            return new HiccupSummary(0, 0, Double.NaN, Double.NaN, Double.NaN, Double.NaN);
        }
        Histogram all = new Histogram(3);
        intervals.forEach(all::add);
        return new HiccupSummary(intervals.size(), all.getTotalCount(),
                all.getValueAtPercentile(50) / NANOS_PER_MILLI, all.getValueAtPercentile(99) / NANOS_PER_MILLI,
                all.getValueAtPercentile(99.9) / NANOS_PER_MILLI, all.getMaxValue() / NANOS_PER_MILLI);
    }
}
