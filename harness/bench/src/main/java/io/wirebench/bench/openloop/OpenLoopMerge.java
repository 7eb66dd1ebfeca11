package io.wirebench.bench.openloop;

import io.wirebench.results.OpenLoopFile;
import java.util.List;
import org.HdrHistogram.Histogram;

/**
 * One open-loop case's JVMs as one result: their histograms added (HdrHistogram counts add, so the
 * merged percentiles are those of every message of every JVM, not an average of percentiles), and
 * one saturation verdict. The case is saturated when any JVM was (the first such JVM's rule and
 * reason, prefixed with its fork), or when the merged histograms meet the response-runaway rule.
 *
 * @param responseTime    merged response times
 * @param serviceTime     merged service times
 * @param hostHiccups     merged hiccup meters; null when no JVM recorded one (files from before the meter)
 * @param intended        messages the JVMs' schedules called for
 * @param sent            messages sent
 * @param lowestAchieved  the lowest rate any JVM that ran achieved; null when none ran
 * @param sustainable     the lowest sustainable rate any JVM's probe found; null when none probed
 * @param verdict         saturated or not, and why
 */
public record OpenLoopMerge(Histogram responseTime, Histogram serviceTime, Histogram hostHiccups, long intended, long sent, Long lowestAchieved,
                     Long sustainable, OpenLoopSaturation.Verdict verdict) {

    public static OpenLoopMerge of(int ratePerSecond, List<OpenLoopFile.Run> runs) {
        if (runs.isEmpty()) {
            throw new IllegalArgumentException("an open-loop case needs at least one JVM's run to merge");
        }
        Histogram response = new Histogram(OpenLoopDriver.SIGNIFICANT_DIGITS);
        Histogram service = new Histogram(OpenLoopDriver.SIGNIFICANT_DIGITS);
        Histogram hiccups = null;
        long intended = 0;
        long sent = 0;
        Long lowestAchieved = null;
        Long sustainable = null;
        OpenLoopSaturation.Verdict verdict = OpenLoopSaturation.NONE;
        for (OpenLoopFile.Run r : runs) {
            response.add(HistogramFiles.decode(r.responseTime().histogram()));
            service.add(HistogramFiles.decode(r.serviceTime().histogram()));
            if (r.hostHiccups() != null) {
                if (hiccups == null) {
                    hiccups = new Histogram(OpenLoopDriver.SIGNIFICANT_DIGITS);
                }
                hiccups.add(HistogramFiles.decode(r.hostHiccups().histogram()));
            }
            intended += orZero(r.intended());
            sent += orZero(r.sent());
            if (orZero(r.sent()) > 0 && r.achievedRatePerSecond() != null) {
                lowestAchieved = lowestAchieved == null ? r.achievedRatePerSecond() : Math.min(lowestAchieved, r.achievedRatePerSecond());
            }
            if (r.capacity() != null) {
                long s = r.capacity().sustainableRatePerSecond();
                sustainable = sustainable == null ? s : Math.min(sustainable, s);
            }
            if (!verdict.saturated() && Boolean.TRUE.equals(r.saturated())) {
                verdict = new OpenLoopSaturation.Verdict(true, r.saturationRule() != null ? r.saturationRule()
                        : OpenLoopSaturation.SCHEDULE_ABANDONED, "fork " + r.fork() + ": " + (r.saturationReason() != null
                        ? r.saturationReason() : "could not keep the rate"));
            }
        }
        if (!verdict.saturated()) {
            verdict = OpenLoopSaturation.runaway(ratePerSecond, response, service);
        }
        return new OpenLoopMerge(response, service, hiccups, intended, sent, lowestAchieved, sustainable, verdict);
    }

    private static long orZero(Long v) {
        return v == null ? 0 : v;
    }
}
