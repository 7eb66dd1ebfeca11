package io.wirebench.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The site shows the newest whole run; a focused run made after it adds the direct-use pairs it measured, named as its own. */
class FocusedRunsTest {
    private static final String CHRONICLE = "io.wirebench.adapters.chronicle.ChronicleDirectUse";

    @TempDir
    Path results;

    /** The selection a run was made with, as the runner writes it in invocation.json. */
    private static Path selecting(Path runDir, String... operations) throws IOException {
        String ops = String.join("\", \"", operations);
        Files.writeString(runDir.resolve("invocation.json"), "{\"profile\": \"publish\", \"selection\": {\"contenders\": [], \"datasets\": [],"
                + " \"operations\": [" + (operations.length == 0 ? "" : "\"" + ops + "\"") + "]}}");
        return runDir;
    }

    private Path whole(String id) throws IOException {
        return selecting(new SyntheticRun(id).drift(1, 1, 1).rounds("chronicle-raw", "roundTrip", 130, 0.004, 0, 1)
                .sized("chronicle-raw").write(results));
    }

    private Path focused(String id) throws IOException {
        return selecting(new SyntheticRun(id).drift(1, 1, 1).rounds("chronicle-raw", "roundTrip", 120, 0.004, 0, 1)
                .rounds("chronicle-raw", CHRONICLE, "directRoundTrip", 100, 0.004, 0, 2).sized("chronicle-raw").write(results),
                "roundTrip", "directRoundTrip");
    }

    @Test
    void aRunThatSelectsADirectUseOperationIsFocusedAndOthersAreNot() throws IOException {
        assertTrue(FocusedRuns.isFocused(focused("20261126T100000Z-publish")));
        assertFalse(FocusedRuns.isFocused(whole("20261126T090000Z-publish")));
        // make quick selects operations too, none of them a focus operation
        Path quick = selecting(new SyntheticRun("20261126T080000Z-quick").drift(1, 1, 1).rounds("x", "roundTrip", 10, 0.01, 0, 1)
                .sized("x").write(results), "roundTrip", "streamRoundTrip", "compress", "decompress");
        assertFalse(FocusedRuns.isFocused(quick));
    }

    @Test
    void theSiteShowsTheNewestWholeRunAndTakesThePairsFromTheFocusedRunAfterIt() throws IOException {
        whole("20261126T090000Z-publish");
        focused("20261126T100000Z-publish");
        Path headline = JdkRuns.choose(results, null).shown();
        assertEquals("20261126T090000Z-publish", headline.getFileName().toString(), "a focused run is never the headline");
        List<Run> runs = RunReader.runs(results).stream().map(RunReader::read).toList();
        Run shown = RunReader.read(headline);
        FocusedRuns.Supplements s = FocusedRuns.Supplements.of(runs, shown);
        assertEquals(List.of("20261126T100000Z-publish"), FocusedRuns.after(results, shown).stream().map(Run::id).toList(),
                "the export reads only the focused runs after the shown one");
        assertEquals("20261126T100000Z-publish", s.parity("chronicle-raw").id());
        assertEquals(shown.directory(), s.footprint(), "no run wrote a footprint.json: the section names the shown run (and says it has none)");
        JsonNode pages = ContenderPages.export(shown, s).path("contenders");
        JsonNode parity = pages.get(0).path("parity");
        assertEquals("20261126T100000Z-publish", parity.path("run").asText(), "the page names the run that measured the pairs");
        assertEquals(1.2, parity.path("rows").get(0).path("ratio").asDouble(), 0.03, parity.toString());
        assertEquals(shown.id(), SiteExport.export(shown, s).path("run").path("id").asText());
    }

    /** A focused run of some contenders records only their footprint: a whole run's is taken before it. */
    @Test
    void theFootprintComesFromAWholeRunBeforeANewerFocusedOne() throws IOException {
        Path shown = whole("20261126T090000Z-publish");
        Path partial = focused("20261126T100000Z-publish");
        Files.writeString(partial.resolve(FootprintExport.FILE), "{}");
        assertEquals(partial, FocusedRuns.footprint(results, shown), "only a focused run has one: it is taken");
        Files.writeString(shown.resolve(FootprintExport.FILE), "{}");
        assertEquals(shown, FocusedRuns.footprint(results, shown), "the whole run's, though the focused run is newer");
    }

    @Test
    void aFocusedRunOlderThanTheShownRunAddsNothing() throws IOException {
        focused("20261126T080000Z-publish");
        whole("20261126T090000Z-publish");
        List<Run> runs = RunReader.runs(results).stream().map(RunReader::read).toList();
        Run shown = RunReader.read(JdkRuns.choose(results, null).shown());
        assertEquals("20261126T090000Z-publish", FocusedRuns.Supplements.of(runs, shown).parity("chronicle-raw").id());
    }

    @Test
    void withOnlyFocusedRunsTheNewestIsShown() throws IOException {
        focused("20261126T080000Z-publish");
        focused("20261126T100000Z-publish");
        assertEquals("20261126T100000Z-publish", JdkRuns.choose(results, null).shown().getFileName().toString());
    }
}
