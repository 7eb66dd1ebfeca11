package io.wirebench.report;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import io.wirebench.results.OpenLoopFile;
import io.wirebench.results.ResultFormatException;
import java.nio.ByteBuffer;
import java.util.Base64;
import java.util.zip.DataFormatException;
import org.HdrHistogram.Histogram;
import org.HdrHistogram.HistogramIterationValue;

/**
 * The percentile distribution of an open-loop histogram as the site plots it: points
 * {@code [percentile, ns]} from HdrHistogram's percentile iteration, up to the percentile the
 * samples still back (1 - 1/count, where the one slowest message sits). The tail beyond that would
 * be drawn from no data at all.
 */
final class LatencyCurves {
    /** Points per halving of the distance to 100 %: five is smooth on a "nines" axis. */
    private static final int TICKS_PER_HALF_DISTANCE = 5;

    private LatencyCurves() {
    }

    /** The curve, or an empty array when the file holds no histogram. */
    static ArrayNode curve(OpenLoopFile.Latency latency, String where) {
        ArrayNode out = JsonNodeFactory.instance.arrayNode();
        String encoded = latency.histogram();
        if (encoded == null || encoded.isEmpty()) {
            return out;
        }
        Histogram h = decode(encoded, where);
        long count = h.getTotalCount();
        if (count == 0) {
            return out;
        }
        double last = 100.0 * (1.0 - 1.0 / count);
        double previous = -1;
        for (HistogramIterationValue v : h.percentiles(TICKS_PER_HALF_DISTANCE)) {
            double p = Math.min(v.getPercentileLevelIteratedTo(), last);
            if (p <= previous) {
                continue;
            }
            out.addArray().add(round(p)).add(h.highestEquivalentValue(v.getValueIteratedTo()));
            previous = p;
            if (p >= last) {
                break;
            }
        }
        return out;
    }

    private static Histogram decode(String base64, String where) {
        try {
            return Histogram.decodeFromCompressedByteBuffer(ByteBuffer.wrap(Base64.getDecoder().decode(base64)), 0);
        } catch (DataFormatException | IllegalArgumentException e) {
            throw new ResultFormatException(where + ": the histogram cannot be decoded (" + e.getMessage() + ")");
        }
    }

    private static double round(double p) {
        return Math.round(p * 1e6) / 1e6;
    }
}
