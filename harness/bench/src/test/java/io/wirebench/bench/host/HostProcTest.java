package io.wirebench.bench.host;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.openjdk.jmh.results.ScalarResult;

/** The /proc readers on fixture text, and what a host without /proc gives: no figure of it, no exception. */
class HostProcTest {
    // A 2-CPU machine: user nice system idle iowait irq softirq steal guest guest_nice.
    private static final String STAT_BEFORE = """
            cpu  1000 0 500 8000 100 0 50 200 300 0
            cpu0 500 0 250 4000 50 0 25 100 150 0
            cpu1 500 0 250 4000 50 0 25 100 150 0
            intr 12345 0 0
            ctxt 999
            """;
    // 200 ticks later (1 s on 2 CPUs at USER_HZ 100): 120 busy (user 100, system 10, softirq 10), 60 idle, 10 iowait, 10 steal.
    private static final String STAT_AFTER = """
            cpu  1100 0 510 8060 110 0 60 210 340 0
            cpu0 560 0 255 4020 55 0 30 105 170 0
            cpu1 540 0 255 4040 55 0 30 105 170 0
            """;

    @Test
    void readsTheAggregateLineAndCountsTheCpus() {
        HostCpuTimes t = HostCpuTimes.parse(STAT_BEFORE);
        // guest (300) is inside user already and is not added again.
        assertEquals(new HostCpuTimes(1000 + 500 + 8000 + 100 + 50 + 200, 1000 + 500 + 50, 200, 2), t);
    }

    @Test
    void stealIsAShareOfAllCpuTime() {
        assertEquals(5.0, HostCpuTimes.parse(STAT_AFTER).stealPercentSince(HostCpuTimes.parse(STAT_BEFORE)), 1e-9);
    }

    @Test
    void otherCpusBusyIsWhatThisJvmDidNotUseOfTheMachineLessOneCpu() {
        HostCpuTimes before = HostCpuTimes.parse(STAT_BEFORE);
        HostCpuTimes after = HostCpuTimes.parse(STAT_AFTER);
        // 120 busy ticks, 100 of them this JVM's: 20 ticks of others over the other CPU's 100.
        assertEquals(20.0, after.otherCpusBusyPercentSince(before, 100), 1e-9);
        // Sampled tick counts can make this JVM look busier than the machine: clamped, not negative.
        assertEquals(0.0, after.otherCpusBusyPercentSince(before, 130), 1e-9);
        assertEquals(100.0, after.otherCpusBusyPercentSince(before, 0), 1e-9);
    }

    @Test
    void oneCpuHasNoOtherCpusAndNoTickNoShare() {
        HostCpuTimes one = HostCpuTimes.parse("cpu  10 0 0 10 0 0 0 0 0 0\ncpu0 10 0 0 10 0 0 0 0 0 0\n");
        HostCpuTimes later = HostCpuTimes.parse("cpu  20 0 0 20 0 0 0 0 0 0\ncpu0 20 0 0 20 0 0 0 0 0 0\n");
        assertNull(later.otherCpusBusyPercentSince(one, 5));
        assertNull(one.stealPercentSince(one));
    }

    @Test
    void refusesAStatWithoutStealOrCpus() {
        assertThrows(IllegalArgumentException.class, () -> HostCpuTimes.parse("cpu  1 2 3 4\ncpu0 1 2 3 4\n"));
        assertThrows(IllegalArgumentException.class, () -> HostCpuTimes.parse("cpu  1 2 3 4 5 6 7 8\n"));
        assertThrows(IllegalArgumentException.class, () -> HostCpuTimes.parse("cpu  1 2 3 x 5 6 7 8\ncpu0 1 2 3 4 5 6 7 8\n"));
    }

    @Test
    void processTicksAreUtimePlusStimeCountedAfterTheName() {
        // A command name with spaces and a parenthesis must not shift the fields.
        String stat = "4242 (java (x) y) S 1 4242 4242 0 -1 4194560 100 0 0 0 1234 567 0 0 20 0 30 0 100 0 0";
        assertEquals(1234 + 567, HostProc.processTicks(stat));
        assertNull(HostProc.processTicks("4242 (java) S 1 2"));
        assertNull(HostProc.processTicks("garbage"));
    }

    @Test
    void involuntarySwitchesAreReadFromTheStatusLine() {
        String status = "Name:\tjava\nvoluntary_ctxt_switches:\t150\nnonvoluntary_ctxt_switches:\t42\n";
        assertEquals(42L, HostProc.involuntarySwitches(status));
        assertNull(HostProc.involuntarySwitches("Name:\tjava\n"));
    }

    @Test
    void aFakeProcGivesEveryFigureOverTheSpan(@TempDir Path proc) throws IOException {
        write(proc, "stat", STAT_BEFORE);
        write(proc, "self/stat", "7 (java) S 1 7 7 0 -1 0 0 0 0 0 1000 0 0 0");
        write(proc, "self/task/7/status", "nonvoluntary_ctxt_switches:\t10\n");
        write(proc, "self/task/8/status", "nonvoluntary_ctxt_switches:\t5\n");
        HostProc fake = new HostProc(proc);
        HostSnapshot before = HostSnapshot.take(fake, null);

        write(proc, "stat", STAT_AFTER);
        write(proc, "self/stat", "7 (java) S 1 7 7 0 -1 0 0 0 0 0 1090 10 0 0");
        write(proc, "self/task/7/status", "nonvoluntary_ctxt_switches:\t13\n");
        Files.delete(proc.resolve("self/task/8/status"));
        Files.delete(proc.resolve("self/task/8"));
        write(proc, "self/task/9/status", "nonvoluntary_ctxt_switches:\t4\n");
        Map<String, Double> figures = values(HostSnapshot.take(fake, null).resultsSince(before));

        assertEquals(5.0, figures.get(HostSnapshot.STEAL), 1e-9);
        assertEquals(20.0, figures.get(HostSnapshot.OTHER_CPUS_BUSY), 1e-9);
        // Thread 7: +3; thread 9, born during the span: +4; thread 8 ended and is lost.
        assertEquals(7.0, figures.get(HostSnapshot.INVOLUNTARY_SWITCHES), 1e-9);
        assertTrue(figures.get(HostSnapshot.GC) >= 0);
    }

    @Test
    void withoutProcOnlyTheJvmsOwnFiguresAreGivenAndNothingThrows(@TempDir Path empty) {
        HostProc none = new HostProc(empty.resolve("no-proc"));
        assertNull(none.machine());
        assertNull(none.processTicks());
        assertEquals(Map.of(), none.involuntarySwitchesByThread());
        assertNull(none.perfDataFile());
        assertNull(HostPerfCounters.open(none));
        HostSnapshot before = HostSnapshot.take(none, null);
        // the JVM's own: collection time and (HotSpot keeps it) the JIT's compile time, from MXBeans, not /proc
        assertEquals(List.of(HostSnapshot.GC, HostSnapshot.COMPILE),
                HostSnapshot.take(none, null).resultsSince(before).stream().map(ScalarResult::getLabel).toList());
    }

    @Test
    void aCorruptProcGivesNoFigureOfIt(@TempDir Path proc) throws IOException {
        write(proc, "stat", "not a stat file");
        write(proc, "self/stat", "7 (java) S");
        write(proc, "self/maps", "00400000-00452000 r-xp 00000000 08:02 173521 /usr/bin/java\n");
        HostProc corrupt = new HostProc(proc);
        assertNull(corrupt.machine());
        assertNull(corrupt.processTicks());
        assertNull(corrupt.perfDataFile());
    }

    private static Map<String, Double> values(List<ScalarResult> results) {
        Map<String, Double> out = new java.util.HashMap<>();
        results.forEach(r -> out.put(r.getLabel(), r.getScore()));
        return out;
    }

    private static void write(Path root, String file, String text) throws IOException {
        Path p = root.resolve(file);
        Files.createDirectories(p.getParent());
        Files.writeString(p, text);
    }
}
