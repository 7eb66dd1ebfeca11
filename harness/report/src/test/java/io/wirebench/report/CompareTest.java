package io.wirebench.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class CompareTest {
    @TempDir
    Path results;

    private Compare.Report compare(SyntheticRun base, SyntheticRun current) {
        return Compare.compare(RunReader.read(base.write(results)), RunReader.read(current.write(results)));
    }

    private static Compare.Finding finding(Compare.Report r, String metric) {
        return r.findings().stream().filter(f -> f.metric().equals(metric)).findFirst().orElseThrow();
    }

    @Test
    void aTenPercentSlowdownIsFlagged() {
        Compare.Report r = compare(new SyntheticRun("2026a").avgt("x", "roundTrip", 5, 100, 312, 1),
                new SyntheticRun("2026b").avgt("x", "roundTrip", 5, 110, 312, 2));
        Compare.Finding t = finding(r, "time");
        assertEquals(Compare.Verdict.REGRESSION, t.verdict(), t.toString());
        assertTrue(t.change() > 0.05, t.toString());
        assertEquals(1, r.exitStatus());
        assertTrue(CompareOutput.markdown(r).contains("**1 regression.**"), CompareOutput.markdown(r));
    }

    @Test
    void noiseOfTheSameSpreadIsNotFlagged() {
        for (long seed = 0; seed < 40; seed++) {
            Compare.Report r = compare(new SyntheticRun("2026a" + seed).avgt("x", "roundTrip", 5, 100, 312, seed),
                    new SyntheticRun("2026b" + seed).avgt("x", "roundTrip", 5, 100, 312, 1000 + seed));
            assertEquals(0, r.exitStatus(), "seed " + seed + ": " + r.findings());
        }
    }

    @Test
    void aSignificantButSmallShiftIsNotARegression() {
        // 2 % slower with almost no noise: the interval excludes no change, the effect is below 5 %.
        Compare.Report r = compare(new SyntheticRun("2026a").jmhCase("x", "encode", "avgt", "ns/op", 5, 5, 100, 0.001, 0.001, 0, 0, 3),
                new SyntheticRun("2026b").jmhCase("x", "encode", "avgt", "ns/op", 5, 5, 102, 0.001, 0.001, 0, 0, 4));
        Compare.Finding t = finding(r, "time");
        assertEquals(Compare.Verdict.UNCHANGED, t.verdict(), t.toString());
        assertTrue(t.low() > 0, t.toString());
    }

    @Test
    void oneMoreObjectPerOperationIsFlaggedAndProfilerNoiseIsNot() {
        Compare.Report more = compare(new SyntheticRun("2026a").avgt("x", "decode", 5, 100, 312, 5),
                new SyntheticRun("2026b").avgt("x", "decode", 5, 100, 312 + 16, 6));
        assertEquals(Compare.Verdict.REGRESSION, finding(more, "allocation").verdict());
        assertEquals(1, more.exitStatus());
        Compare.Report noise = compare(new SyntheticRun("2026c").jmhCase("x", "decode", "avgt", "ns/op", 5, 5, 100, 0.02, 0.01, 312, 0.4, 7),
                new SyntheticRun("2026d").jmhCase("x", "decode", "avgt", "ns/op", 5, 5, 100, 0.02, 0.01, 312, 0.4, 8));
        assertEquals(Compare.Verdict.UNCHANGED, finding(noise, "allocation").verdict());
    }

    @Test
    void allocationThatVariesBetweenForksIsReportedNotGated() {
        // Escape analysis succeeds in some forks and not in others: 72 or 128 B/op, mixed differently in each run.
        SyntheticRun base = new SyntheticRun("2026a").forkAllocations(72, 128, 72).avgt("x", "encode", 3, 100, 0, 40);
        SyntheticRun current = new SyntheticRun("2026b").forkAllocations(128, 128, 72).avgt("x", "encode", 3, 100, 0, 41);
        Compare.Finding alloc = finding(compare(base, current), "allocation");
        assertEquals(Compare.Verdict.UNCHANGED, alloc.verdict(), alloc.toString());
        assertTrue(alloc.note().contains("varies between forks"), alloc.note());
    }

    @Test
    void tailsAreGatedPerJvmWithWiderThresholdsAndTheMaximumNever() {
        // p99 up 30 % in every JVM: a regression. p99 up 8 %: under the 10 % tail threshold.
        Compare.Report worse = compare(new SyntheticRun("2026a").openLoop("x", 5, 1000, 50_000, 60),
                new SyntheticRun("2026b").openLoop("x", 5, 1300, 50_000, 61));
        assertEquals(Compare.Verdict.REGRESSION, finding(worse, "response p99").verdict());
        Compare.Report slight = compare(new SyntheticRun("2026c").openLoop("x", 5, 1000, 50_000, 62),
                new SyntheticRun("2026d").openLoop("x", 5, 1080, 50_000, 63));
        assertEquals(Compare.Verdict.UNCHANGED, finding(slight, "response p99").verdict(), finding(slight, "response p99").toString());
        // One bad pause: the maximum is ten times worse, nothing else moved.
        Compare.Report pause = compare(new SyntheticRun("2026e").openLoop("x", 5, 1000, 50_000, 64),
                new SyntheticRun("2026f").openLoop("x", 5, 1000, 500_000, 65));
        assertEquals(0, pause.exitStatus(), pause.findings().toString());
        assertTrue(pause.findings().stream().noneMatch(f -> f.metric().contains("max")));
        // One JVM a side: listed, never judged.
        Compare.Report single = compare(new SyntheticRun("2026g").openLoop("x", 1, 1000, 50_000, 66),
                new SyntheticRun("2026h").openLoop("x", 1, 2000, 50_000, 67));
        assertEquals(Compare.Verdict.UNTESTABLE, finding(single, "response p99").verdict());
    }

    @Test
    void aControlRunThatDisagreesWithTheBaseSuspendsTimeVerdictsButNotAllocation() {
        Run base = RunReader.read(new SyntheticRun("2026a").avgt("x", "roundTrip", 5, 100, 312, 70).write(results));
        Run current = RunReader.read(new SyntheticRun("2026b").avgt("x", "roundTrip", 5, 130, 328, 71).write(results));
        Run steady = RunReader.read(new SyntheticRun("2026c").avgt("x", "roundTrip", 5, 100, 312, 72).write(results));
        Run drifted = RunReader.read(new SyntheticRun("2026d").avgt("x", "roundTrip", 5, 125, 312, 73).write(results));
        Compare.Report trusted = Compare.compare(base, current, steady);
        assertEquals(Compare.Verdict.REGRESSION, finding(trusted, "time").verdict());
        Compare.Report suspect = Compare.compare(base, current, drifted);
        assertEquals(Compare.Verdict.UNTESTABLE, finding(suspect, "time").verdict());
        assertTrue(finding(suspect, "time").note().contains("machine drifted"));
        assertEquals(Compare.Verdict.REGRESSION, finding(suspect, "allocation").verdict(), "one more object is not the machine's doing");
        assertTrue(suspect.warnings().stream().anyMatch(w -> w.startsWith("the machine drifted")), suspect.warnings().toString());
    }

    @Test
    void throughputRegressesWhenItFallsAndTimeImprovesWhenItFalls() {
        Compare.Report thrpt = compare(new SyntheticRun("2026a").jmhCase("x", "encode", "thrpt", "ops/us", 5, 5, 10, 0.02, 0.01, 0, 0, 9),
                new SyntheticRun("2026b").jmhCase("x", "encode", "thrpt", "ops/us", 5, 5, 9, 0.02, 0.01, 0, 0, 10));
        assertEquals(Compare.Verdict.REGRESSION, finding(thrpt, "time").verdict());
        Compare.Report faster = compare(new SyntheticRun("2026c").jmhCase("x", "encode", "thrpt", "ops/us", 5, 5, 10, 0.02, 0.01, 0, 0, 11),
                new SyntheticRun("2026d").jmhCase("x", "encode", "thrpt", "ops/us", 5, 5, 11, 0.02, 0.01, 0, 0, 12));
        assertEquals(Compare.Verdict.IMPROVEMENT, finding(faster, "time").verdict());
        Compare.Report lessTime = compare(new SyntheticRun("2026e").avgt("x", "encode", 5, 100, 0, 13),
                new SyntheticRun("2026f").avgt("x", "encode", 5, 90, 0, 14));
        assertEquals(Compare.Verdict.IMPROVEMENT, finding(lessTime, "time").verdict());
        assertEquals(0, lessTime.exitStatus());
    }

    @Test
    void oneForkRunsAreNotTestedNeverGivenAVerdict() {
        Compare.Report r = compare(new SyntheticRun("2026a").avgt("x", "roundTrip", 1, 100, 0, 15),
                new SyntheticRun("2026b").avgt("x", "roundTrip", 1, 150, 0, 16));
        Compare.Finding t = finding(r, "time");
        assertEquals(Compare.Verdict.UNTESTABLE, t.verdict());
        assertTrue(t.note().contains("not enough forks to test"), t.note());
        assertEquals(0, r.exitStatus());
        assertTrue(LogShift.depth(3, 3, 0.05) > 0 && LogShift.depth(2, 2, 0.05) == 0 && LogShift.depth(1, 10, 0.05) == 0
                && LogShift.depth(2, 5, 0.05) > 0);
    }

    @Test
    void sizesAreExactAndOneSidedCasesAreListedNotFailed() {
        Compare.Report r = compare(new SyntheticRun("2026a").avgt("x", "encode", 5, 100, 0, 17).avgt("gone", "encode", 5, 50, 0, 18)
                        .size("x", 30, 48),
                new SyntheticRun("2026b").avgt("x", "encode", 5, 100, 0, 19).avgt("added", "encode", 5, 50, 0, 20).size("x", 31, 48));
        assertEquals(Compare.Verdict.REGRESSION, finding(r, "bytes").verdict());
        assertEquals(Compare.Verdict.UNCHANGED, finding(r, "gzip bytes").verdict());
        assertEquals(1, r.onlyBase().size());
        assertTrue(r.onlyBase().get(0).startsWith("gone/"));
        assertTrue(r.onlyNew().get(0).startsWith("added/"));
    }

    @Test
    void theJdkIsPartOfACasesIdentity() throws IOException {
        base("2026a", "17.0.15").write(results);
        base("2026b", "25.0.1").write(results);
        assertEquals(2, Main.run(new String[] {"compare", "--results", results.toString(), "--base", "2026a", "--new", "2026b"}));
    }

    private static SyntheticRun base(String id, String jdk) {
        return new SyntheticRun(id, jdk).avgt("x", "encode", 3, 100, 0, 21);
    }

    @Test
    void theCommandLineExitsOneOnARegressionAndWritesMarkdownAndJson() throws IOException {
        new SyntheticRun("2026a").avgt("x", "roundTrip", 5, 100, 0, 22).write(results);
        new SyntheticRun("2026b").avgt("x", "roundTrip", 5, 120, 0, 23).write(results);
        Path out = results.resolve("cmp");
        assertEquals(1, Main.run(new String[] {"compare", "--results", results.toString(), "--base", "2026a", "--new", "2026b",
                "--out", out.toString()}));
        assertTrue(Files.readString(results.resolve("cmp.md")).contains("### Regressions"));
        assertTrue(Files.readString(results.resolve("cmp.json")).contains("\"verdict\" : \"regression\""));
    }

    @Test
    void hollowAndWrongTypedManifestsAreRefusedWithExitTwoNamingFileAndField() throws IOException {
        Path good = new SyntheticRun("2026a").avgt("x", "roundTrip", 3, 100, 0, 24).write(results);
        Path hollow = new SyntheticRun("2026b").avgt("x", "roundTrip", 3, 100, 0, 25).write(results);
        Files.writeString(hollow.resolve("manifest.json"), "{\"formatVersion\":2}");
        String err = stderrOf(() -> assertEquals(2, Main.run(new String[] {"compare", "--base", good.toString(), "--new", hollow.toString()})));
        assertTrue(err.contains(hollow.resolve("manifest.json").toString()) && err.contains("is required and missing"), err);

        Files.writeString(hollow.resolve("manifest.json"), Files.readString(good.resolve("manifest.json")).replace("\"logicalCpus\" : 2",
                "\"logicalCpus\" : \"two\""));
        err = stderrOf(() -> assertEquals(2, Main.run(new String[] {"export", "--results", results.toString(), "--run", "2026b",
                "--out", results.resolve("site.json").toString()})));
        assertTrue(err.contains("field 'machine.logicalCpus' has the wrong type"), err);
        assertTrue(!Files.exists(results.resolve("site.json")), "nothing exported from a refused run");
    }

    interface Body {
        void run() throws IOException;
    }

    static String stderrOf(Body body) throws IOException {
        PrintStream old = System.err;
        ByteArrayOutputStream buffer = new ByteArrayOutputStream();
        System.setErr(new PrintStream(buffer, true, java.nio.charset.StandardCharsets.UTF_8));
        try {
            body.run();
        } finally {
            System.setErr(old);
        }
        return buffer.toString(java.nio.charset.StandardCharsets.UTF_8);
    }

    @Test
    void theChangeCarriesItsIntervalInTheJsonAndTheTable() {
        Compare.Report r = compare(new SyntheticRun("2026a").avgt("x", "roundTrip", 5, 100, 312, 1),
                new SyntheticRun("2026b").avgt("x", "roundTrip", 5, 110, 312, 2));
        Compare.Finding t = finding(r, "time");
        assertTrue(t.low() > 0 && t.low() <= t.change() && t.change() <= t.high(), t.toString());
        var json = CompareOutput.json(r).path("findings").get(0);
        assertEquals(t.low(), json.path("changeLow").asDouble());
        assertTrue(CompareOutput.markdown(r).contains(String.format(java.util.Locale.ROOT, "%+.1f … %+.1f %%", 100 * t.low(), 100 * t.high())));
    }

    /** {@code n} contenders on one operation, each {@code factor} times its base level, the i-th one also {@code extra[i]} times. */
    private static SyntheticRun field(String id, int n, double factor, long seed, double... extra) {
        SyntheticRun run = new SyntheticRun(id);
        for (int i = 0; i < n; i++) {
            double more = i < extra.length ? extra[i] : 1;
            run.avgt("c" + i, "roundTrip", 5, (50 + 10 * i) * factor * more, 0, seed + i);
        }
        return run;
    }

    @Test
    void aRunWideShiftIsReportedOnItsOwnAndDividedOutOfEveryCase() {
        // the whole second run 8 % slower (the host), one contender 30 % slower on top (the code)
        Compare.Report r = compare(field("2026a", 20, 1.0, 100), field("2026b", 20, 1.08, 300, 1.30));
        assertTrue(r.shift().estimated(), r.shift().toString());
        assertTrue(Math.abs(r.shift().factor() - 1.08) < 0.02, r.shift().toString());
        assertTrue(r.warnings().stream().anyMatch(w -> w.startsWith("the whole new run is +") && w.contains("median of 20 cases")), r.warnings().toString());
        List<Compare.Finding> regressions = r.findings().stream().filter(f -> f.verdict() == Compare.Verdict.REGRESSION).toList();
        assertEquals(1, regressions.size(), regressions.toString());
        assertTrue(regressions.get(0).caseKey().startsWith("c0/"), regressions.toString());
        assertTrue(regressions.get(0).note().contains("as measured +"), regressions.get(0).note());
    }

    @Test
    void withFewCasesNoShiftIsEstimated() {
        Compare.Report r = compare(field("2026a", 3, 1.0, 100), field("2026b", 3, 1.10, 300));
        assertTrue(!r.shift().estimated());
        // judged as measured: a 10 % slowdown of every case is then each case's regression
        assertEquals(3, r.count(Compare.Verdict.REGRESSION), r.findings().toString());
    }

    @Test
    void allocationNeedsEnoughForksAndMoreThanTwoPercentOfLargeAllocations() {
        // 1.5 % more in every fork of a 1,500 B/op case: within the share tolerance
        Compare.Finding share = finding(compare(new SyntheticRun("2026a").avgt("x", "encode", 5, 100, 1500, 80),
                new SyntheticRun("2026b").avgt("x", "encode", 5, 100, 1522, 81)), "allocation");
        assertEquals(Compare.Verdict.UNCHANGED, share.verdict(), share.toString());
        // 2 forks against 3: "every new fork above every base fork" happens by chance 1 time in 10
        Compare.Finding few = finding(compare(new SyntheticRun("2026c").avgt("x", "encode", 2, 100, 312, 82),
                new SyntheticRun("2026d").avgt("x", "encode", 3, 100, 312 + 64, 83)), "allocation");
        assertEquals(Compare.Verdict.UNTESTABLE, few.verdict(), few.toString());
    }
}
