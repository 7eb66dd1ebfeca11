package io.wirebench.bench.openloop;

import io.wirebench.results.OpenLoopFile;
import java.nio.ByteBuffer;
import java.util.Base64;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.zip.DataFormatException;
import java.util.zip.Deflater;
import org.HdrHistogram.Histogram;

/**
 * Histograms in result files: HdrHistogram's own compressed encoding, in base64, so that any
 * HdrHistogram implementation can read them back ({@code Histogram.decodeFromCompressedByteBuffer}),
 * next to a summary for people reading the file.
 */
public final class HistogramFiles {
    /** The percentiles summarised; the report decides which of them enough samples back. */
    static final List<Double> PERCENTILES = List.of(50.0, 90.0, 99.0, 99.9, 99.99, 99.999);

    private HistogramFiles() {
    }

    static String encode(Histogram h) {
        ByteBuffer buffer = ByteBuffer.allocate(h.getNeededByteBufferCapacity());
        int length = h.encodeIntoCompressedByteBuffer(buffer, Deflater.BEST_COMPRESSION);
        return Base64.getEncoder().encodeToString(java.util.Arrays.copyOf(buffer.array(), length));
    }

    public static Histogram decode(String base64) {
        try {
            return Histogram.decodeFromCompressedByteBuffer(ByteBuffer.wrap(Base64.getDecoder().decode(base64)), 0);
        } catch (DataFormatException | IllegalArgumentException e) {
            throw new IllegalArgumentException("not a compressed HdrHistogram in base64: " + e.getMessage(), e);
        }
    }

    /**
     * The histogram and its summary in nanoseconds: {@code count}, {@code mean}, {@code max} and
     * {@code percentiles} ("50.0" ... "99.999"), every one of them; whether a percentile is backed
     * by enough samples is the reader's call (see {@link #backed}).
     */
    public static OpenLoopFile.Latency summary(Histogram h) {
        Map<String, Long> p = new LinkedHashMap<>();
        for (double q : PERCENTILES) {
            p.put(Double.toString(q), h.getValueAtPercentile(q));
        }
        return new OpenLoopFile.Latency("ns", h.getTotalCount(), h.getTotalCount() == 0 ? 0.0 : h.getMean(), h.getMaxValue(), p, encode(h));
    }

    /** A percentile is worth showing only with at least 100 / (1 - p) samples: 100 samples beyond it. */
    public static boolean backed(double percentile, long samples) {
        return samples >= Math.ceil(100.0 / (1.0 - percentile / 100.0) - 1e-6);
    }
}
