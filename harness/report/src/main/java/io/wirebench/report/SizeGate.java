package io.wirebench.report;

import io.wirebench.report.Compare.Finding;
import io.wirebench.report.Compare.Verdict;
import io.wirebench.results.Sizes;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * The size gate of {@link Compare}: encoded bytes are the same on every run of the same code, so
 * sizes are exact and any growth is a regression (encoded, gzip, payload, framed; the update
 * stream's bytes and each compressor's bytes on each payload).
 */
final class SizeGate {
    private SizeGate() {
    }

    /** Every size both runs took: encoded and gzip always, payload and framed where both runs have them. */
    static List<Finding> sizes(String key, Sizes.Size x, Sizes.Size y) {
        List<Finding> out = new ArrayList<>();
        out.add(judge(key, "bytes", x.bytes(), y.bytes()));
        out.add(judge(key, "gzip bytes", x.gzipBytes(), y.gzipBytes()));
        if (x.payloadBytes() != null && y.payloadBytes() != null) {
            out.add(judge(key, "payload bytes", x.payloadBytes(), y.payloadBytes()));
        }
        if (x.framedBytes() != null && y.framedBytes() != null) {
            out.add(judge(key, "framed bytes", x.framedBytes(), y.framedBytes()));
        }
        return out;
    }

    static Finding judge(String key, String metric, double base, double current) {
        Verdict v = current > base ? Verdict.REGRESSION : current < base ? Verdict.IMPROVEMENT : Verdict.UNCHANGED;
        return new Finding(key, metric, "B", v, base, current, (current - base) / base, Double.NaN, Double.NaN, 0, 0,
                v == Verdict.UNCHANGED ? "" : String.format(Locale.ROOT, "%+.2f B", current - base).replace(".00 B", " B"));
    }
}
