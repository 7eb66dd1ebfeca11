package io.wirebench.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.wirebench.results.ForksFile;
import io.wirebench.results.ResultFiles;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** Verdicts computed from exported data by the written rule: each outcome, each aggregation, absent data named. */
class ClaimsExportTest {
    private static final String DATASETS = """
            "contenders": [{"id": "wire-yaml", "displayName": "wire YAML"}],
            "datasets": [{"id": "order", "timed": true, "rows": [
              {"contender": "wire-yaml", "framedBytes": 91, "roundTrip": {"median": 300, "medianLow": 280, "medianHigh": 320}},
              {"contender": "wire-json", "framedBytes": 102, "roundTrip": {"median": 140, "medianLow": 130, "medianHigh": 150}},
              {"contender": "wire-binary-named", "framedBytes": 70, "roundTrip": {"median": 150, "medianLow": 140, "medianHigh": 160}},
              {"contender": "wire-binary-numbered", "framedBytes": 80, "roundTrip": {"median": 100, "medianLow": 95, "medianHigh": 105}},
              {"contender": "wire-raw", "framedBytes": 43, "roundTrip": {"median": 100}},
              {"contender": "wire-bytes-fixed", "framedBytes": 39, "roundTrip": {"median": 50}},
              {"contender": "sbe", "framedBytes": 47, "roundTrip": {"median": 100, "medianLow": 95, "medianHigh": 105}},
              {"contender": "chronicle-bytes-fixed", "framedBytes": 39, "roundTrip": {"median": 100, "medianLow": 95, "medianHigh": 105}}]}]
            """;

    private static final String STREAMS = """
            "updateStream": {"run": "r", "rows": [
              {"contender": "wire-delta", "mode": "delta", "compressor": "none", "bytesPerUpdate": 9.47,
               "nanosPerUpdate": {"median": 127, "low": 120, "high": 135}, "allocBytesPerUpdate": 0},
              {"contender": "wire-binary-named", "mode": "full", "compressor": "none", "bytesPerUpdate": 184,
               "nanosPerUpdate": {"median": 209, "low": 200, "high": 220}, "allocBytesPerUpdate": 184},
              {"contender": "wire-binary-named", "mode": "full", "compressor": "zstd-jni", "bytesPerUpdate": 2,
               "nanosPerUpdate": {"median": 2500, "low": 2400, "high": 2600}, "allocBytesPerUpdate": null},
              {"contender": "wire-delta", "mode": "delta", "compressor": "zstd-jni", "bytesPerUpdate": 3,
               "nanosPerUpdate": {"median": 300, "low": 290, "high": 310}, "allocBytesPerUpdate": null}]},
            "compression": {"run": "r", "rows": [
              {"compressor": "compress-lzf", "implementation": "pure-java", "setting": "default", "payload": "batch", "dataset": "orders",
               "contender": "wire-binary-named", "rawBytes": 17000, "compressedBytes": 500,
               "compressNanos": {"median": 1000, "low": 950, "high": 1050}, "decompressNanos": {"median": 300, "low": 290, "high": 310}},
              {"compressor": "gzip", "implementation": "jdk", "setting": "level 6", "payload": "batch", "dataset": "orders",
               "contender": "wire-binary-named", "rawBytes": 17000, "compressedBytes": 300,
               "compressNanos": {"median": 3000, "low": 2900, "high": 3100}, "decompressNanos": {"median": 900, "low": 880, "high": 920}},
              {"compressor": "gzip", "implementation": "jdk", "setting": "level 6", "payload": "single", "dataset": "order",
               "contender": "wire-binary-named", "rawBytes": 70, "compressedBytes": 89,
               "compressNanos": {"median": 100, "low": 90, "high": 110}, "decompressNanos": null}]},
            "articlePercentiles": {"tables": [{"dataset": "order", "distribution": "serviceTime", "ratePerSecond": 10000, "rows": [
              {"contender": "jackson-databind", "samples": 20000, "p99.9": 5000},
              {"contender": "wire-json", "samples": 20000, "p99.9": 1000}]}]}
            """;

    private static JsonNode judge(String json) throws Exception {
        ObjectNode site = (ObjectNode) ResultFiles.MAPPER.readTree("{" + json + "}");
        return ClaimsExport.judge(site, null);
    }

    private static JsonNode claim(JsonNode claims, String id) {
        for (JsonNode e : claims.path("entries")) {
            if (id.equals(e.path("id").asText())) {
                return e;
            }
        }
        throw new AssertionError("no claim " + id);
    }

    private static JsonNode check(JsonNode claim, String whatStartsWith) {
        for (JsonNode c : claim.path("checks")) {
            if (c.path("what").asText().startsWith(whatStartsWith)) {
                return c;
            }
        }
        throw new AssertionError("no check '" + whatStartsWith + "' in " + claim);
    }

    @Test
    void eachComparisonIsJudgedByItsIntervalAndTheClaimByAllOfThem() throws Exception {
        JsonNode text = claim(judge(DATASETS + "," + STREAMS), "text-slower-than-binary");
        JsonNode yaml = check(text, "wire YAML over");
        assertEquals(ClaimCheck.HOLDS, yaml.path("verdict").asText(), "[280/160, 320/140] lies above 1");
        assertEquals(1.75, yaml.path("low").asDouble(), 1e-9);
        assertEquals("intervals", yaml.path("basis").asText());
        assertEquals(ClaimCheck.INCONCLUSIVE, check(text, "wire-json over").path("verdict").asText(), "[0.81, 1.07] contains 1");
        JsonNode chronicle = check(text, "chronicle-text over");
        assertEquals(ClaimCheck.NOT_MEASURED, chronicle.path("verdict").asText());
        assertTrue(chronicle.path("reason").asText().contains("chronicle-text and chronicle-binary"), chronicle.toString());
        assertEquals(ClaimCheck.INCONCLUSIVE, text.path("verdict").asText(), "one holds, one inconclusive, the rest unmeasured");
        assertEquals(2, text.path("measured").asInt());
    }

    @Test
    void aSizeThatComparesTheOtherWayFailsTheClaim() throws Exception {
        JsonNode numbered = claim(judge(DATASETS), "numbered-fields");
        JsonNode size = check(numbered, "wire-binary-named over wire-binary-numbered");
        assertEquals("exact", size.path("basis").asText());
        assertEquals(ClaimCheck.FAILS, size.path("verdict").asText(), "70 B over 80 B is below 1");
        assertEquals(ClaimCheck.FAILS, numbered.path("verdict").asText(), "any comparison that fails fails the claim");
    }

    @Test
    void withoutIntervalsThePointEstimateDecidesAndSaysSo() throws Exception {
        JsonNode bytes = check(claim(judge(DATASETS), "bytes-faster-than-wire"), "wire-raw over");
        assertEquals("point", bytes.path("basis").asText());
        assertEquals(2.0, bytes.path("ratio").asDouble(), 1e-9);
        assertEquals(ClaimCheck.HOLDS, bytes.path("verdict").asText());
        assertTrue(bytes.path("original").asText().contains("0.49"), bytes.toString());
    }

    @Test
    void alikeMeansTheIntervalLiesWithinTheMargin() throws Exception {
        JsonNode sbe = claim(judge(DATASETS), "sbe-as-fast-as-bytes");
        assertEquals(ClaimCheck.HOLDS, check(sbe, "sbe over chronicle-bytes-fixed").path("verdict").asText());
        JsonNode point = check(sbe, "sbe over wire-bytes-fixed");
        assertEquals(ClaimCheck.FAILS, point.path("verdict").asText(), "[95, 105] over 50 is [1.9, 2.1], wholly outside 0.8 to 1.25");
        assertEquals(ClaimCheck.FAILS, sbe.path("verdict").asText(), "one comparison outside the margin fails the claim");
        assertEquals("within", ClaimCheck.Rule.within(0.8, 1.25).kind());
        assertEquals(ClaimCheck.FAILS, ClaimCheck.Rule.within(0.8, 1.25).judge(new ClaimCheck.Ratio(2, 1.5, 2.5, "intervals")));
        assertEquals(ClaimCheck.INCONCLUSIVE, ClaimCheck.Rule.within(0.8, 1.25).judge(new ClaimCheck.Ratio(1.2, 1.1, 1.3, "intervals")));
    }

    @Test
    void deltaIsJudgedOnBytesAndTimeAndCanBeTenTimesSlowerNeedsOneCompressor() throws Exception {
        JsonNode claims = judge(DATASETS + "," + STREAMS);
        JsonNode delta = claim(claims, "delta-faster-and-smaller");
        assertEquals(ClaimCheck.HOLDS, delta.path("verdict").asText(), delta.toString());
        assertEquals(2, delta.path("checks").size(), "bytes and time against the one full stream");
        JsonNode slower = claim(claims, "compressors-ten-times-slower");
        assertEquals(ClaimCheck.HOLDS, check(slower, "wire-binary-named (full) with zstd-jni").path("verdict").asText(), "[10.9, 13] > 10");
        assertEquals(ClaimCheck.FAILS, check(slower, "wire-delta (delta) with zstd-jni").path("verdict").asText(), "[2.1, 2.6] < 10");
        assertEquals(ClaimCheck.HOLDS, slower.path("verdict").asText(), "\"can be\": one compressor is enough");
        assertEquals(ClaimCheck.FAILS, ClaimsExport.aggregate(List.of(ClaimCheck.FAILS, ClaimCheck.FAILS), true));
        assertEquals(ClaimCheck.INCONCLUSIVE, ClaimsExport.aggregate(List.of(ClaimCheck.FAILS, ClaimCheck.INCONCLUSIVE), true));
    }

    @Test
    void compressorsAreComparedOnBatchesAndStreamsOfTheSameInputOnly() throws Exception {
        JsonNode claims = judge(DATASETS + "," + STREAMS);
        JsonNode lzf = claim(claims, "lzf-faster-than-deflate");
        assertEquals(1, lzf.path("checks").size(), "the single-message gzip row is not the article's setting: " + lzf);
        assertEquals(ClaimCheck.HOLDS, lzf.path("verdict").asText(), "[2900/1050, 3100/950] lies above 2");
        JsonNode trade = claim(claims, "fast-compressors-trade-ratio");
        assertEquals(ClaimCheck.HOLDS, check(trade, "compress-lzf (default) over gzip").path("verdict").asText());
        assertEquals("deflate", CompressionClaims.family("jdk-gzip"));
        assertEquals("lzf", CompressionClaims.family("compress-lzf"));
    }

    @Test
    void tailsAreComparedAtTheHighestPercentileBothRowsBack() throws Exception {
        JsonNode tails = claim(judge(DATASETS + "," + STREAMS), "allocating-libraries-tail");
        JsonNode jackson = check(tails, "jackson-databind over");
        assertEquals(5.0, jackson.path("ratio").asDouble(), 1e-9);
        assertEquals(ClaimCheck.HOLDS, jackson.path("verdict").asText(), "5× is beyond the factor of 2");
        assertTrue(jackson.path("measure").asText().contains("p99.9"));
        assertEquals(ClaimCheck.NOT_MEASURED, check(tails, "bson over").path("verdict").asText());
    }

    @Test
    void absentDataIsNotMeasuredWithTheReasonAndUntestableClaimsSaySo() throws Exception {
        JsonNode claims = judge(DATASETS);
        JsonNode delta = claim(claims, "delta-faster-and-smaller");
        assertEquals(ClaimCheck.NOT_MEASURED, delta.path("verdict").asText());
        assertTrue(delta.path("reason").asText().contains("no update-stream results"), delta.toString());
        assertTrue(claim(claims, "lzf-faster-than-deflate").path("reason").asText().contains("no compression results"));
        assertTrue(claim(claims, "read-in-place").path("reason").asText().contains("did not time readuse"));
        JsonNode rion = claim(claims, "rion-against-binary-formats");
        assertEquals(ClaimCheck.UNMEASURABLE, rion.path("verdict").asText());
        assertFalse(rion.path("reason").asText().isEmpty());
        JsonNode empty = claim(judge(DATASETS + ", \"updateStream\": {\"run\": \"r\", \"rows\": []}"), "delta-faster-and-smaller");
        assertTrue(empty.path("reason").asText().contains("rows are empty"), empty.toString());
    }

    /** readuse as a publish run exports it: only the contenders that read in place have both cells. */
    private static final String READ_USE = """
            "contenders": [{"id": "sbe", "displayName": "SBE"}, {"id": "capnproto", "displayName": "Cap'n Proto"}],
            "datasets": [{"id": "readuse", "timed": true, "rows": [
              {"contender": "sbe", "decodeAndUse": {"median": 200, "medianLow": 150, "medianHigh": 260},
               "access": {"median": 100, "medianLow": 80, "medianHigh": 160}},
              {"contender": "capnproto", "decodeAndUse": {"median": 400, "medianLow": 390, "medianHigh": 410},
               "access": {"median": 100, "medianLow": 95, "medianHigh": 105}},
              {"contender": "jackson-databind", "decodeAndUse": {"median": 900, "medianLow": 880, "medianHigh": 920}}]}]
            """;

    /** An average-time case measured in rounds: one fork per round, the round numbered from 1. */
    private static Measurement inRounds(String contender, String operation, double... forks) {
        List<ForksFile.Fork> records = new ArrayList<>();
        for (int i = 0; i < forks.length; i++) {
            records.add(new ForksFile.Fork(i + 1, 1, 1, null, "avgt", "ns/op", List.of(forks[i]), 0, true, null, null, forks[i], null, null,
                    null, null));
        }
        List<Double> scores = java.util.Arrays.stream(forks).boxed().toList();
        return new Measurement(contender, "readuse", operation, "avgt", ForkSamples.median(scores), Double.NaN, "ns/op", Double.NaN, 0,
                Map.of(), scores, List.of(), Map.of(), null, records);
    }

    @Test
    void readInPlaceJudgesEveryContenderWithBothTimesByItsRounds() throws Exception {
        // SBE's medians' intervals overlap ([150/160, 260/80] contains 1), but its forks paired round by round are 2.0x to 2.1x
        Run run = new Run(Path.of("run"), null, List.of(), List.of(
                inRounds("sbe", "decodeAndUse", 200, 150, 260, 210, 190),
                inRounds("sbe", "access", 100, 75, 130, 100, 95)), List.of());
        JsonNode claim = claim(ClaimsExport.judge((ObjectNode) ResultFiles.MAPPER.readTree("{" + READ_USE + "}"), run), "read-in-place");
        assertEquals(ClaimCheck.HOLDS, claim.path("verdict").asText(), claim.toString());
        assertEquals(2, claim.path("measured").asInt(), "SBE and Cap'n Proto; Jackson has no access time and is not compared");
        assertEquals(2, claim.path("checks").size());
        JsonNode sbe = check(claim, "SBE: decodeAndUse over access");
        assertEquals("rounds", sbe.path("basis").asText());
        assertEquals(2.0, sbe.path("ratio").asDouble(), 1e-9);
        assertTrue(sbe.path("low").asDouble() > 1, sbe.toString());
        JsonNode capnproto = check(claim, "Cap'n Proto: decodeAndUse over access");
        assertEquals(ClaimCheck.HOLDS, capnproto.path("verdict").asText(), "without rounds: [390/105, 410/95] lies above 1");
        assertEquals("intervals", capnproto.path("basis").asText(), capnproto.toString());
    }

    @Test
    void readInPlaceIsNotMeasuredWithTheReasonWhenNoContenderHasBothTimes() throws Exception {
        JsonNode withoutReadUse = claim(judge(DATASETS), "read-in-place");
        assertEquals(ClaimCheck.NOT_MEASURED, withoutReadUse.path("verdict").asText());
        assertTrue(withoutReadUse.path("reason").asText().contains("did not time readuse"), withoutReadUse.toString());
        JsonNode decodedOnly = claim(judge("""
                "datasets": [{"id": "readuse", "timed": true, "rows": [
                  {"contender": "jackson-databind", "decodeAndUse": {"median": 900, "medianLow": 880, "medianHigh": 920}}]}]
                """), "read-in-place");
        assertEquals(ClaimCheck.NOT_MEASURED, decodedOnly.path("verdict").asText());
        assertTrue(decodedOnly.path("reason").asText().contains("no contender of the run has both"), decodedOnly.toString());
    }

    @Test
    void everyClaimHasAVerdictFromTheListAndASource() throws Exception {
        JsonNode claims = judge(DATASETS + "," + STREAMS);
        assertEquals(Claims.ALL.size(), claims.path("entries").size());
        for (JsonNode e : claims.path("entries")) {
            assertTrue(ClaimCheck.VERDICTS.contains(e.path("verdict").asText()), e.toString());
            assertFalse(e.path("quote").asText().isEmpty());
            assertTrue(List.of(Claims.LATENCY, Claims.YAML, Claims.RION, Claims.DELTA, Claims.COMPRESSORS).contains(e.path("source").asText()));
        }
        assertTrue(claims.path("rule").asText().contains("wholly beyond"));
    }
}
