package io.wirebench.bench.host;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.wirebench.results.Manifest;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Isolation facts from a fake /sys/devices/system/cpu. */
class IsolationTest {
    @TempDir
    Path sys;

    private void write(String file, String content) throws IOException {
        Path f = sys.resolve(file);
        Files.createDirectories(f.getParent());
        Files.writeString(f, content + "\n");
    }

    private void dedicatedMachine() throws IOException {
        write("online", "0-7");
        write("isolated", "2-5");
        write("smt/active", "0");
        write("intel_pstate/no_turbo", "1");
        for (int cpu = 0; cpu < 8; cpu++) {
            write("cpu" + cpu + "/cpufreq/scaling_governor", "performance");
            write("cpu" + cpu + "/topology/thread_siblings_list", String.valueOf(cpu));
        }
    }

    private static List<String> warnings(Manifest.Isolation facts) {
        return facts.warnings();
    }

    @Test
    void pinnedToIsolatedCpusOnATunedMachineWarnsOfNothing() throws IOException {
        dedicatedMachine();
        Manifest.Isolation f = Isolation.facts(sys, CpuSet.parse("2-5"), true);
        assertEquals(List.of(), warnings(f));
        assertEquals(true, f.isolated());
        assertEquals("2-5", f.isolatedCpus());
        assertEquals("off", f.smt());
        assertEquals("off", f.turbo());
        assertEquals(Map.of("cpu2", "performance", "cpu3", "performance", "cpu4", "performance", "cpu5", "performance"), f.governors());
    }

    @Test
    void unpinnedOrNotIsolatedRunsAreFlagged() throws IOException {
        dedicatedMachine();
        Manifest.Isolation unpinned = Isolation.facts(sys, CpuSet.NONE, true);
        assertEquals(false, unpinned.isolated());
        assertTrue(warnings(unpinned).get(0).startsWith("not pinned"), warnings(unpinned).toString());
        Manifest.Isolation outside = Isolation.facts(sys, CpuSet.parse("5-6"), true);
        assertEquals(false, outside.isolated());
        assertTrue(warnings(outside).get(0).startsWith("not isolated"), warnings(outside).toString());
        Manifest.Isolation noTaskset = Isolation.facts(sys, CpuSet.parse("2-5"), false);
        assertTrue(warnings(noTaskset).get(0).contains("taskset is not installed"), warnings(noTaskset).toString());
    }

    @Test
    void missingFilesAreUnknownNeverGuessedAndWarnedAbout() {
        Manifest.Isolation f = Isolation.facts(sys, CpuSet.NONE, true);
        assertEquals("unknown", f.isolatedCpus());
        assertEquals("unknown", f.smt());
        assertEquals("unknown", f.turbo());
        assertEquals(Map.of("cpu0", "unknown"), f.governors());
        String all = String.join("\n", warnings(f));
        assertTrue(all.contains("governor on cpu0 is unknown") && all.contains("SMT state unknown") && all.contains("turbo boost is unknown"), all);
    }

    @Test
    void powersaveSmtAndTurboAreWarnedAbout() throws IOException {
        dedicatedMachine();
        write("cpu3/cpufreq/scaling_governor", "powersave");
        write("smt/active", "1");
        write("intel_pstate/no_turbo", "0");
        String all = String.join("\n", warnings(Isolation.facts(sys, CpuSet.parse("2-5"), true)));
        assertTrue(all.contains("governor on cpu3 is powersave") && all.contains("SMT is on") && all.contains("turbo boost is on"), all);
    }

    @Test
    void cpusThatAreNotOnlineAreRefused() throws IOException {
        dedicatedMachine();
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> Isolation.facts(sys, CpuSet.parse("6-9"), true));
        assertTrue(e.getMessage().contains("not online"), e.getMessage());
    }

    @Test
    void cpuListsParseAndSplitIntoMeasuredAndRest() {
        CpuSet s = CpuSet.parse("2-4,7");
        assertEquals(List.of(2, 3, 4, 7), s.cpus());
        assertEquals(2, s.measured());
        assertEquals("3,4,7", s.rest().toString());
        assertThrows(IllegalArgumentException.class, () -> CpuSet.parse("5-2"));
        assertThrows(IllegalArgumentException.class, () -> CpuSet.parse("a"));
    }
}
