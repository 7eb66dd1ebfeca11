package io.wirebench.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import io.wirebench.results.ResultFormatException;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Ranks and ties compare with the fastest directly, labels never go down the displayed order, unsettled cases stay out. */
class RanksTest {
    @TempDir
    Path results;

    private JsonNode export(SyntheticRun run) {
        return SiteExport.export(RunReader.read(run.write(results)));
    }

    /** A contender's avgt round trips: 8 forks of 5 iterations around {@code meanNs}, forks {@code forkSpread} apart, iterations 0.1 %. */
    private record RoundTrips(String contender, double meanNs, double forkSpread) {
    }

    /** The export of a run of {@code cases}, seeded {@code seed}, {@code seed + 1}, ... in turn, every contender sized (in name order). */
    private JsonNode export(long seed, RoundTrips... cases) {
        SyntheticRun run = new SyntheticRun("2026a");
        for (RoundTrips c : cases) {
            run.jmhCase(c.contender(), "roundTrip", "avgt", "ns/op", 8, 5, c.meanNs(), c.forkSpread(), 0.001, 0, 0, seed++);
        }
        return export(run.sized(Arrays.stream(cases).map(RoundTrips::contender).sorted().toArray(String[]::new)));
    }

    private static JsonNode cell(JsonNode site, String contender) {
        for (JsonNode row : site.path("datasets").get(0).path("rows")) {
            if (row.path("contender").asText().equals(contender)) {
                return row.path("roundTrip");
            }
        }
        throw new AssertionError("no row " + contender);
    }

    @Test
    void aContenderTiedOnlyThroughAChainIsNotTiedFirst() {
        // a is tight at 100, c tight at 125, b wide across both: a~b and b~c, but a is clearly faster than c.
        JsonNode site = export(1, new RoundTrips("a", 100, 0.003), new RoundTrips("b", 112, 0.12), new RoundTrips("c", 125, 0.003));
        assertEquals("median-interval", cell(site, "b").path("vsFastest").path("test").asText());
        assertTrue(cell(site, "b").path("tiedWithFastest").asBoolean(), cell(site, "b").toString());
        JsonNode c = cell(site, "c");
        assertFalse(c.path("tiedWithFastest").asBoolean(), "c is tied with b, b with a: c is not tied 1st " + c);
        assertEquals(2, c.path("rank").asInt(), "only a is significantly faster than c");
        assertEquals(3, c.path("rankHigh").asInt());
        assertEquals("2–3", c.path("rankLabel").asText());
        assertTrue(c.path("vsFastest").path("low").asDouble() > 1, "the interval of c over a misses 1: " + c);
        assertDisplayedRanksNeverGoDown(site);
    }

    @Test
    void labelsNeverGoDownTheDisplayedOrderEvenWhenAWideIntervalSitsBelowANarrowOne() {
        // y's median is worse than x's but its interval reaches the fastest: y ranks 1, x ranks 2, so y is shown first.
        JsonNode site = export(4, new RoundTrips("z", 90, 0.003), new RoundTrips("x", 100, 0.003), new RoundTrips("y", 110, 0.25));
        assertEquals(2, cell(site, "x").path("rank").asInt());
        assertEquals(1, cell(site, "y").path("rank").asInt(), cell(site, "y").toString());
        assertDisplayedRanksNeverGoDown(site);
    }

    @Test
    void roundsTellApartWhatDriftHidesFromTheMedians() {
        // the host's load swings 2x between rounds; q is 5 % slower than p in every round
        SyntheticRun run = new SyntheticRun("2026r").drift(1.0, 1.9, 1.2, 0.8, 1.5, 1.0, 2.1, 0.9, 1.3, 1.1)
                .rounds("p", "roundTrip", 100, 0.005, 0, 1).rounds("q", "roundTrip", 105, 0.005, 0, 2)
                .rounds(CaseSummary.FLOOR, "roundTrip", 80, 0.005, 0, 3).sized("p", "q", CaseSummary.FLOOR);
        JsonNode site = export(run);
        JsonNode q = cell(site, "q");
        assertEquals("round-ratio", q.path("vsFastest").path("test").asText());
        assertFalse(q.path("tiedWithFastest").asBoolean(), q.toString());
        JsonNode p = cell(site, "p");
        assertTrue(p.path("medianLow").asDouble() < q.path("medianHigh").asDouble(), "the medians' intervals overlap under the drift");
        assertEquals("rounds", p.path("xFloorBasis").asText());
        assertEquals(10, p.path("xFloorRounds").asInt());
        assertTrue(p.path("xFloorLow").asDouble() <= 1.25 && 1.25 <= p.path("xFloorHigh").asDouble(), "p / floor = 1.25: " + p);
        assertTrue(p.path("xFloorHigh").asDouble() - p.path("xFloorLow").asDouble() < 0.05, "pairing by round removes the drift: " + p);
        assertEquals(0.9785, p.path("coverage").asDouble(), 1e-4);
        assertFalse(p.has("below95"));
        JsonNode noise = site.path("run").path("noise");
        assertEquals(30, noise.path("forks").asInt());
        assertEquals(0.55, noise.path("stealPercent").path("median").asDouble(), 1e-9);
        assertEquals(1.0, noise.path("stealPercent").path("max").asDouble(), 1e-9);
        assertEquals(10.0, noise.path("hiccupMaxMillis").path("max").asDouble(), 1e-9);
        assertEquals(0.0, noise.path("unsettledShare").asDouble());
    }

    @Test
    void aMostlyUnsettledCaseIsFlaggedAndNeverRankedEvenWhenItsMedianIsLowest() {
        SyntheticRun run = new SyntheticRun("2026u").drift(1, 1, 1, 1, 1, 1)
                .rounds("steady", "roundTrip", 100, 0.01, 0, 1).rounds("warming", "roundTrip", 60, 0.01, 4, 2)
                .rounds("half", "roundTrip", 120, 0.01, 3, 3).sized("steady", "warming", "half");
        JsonNode site = export(run);
        JsonNode warming = cell(site, "warming");
        assertTrue(warming.path("unsettled").asBoolean());
        assertEquals("unsettled", warming.path("rankLabel").asText());
        assertFalse(warming.has("rank"));
        assertFalse(warming.path("tiedWithFastest").asBoolean());
        assertEquals(1, cell(site, "steady").path("rank").asInt(), "the fastest settled case is the fastest");
        assertEquals(1.0, cell(site, "steady").path("xFastest").asDouble());
        assertFalse(cell(site, "half").has("unsettled"), "3 of 6 is not a majority");
        assertEquals(3, cell(site, "half").path("unsettledForks").asInt());
        List<String> order = new ArrayList<>();
        site.path("datasets").get(0).path("rows").forEach(r -> order.add(r.path("contender").asText()));
        assertEquals("warming", order.get(2), "unsettled rows come after the ranked ones: " + order);
        assertEquals(7.0 / 18, site.path("run").path("noise").path("unsettledShare").asDouble(), 1e-3);
        assertDisplayedRanksNeverGoDown(site);
    }

    @Test
    void runsWithoutForksFilesGetMediansXFloorWithoutIntervalAndNoNoiseSummary() {
        SyntheticRun run = new SyntheticRun("2026o").avgt("a", "roundTrip", 3, 100, 0, 1).avgt(CaseSummary.FLOOR, "roundTrip", 3, 50, 0, 2)
                .sized("a", CaseSummary.FLOOR);
        JsonNode site = export(run);
        JsonNode a = cell(site, "a");
        assertEquals("medians", a.path("xFloorBasis").asText());
        assertEquals(2.0, a.path("xFloor").asDouble(), 0.1);
        assertFalse(a.has("xFloorLow"));
        assertEquals(0.75, a.path("coverage").asDouble(), "3 forks: 75 %, and flagged");
        assertTrue(a.path("below95").asBoolean());
        assertEquals("jmh-99.9", a.path("vsFastest").path("test").asText(), "too few forks for the medians: JMH's interval decides");
        assertTrue(a.has("ns") && a.has("error"), "JMH's mean and error stay");
        assertFalse(site.path("run").has("noise"));
    }

    @Test
    void aCorruptForksFileIsRefusedByName() throws IOException {
        Path dir = new SyntheticRun("2026c").drift(1, 1).rounds("a", "roundTrip", 100, 0.01, 0, 1).sized("a").write(results);
        Path forks = dir.resolve("jmh/a/order/roundTrip.forks.json");
        Files.writeString(forks, "{\"formatVersion\": 1, \"forks\": [{\"mode\": \"avgt\", \"unit\": \"ns/op\"}]}");
        ResultFormatException e = org.junit.jupiter.api.Assertions.assertThrows(ResultFormatException.class, () -> RunReader.read(dir));
        assertTrue(e.getMessage().contains("roundTrip.forks.json") && e.getMessage().contains("forks[0].score"), e.getMessage());
    }

    /** In the export's row order and in the chart's order, the lower end of the rank never decreases; unsettled come last. */
    static void assertDisplayedRanksNeverGoDown(JsonNode site) {
        int last = 0;
        boolean unsettledSeen = false;
        for (JsonNode row : site.path("datasets").get(0).path("rows")) {
            JsonNode c = row.path("roundTrip");
            if (c.path("unsettled").asBoolean()) {
                unsettledSeen = true;
            } else if (c.has("rank")) {
                assertFalse(unsettledSeen, "a ranked row after an unsettled one");
                assertTrue(c.path("rank").asInt() >= last, "rank " + c.path("rank") + " after " + last + " in " + site.path("datasets"));
                last = c.path("rank").asInt();
            }
        }
        List<JsonNode> points = new ArrayList<>();
        site.path("chart").forEach(p -> {
            if (p.path("operation").asText().equals("roundTrip")) {
                points.add(p);
            }
        });
        points.sort(java.util.Comparator.comparingInt(p -> p.path("order").asInt()));
        last = 0;
        for (JsonNode p : points) {
            if (p.has("rank")) {
                assertTrue(p.path("rank").asInt() >= last, "chart order: rank " + p.path("rank") + " after " + last);
                last = p.path("rank").asInt();
            }
        }
    }
}
