package io.wirebench.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import io.wirebench.results.ResultFiles;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Each contender's harness cost over direct use comes from the newest focused run after the shown run that measured its
 * own pair (issue 24): a focused run of some contenders ({@code make extras CONTENDERS=...}) must not wipe the others'.
 */
class FocusedParityTest {
    private static final String A = "chronicle-raw";
    private static final String B = "chronicle-binary";
    private static final String C = "jackson-databind";
    private static final String REF = Parity.REFERENCE;
    private static final String SHOWN = "20261126T090000Z-publish";
    private static final String OLDER = "20261126T100000Z-publish";
    private static final String NEWER = "20261126T110000Z-publish";

    @TempDir
    Path results;
    @TempDir
    Path out;

    /** The selection a run was made with, as the runner writes it in invocation.json; a focused run names directRoundTrip. */
    private static Path selecting(Path runDir, String... operations) throws IOException {
        String ops = operations.length == 0 ? "" : "\"" + String.join("\", \"", operations) + "\"";
        Files.writeString(runDir.resolve("invocation.json"), "{\"profile\": \"publish\", \"selection\": {\"contenders\": [], \"datasets\": [],"
                + " \"operations\": [" + ops + "]}}");
        return runDir;
    }

    /** A whole run: every contender's round trip, no direct-use pair. */
    private void shown(String id) throws IOException {
        selecting(new SyntheticRun(id).drift(1, 1, 1).rounds(A, "roundTrip", 200, 0.004, 0, 1).rounds(B, "roundTrip", 200, 0.004, 0, 2)
                .rounds(C, "roundTrip", 500, 0.004, 0, 3).rounds(REF, "roundTrip", 50, 0.004, 0, 4).sized(A, B, C, REF).write(results));
    }

    /**
     * A focused run of {@code pairs}: {contender, harness ns} measured beside a direct use of 100 ns (the reference's
     * direct use: 40 ns), so each contender's ratio in this run is its harness ns / 100 (the reference's / 40).
     */
    private void focused(String id, Object[]... pairs) throws IOException {
        SyntheticRun run = new SyntheticRun(id).drift(1, 1, 1);
        long seed = 10;
        for (Object[] p : pairs) {
            String contender = (String) p[0];
            double harness = ((Number) p[1]).doubleValue();
            double direct = contender.equals(REF) ? 40 : 100;
            run.rounds(contender, "roundTrip", harness, 0.004, 0, seed++)
                    .rounds(contender, "io.wirebench.adapters.Direct", "directRoundTrip", direct, 0.004, 0, seed++).sized(contender);
        }
        selecting(run.write(results), "roundTrip", "directRoundTrip");
    }

    private static Object[] pair(String contender, double harnessNs) {
        return new Object[] {contender, harnessNs};
    }

    private List<Run> runs() {
        return RunReader.runs(results).stream().map(RunReader::read).toList();
    }

    private Run shownRun() {
        return RunReader.read(JdkRuns.choose(results, null).shown());
    }

    private static JsonNode page(JsonNode pages, String contender) {
        for (JsonNode c : pages.path("contenders")) {
            if (c.path("id").asText().equals(contender)) {
                return c.path("parity");
            }
        }
        throw new AssertionError("no contender page for " + contender + " in " + pages);
    }

    private static double ratio(JsonNode parity) {
        assertEquals(1, parity.path("rows").size(), parity.toString());
        return parity.path("rows").get(0).path("ratio").asDouble();
    }

    private static double referenceRatio(JsonNode parity) {
        JsonNode ref = parity.path("rows").get(0).path("reference");
        assertEquals(REF, ref.path("contender").asText(), parity.toString());
        return ref.path("ratio").asDouble();
    }

    /** The older focused run measured A and B (and wire-raw), the newer one only B (and wire-raw). */
    private void twoFocusedRuns() throws IOException {
        shown(SHOWN);
        focused(OLDER, pair(A, 130), pair(B, 120), pair(REF, 41));
        focused(NEWER, pair(B, 150), pair(REF, 44));
    }

    @Test
    void eachContenderTakesItsPairFromTheNewestFocusedRunThatMeasuredIt() throws IOException {
        twoFocusedRuns();
        Run shown = shownRun();
        assertEquals(SHOWN, shown.id(), "a focused run is never the headline");
        FocusedRuns.Supplements s = FocusedRuns.Supplements.of(runs(), shown);
        assertEquals(OLDER, s.parity(A).id(), "the newer run did not measure A: A keeps the older run's pair");
        assertEquals(NEWER, s.parity(B).id());
        assertEquals(SHOWN, s.parity(C).id(), "no focused run measured C: the shown run, which has no pair of it");
        JsonNode pages = ContenderPages.export(shown, s);

        JsonNode a = page(pages, A);
        assertEquals(OLDER, a.path("run").asText(), "A's block names the run its figures come from");
        assertEquals(1.30, ratio(a), 0.03, a.toString());
        assertEquals(41 / 40.0, referenceRatio(a), 0.02, "A's reference is wire-raw of the older run, the run of A's pair: " + a);

        JsonNode b = page(pages, B);
        assertEquals(NEWER, b.path("run").asText());
        assertEquals(1.50, ratio(b), 0.03, b.toString());
        assertEquals(44 / 40.0, referenceRatio(b), 0.02, "B's reference is wire-raw of the newer run: " + b);

        JsonNode c = page(pages, C);
        assertEquals(SHOWN, c.path("run").asText());
        assertEquals(0, c.path("rows").size(), c.toString());
        assertEquals(0, c.path("referenceAbsent").size(), c.toString());

        JsonNode ref = page(pages, REF);
        assertEquals(NEWER, ref.path("run").asText());
        assertEquals(44 / 40.0, ratio(ref), 0.02, ref.toString());
        assertEquals(0, ref.path("referenceAbsent").size(), "the reference is not absent from its own block: " + ref);
    }

    @Test
    void aRunWithoutTheReferenceSaysSoRatherThanBorrowAnotherRunsReference() throws IOException {
        twoFocusedRuns();
        // the newest focused run measured A again, without wire-raw; the older runs have wire-raw
        focused("20261126T120000Z-publish", pair(A, 140));
        JsonNode a = page(ContenderPages.export(shownRun(), FocusedRuns.Supplements.of(runs(), shownRun())), A);
        assertEquals("20261126T120000Z-publish", a.path("run").asText());
        assertEquals(1.40, ratio(a), 0.03, a.toString());
        assertFalse(a.path("rows").get(0).has("reference"), "no reference from another run: " + a);
        assertEquals("[\"order\"]", a.path("referenceAbsent").toString(), a.toString());
    }

    @Test
    void aFocusedRunOlderThanTheShownRunIsNeverUsed() throws IOException {
        focused("20261126T080000Z-publish", pair(A, 130), pair(REF, 41));
        shown(SHOWN);
        focused(NEWER, pair(B, 150), pair(REF, 44));
        FocusedRuns.Supplements s = FocusedRuns.Supplements.of(runs(), shownRun());
        assertEquals(SHOWN, s.parity(A).id(), "A's only pair was measured before the shown run");
        assertEquals(NEWER, s.parity(B).id());
        JsonNode a = page(ContenderPages.export(shownRun(), s), A);
        assertEquals(SHOWN, a.path("run").asText());
        assertEquals(0, a.path("rows").size(), a.toString());
    }

    @Test
    void thePagesCommandWritesEachContendersOwnParityRun() throws IOException {
        twoFocusedRuns();
        assertEquals(0, Main.run(new String[] {"pages", "--results", results.toString(), "--out", out.toString()}));
        JsonNode pages = ResultFiles.MAPPER.readTree(out.resolve("contenders.json").toFile());
        assertEquals(SHOWN, pages.path("run").asText());
        assertEquals(OLDER, page(pages, A).path("run").asText());
        assertEquals(1.30, ratio(page(pages, A)), 0.03);
        assertEquals(NEWER, page(pages, B).path("run").asText());
        assertEquals(1.50, ratio(page(pages, B)), 0.03);
        assertEquals(SHOWN, page(pages, C).path("run").asText());
        assertTrue(page(pages, C).path("rows").isEmpty());
    }
}
