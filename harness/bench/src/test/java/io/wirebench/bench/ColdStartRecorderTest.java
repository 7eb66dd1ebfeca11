package io.wirebench.bench;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.wirebench.results.ColdStartFile;
import io.wirebench.results.ResultFiles;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** coldstart.json from the JMH files of a case's rounds: the forks read back, the medians, the intervals and the gaps. */
class ColdStartRecorderTest {
    @TempDir
    Path dir;

    /** A JMH result as JMH writes it for one method of a cold-start case: per fork one single-shot value and the two counters. */
    private static String result(String method, double[] nanos, long[] bytes, long[] classes) {
        StringBuilder times = new StringBuilder();
        StringBuilder b = new StringBuilder();
        StringBuilder c = new StringBuilder();
        for (int i = 0; i < nanos.length; i++) {
            String sep = i == 0 ? "" : ",";
            times.append(sep).append('[').append(String.format(Locale.ROOT, "%.1f", nanos[i])).append(']');
            b.append(sep).append('[').append(bytes[i]).append(".0]");
            c.append(sep).append('[').append(classes[i]).append(".0]");
        }
        return "{\"benchmark\":\"io.wirebench.bench.ColdStartBenchmark." + method + "\",\"mode\":\"ss\",\"forks\":" + nanos.length
                + ",\"primaryMetric\":{\"score\":1.0,\"scoreUnit\":\"ns/op\",\"rawData\":[" + times + "]},"
                + "\"secondaryMetrics\":{\"" + ColdStartProfiler.CLASSES + "\":{\"scoreUnit\":\"classes\",\"rawData\":[" + c + "]},"
                + "\"" + ColdStartProfiler.ALLOCATED + "\":{\"scoreUnit\":\"B\",\"rawData\":[" + b + "]}}}";
    }

    private void round(RunFolder folder, Case.ColdStart c, String first, String thousand) throws Exception {
        Path f = c.resultFile(folder);
        Files.createDirectories(f.getParent());
        Files.writeString(f, "[" + first + (thousand == null ? "" : "," + thousand) + "]");
    }

    @Test
    void theCoverageOfOrderStatisticsIsTheBinomialOnes() {
        assertEquals(0.75, ColdStartRecorder.coverage(3, 1), 1e-12);
        assertEquals(1 - 2.0 / 32, ColdStartRecorder.coverage(5, 1), 1e-12);
        assertEquals(1 - 2 * 11.0 / 1024, ColdStartRecorder.coverage(10, 2), 1e-12);
        assertEquals(1, ColdStartRecorder.depth(3));
        assertEquals(2, ColdStartRecorder.depth(10), "(x2, x9) covers 97.9 %, (x3, x8) only 89 %");
        assertEquals(0, ColdStartRecorder.coverage(1, 1), 1e-12);
    }

    @Test
    void forksOfEveryRoundMakeTheCaseWholeAndTheFile() throws Exception {
        RunFolder folder = new RunFolder(dir);
        Case.ColdStart whole = new Case.ColdStart("fast", "order", 4, null);
        assertFalse(folder.hasResult(whole));
        round(folder, whole.inRound(1, 2), result("firstMessage", new double[] {4e6, 6e6}, new long[] {1000, 1200}, new long[] {300, 310}),
                result("firstThousand", new double[] {9e6, 11e6}, new long[] {5000, 5200}, new long[] {330, 340}));
        assertTrue(folder.hasResult(whole.inRound(1, 2)));
        assertFalse(folder.hasResult(whole), "2 of 4 forks");
        round(folder, whole.inRound(2, 2), result("firstMessage", new double[] {5e6, 100e6}, new long[] {1100, 9000}, new long[] {305, 900}),
                result("firstThousand", new double[] {10e6, 12e6}, new long[] {5100, 5300}, new long[] {335, 345}));
        assertTrue(folder.hasResult(whole));

        ColdStartFile file = ColdStartRecorder.of(folder, List.of(whole));
        ColdStartFile.Row row = file.rows().get(0);
        assertEquals(4, row.forks());
        assertNull(row.error());
        ColdStartFile.Method first = row.firstMessage();
        assertEquals(4, first.forks());
        assertEquals(5.5e6, first.medianNanos(), 1e-6);
        assertEquals(4e6, first.lowNanos(), 1e-6, "4 forks: the extremes, 87.5 %");
        assertEquals(100e6, first.highNanos(), 1e-6);
        assertEquals(0.875, first.confidence(), 1e-12);
        assertEquals(1150, first.medianAllocatedBytes(), 1e-9);
        assertEquals(307.5, first.medianClassesLoaded(), 1e-9);
        assertEquals(List.of(1, 1, 2, 2), first.perFork().stream().map(ColdStartFile.Fork::round).toList());
        assertEquals(new ColdStartFile.Fork(2, 100e6, 9000, 900), first.perFork().get(3));
        assertEquals(10.5e6, row.firstThousand().medianNanos(), 1e-6);

        // written where the run's other files are, readable by the report's strict reader
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        ColdStartRecorder.write(folder, Plan.of(io.wirebench.core.Contenders.of(List.of(new FakeContender("fast", false))),
                io.wirebench.core.model.Datasets.all(), Profile.PUBLISH.withOverrides(java.util.Map.of("coldstart-forks", "4")),
                new Selection(java.util.Set.of(), java.util.Set.of(), java.util.Set.of(), java.util.Set.of(), java.util.Set.of(Operation.COLD_START)),
                DirectUse.NONE), new PrintStream(err, true, StandardCharsets.UTF_8));
        assertEquals("", err.toString(StandardCharsets.UTF_8));
        assertEquals(file, ResultFiles.readColdStart(folder.coldStart()));
        ResultSchemaTest.assertValid(ResultSchemaTest.schema("coldstart.schema.json"), folder.coldStart());
    }

    @Test
    void aMethodWithoutForksKeepsItsRowWithTheReasonAndAnUnreadableFileIsNoResult() throws Exception {
        RunFolder folder = new RunFolder(dir);
        Case.ColdStart whole = new Case.ColdStart("slow", "order", 1, null);
        round(folder, whole, result("firstMessage", new double[] {7e6}, new long[] {10}, new long[] {20}), null);
        assertFalse(folder.hasResult(whole), "firstThousand has no fork");
        ColdStartFile.Row row = ColdStartRecorder.of(folder, List.of(whole)).rows().get(0);
        assertEquals(7e6, row.firstMessage().medianNanos(), 1e-6);
        assertNull(row.firstThousand());
        assertTrue(row.error().contains("no fork of firstThousand"), row.error());

        Files.writeString(whole.resultFile(folder), "[" + result("firstMessage", new double[] {7e6}, new long[] {10}, new long[] {20})
                .replace("\"" + ColdStartProfiler.CLASSES + "\"", "\"other\"") + "]");
        assertFalse(folder.hasResult(whole));
        ColdStartFile.Row broken = ColdStartRecorder.of(folder, List.of(whole)).rows().get(0);
        assertNull(broken.firstMessage());
        assertTrue(broken.error().contains(ColdStartProfiler.CLASSES) && broken.error().contains("all.json"), broken.error());
    }

    @Test
    void aRunWithoutColdStartCasesWritesNoFile() {
        RunFolder folder = new RunFolder(dir);
        ColdStartRecorder.write(folder, Plan.of(io.wirebench.core.Contenders.of(List.of(new FakeContender("fast", false))),
                io.wirebench.core.model.Datasets.all(), Profile.QUICK, Selection.ALL, DirectUse.NONE), System.err);
        assertFalse(Files.exists(folder.coldStart()));
    }
}
