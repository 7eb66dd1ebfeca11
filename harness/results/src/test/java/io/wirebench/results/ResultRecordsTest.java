package io.wirebench.results;

import static io.wirebench.results.RecordFileChecks.REPOSITORY;
import static io.wirebench.results.RecordFileChecks.assertValid;
import static io.wirebench.results.RecordFileChecks.schema;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.networknt.schema.Schema;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The records read every committed run, and what they write back follows results/schema: the
 * schema, the records and the files are one format, checked here rather than trusted.
 */
class ResultRecordsTest {
    @TempDir
    Path tmp;

    private static List<Path> committedRuns(int version) throws IOException {
        try (Stream<Path> dirs = Files.list(REPOSITORY.resolve("results"))) {
            return dirs.filter(d -> Files.isRegularFile(d.resolve("manifest.json"))).filter(d -> {
                try {
                    return ResultFiles.MAPPER.readTree(d.resolve("manifest.json").toFile()).path("formatVersion").asInt() == version;
                } catch (IOException e) {
                    throw new java.io.UncheckedIOException(e);
                }
            }).sorted().toList();
        }
    }

    @Test
    void everyCommittedVersion2RunReadsAndWritesBackValid() throws IOException {
        List<Path> runs = committedRuns(2);
        assertFalse(runs.isEmpty(), "results/ holds at least one format version 2 run");
        Schema manifestSchema = schema("manifest.schema.json");
        Schema sizesSchema = schema("sizes.schema.json");
        Schema jmhSchema = schema("jmh-result.schema.json");
        Schema openLoopSchema = schema("openloop.schema.json");
        for (Path run : runs) {
            Manifest m = ResultFiles.readManifest(run.resolve("manifest.json"));
            assertEquals(run.getFileName().toString(), m.runId());
            assertFalse(m.contenders().isEmpty());
            assertValid(manifestSchema, ResultFiles.MAPPER.writeValueAsString(m), run + " manifest written back");
            Sizes sizes = ResultFiles.readSizes(run.resolve("sizes.json"));
            assertValid(sizesSchema, ResultFiles.MAPPER.writeValueAsString(sizes), run + " sizes written back");
            try (Stream<Path> files = Files.walk(run.resolve("jmh"))) {
                for (Path f : files.filter(p -> p.toString().endsWith(".json") && !p.toString().endsWith(".forks.json")).limit(20).toList()) {
                    List<JmhResult> results = ResultFiles.readJmh(f);
                    assertValid(jmhSchema, ResultFiles.MAPPER.writeValueAsString(results), f + " written back");
                    assertFalse(results.get(0).primaryMetric().perForkScores().isEmpty(), f + " has raw data");
                }
            }
            // written by runs since issue 26, and by describe for the publish run measured before it
            Path descriptions = run.resolve(DescriptionsFile.FILE);
            if (Files.isRegularFile(descriptions)) {
                DescriptionsFile d = ResultFiles.readDescriptions(descriptions);
                assertEquals(m.contenders().size(), d.contenders().size(), descriptions + ": every contender of the run described");
                assertValid(schema("descriptions.schema.json"), Files.readString(descriptions), descriptions.toString());
                assertValid(schema("descriptions.schema.json"), ResultFiles.MAPPER.writeValueAsString(d), descriptions + " written back");
            }
            Path openLoop = run.resolve("openloop");
            if (Files.isDirectory(openLoop)) {
                try (Stream<Path> files = Files.walk(openLoop)) {
                    for (Path f : files.filter(p -> p.toString().endsWith(".json")).limit(5).toList()) {
                        OpenLoopFile o = ResultFiles.readOpenLoop(f);
                        assertValid(openLoopSchema, ResultFiles.MAPPER.writeValueAsString(o), f + " written back");
                    }
                }
            }
        }
    }

    @Test
    void aVersion1RunStillReads() throws IOException {
        for (Path run : committedRuns(1)) {
            Manifest m = ResultFiles.readManifest(run.resolve("manifest.json"));
            assertEquals("complete", m.statusOrComplete());
            assertEquals(new Manifest.Shard(1, 1), m.shardOrWhole());
        }
    }

    @Test
    void aHollowManifestIsRefusedNamingFileAndField() throws IOException {
        Path f = tmp.resolve("manifest.json");
        Files.writeString(f, "{\"formatVersion\": 2}");
        ResultFormatException e = assertThrows(ResultFormatException.class, () -> ResultFiles.readManifest(f));
        assertTrue(e.getMessage().startsWith(f.toString()), e.getMessage());
        assertTrue(e.getMessage().contains("is required and missing"), e.getMessage());
        assertTrue(e.getMessage().matches("(?s).*field '(runId|startedAt|profile|source|machine|jvm|contenders|datasets|unsupported|failures)'.*"),
                e.getMessage());
    }

    @Test
    void aWrongTypedFieldIsRefusedByItsPath() throws IOException {
        Path run = committedRuns(2).get(0);
        String good = Files.readString(run.resolve("manifest.json"));
        Path f = tmp.resolve("manifest.json");
        RecordFileChecks.assertRefused(f, good.replaceFirst("\"logicalCpus\" : (\\d+)", "\"logicalCpus\" : \"$1\""), ResultFiles::readManifest,
                f + ": field 'machine.logicalCpus' has the wrong type: expected a whole number");
        RecordFileChecks.assertRefused(f, good.replaceFirst("\"runId\" : \"[^\"]*\"", "\"runId\" : 17"), ResultFiles::readManifest,
                "field 'runId' has the wrong type: expected a string");
        RecordFileChecks.assertRefused(f, good.replaceFirst("\"id\" : \"jackson-databind\"", "\"name\" : \"jackson-databind\""),
                ResultFiles::readManifest, "field 'contenders[0].id' is required and missing");
    }

    @Test
    void sizesWithAWrongTypeOrUnknownVersionAreRefused() throws IOException {
        Path f = tmp.resolve("sizes.json");
        RecordFileChecks.assertRefused(f, "{\"formatVersion\": 2, \"sizes\": [{\"contender\": \"x\", \"dataset\": \"order\", \"bytes\": \"28\","
                + " \"gzipBytes\": 40}]}", ResultFiles::readSizes, "field 'sizes[0].bytes' has the wrong type");
        RecordFileChecks.assertRefused(f, "{\"formatVersion\": 3, \"sizes\": []}", ResultFiles::readSizes, "format version 3");
    }

    @Test
    void payloadAndFramedSizesAreOptionalAndKept() throws IOException {
        Path f = tmp.resolve("sizes.json");
        Files.writeString(f, "{\"formatVersion\": 2, \"sizes\": [{\"contender\": \"x\", \"dataset\": \"order\", \"bytes\": 30, \"gzipBytes\": 40,"
                + " \"payloadBytes\": 28, \"framedBytes\": 30}, {\"contender\": \"y\", \"dataset\": \"order\", \"bytes\": 9, \"gzipBytes\": 20}]}");
        Sizes s = ResultFiles.readSizes(f);
        assertEquals(28, s.sizes().get(0).payloadBytes());
        assertEquals(null, s.sizes().get(1).framedBytes());
        assertValid(schema("sizes.schema.json"), ResultFiles.MAPPER.writeValueAsString(s), "sizes with payload and framed bytes");
    }

    @Test
    void acceptedChangesFollowTheirSchema() throws IOException {
        Path committed = REPOSITORY.resolve("results").resolve("accepted-changes.json");
        AcceptedChanges a = AcceptedChanges.read(committed);
        assertValid(schema("accepted-changes.schema.json"), Files.readString(committed), "committed accepted-changes.json");
        AcceptedChanges one = new AcceptedChanges(1, List.of(new AcceptedChanges.Accepted("x/order/roundTrip/avgt", null, "*", "r1", "on purpose")));
        assertValid(schema("accepted-changes.schema.json"), ResultFiles.MAPPER.writeValueAsString(one), "written");
        assertEquals(1, a.formatVersion());
        Path f = tmp.resolve("accepted-changes.json");
        RecordFileChecks.assertRefused(f, "{\"formatVersion\": 1, \"accepted\": [{\"case\": \"x\", \"run\": \"r\"}]}", AcceptedChanges::read,
                "field 'accepted[0].reason' is required and missing");
    }

    @Test
    void sampleTimePercentilesArePerForkAndOnlyWhereBacked() throws IOException {
        // Two forks of SampleTime: fork 1 has 100 samples of 10 ns and 1 of 500; fork 2 has 101 of 20 ns.
        Path f = tmp.resolve("s.json");
        Files.writeString(f, """
                [{"benchmark": "x.CodecBenchmark.roundTrip", "mode": "sample", "params": {"contender": "a", "dataset": "order"},
                  "primaryMetric": {"score": 15, "scoreError": 1, "scoreUnit": "ns/op",
                    "rawDataHistogram": [[[[10.0, 60], [500.0, 1]], [[10.0, 40]]], [[[20.0, 101]]]]}}]
                """);
        JmhResult.Metric m = ResultFiles.readJmh(f).get(0).primaryMetric();
        assertEquals(202, m.samples());
        assertEquals(List.of(10.0, 20.0), m.perForkPercentile(99.0, 100));
        assertEquals(List.of(500.0, 20.0), m.perForkPercentile(100.0, 1));
        assertEquals(List.of(), m.perForkPercentile(99.9, 1000), "p99.9 needs 1,000 samples a fork here");
        assertEquals(2, m.perForkScores().size());
    }

    @Test
    void perForkScoresAreTheMeanOfEachForksIterations() throws IOException {
        Path f = tmp.resolve("r.json");
        Files.writeString(f, """
                [{"benchmark": "x.CodecBenchmark.encode", "mode": "avgt", "params": {"contender": "a", "dataset": "order"},
                  "primaryMetric": {"score": 2.5, "scoreError": "NaN", "scoreUnit": "ns/op", "rawData": [[1.0, 2.0, 3.0], [3.0, 3.0]]}}]
                """);
        JmhResult r = ResultFiles.readJmh(f).get(0);
        assertEquals(List.of(2.0, 3.0), r.primaryMetric().perForkScores());
        assertTrue(Double.isNaN(r.primaryMetric().error()));
        assertEquals("encode", r.operation());
    }

    static final String FORKS = """
            {"formatVersion": 1, "seed": 42, "rounds": 2, "forks": [
              {"round": 1, "position": 17, "roundSize": 300, "startedAt": "2026-11-25T01:02:03Z", "mode": "avgt", "unit": "ns/op",
               "iterations": [90.0, 70.0, 58.0, 57.0, 57.5], "steadyFrom": 2, "settled": true,
               "trend": {"test": "mann-kendall", "p": 0.41, "slopePerIteration": -0.02, "relativeDrift": 0.004},
               "warmupMillis": 1600, "score": 57.5, "allocBytesPerOp": 56.0,
               "host": {"stealPercent": 0.1, "otherCpusBusyPercent": 3.2, "involuntaryContextSwitches": 12, "gcMillis": 0,
                        "safepointMillis": 0.4, "hiccupP99Millis": 0.3, "hiccupMaxMillis": 1.2}, "rerun": false,
               "watchedMillis": 1000},
              {"round": 2, "mode": "avgt", "unit": "ns/op", "iterations": [80.0, 70.0, 60.0], "steadyFrom": null, "settled": false,
               "score": 70.0, "host": {}}]}
            """;

    @Test
    void aForksFileReadsAndWritesBackValid() throws IOException {
        Path f = tmp.resolve("roundTrip.forks.json");
        Files.writeString(f, FORKS);
        assertValid(schema("forks.schema.json"), FORKS, "the example");
        ForksFile forks = ResultFiles.readForks(f);
        assertEquals(2, forks.forks().size());
        assertFalse(forks.forks().get(0).unsettled());
        assertTrue(forks.forks().get(1).unsettled());
        assertEquals(null, forks.forks().get(1).steadyFrom());
        assertEquals(12L, forks.forks().get(0).host().involuntaryContextSwitches());
        assertEquals(1000L, forks.forks().get(0).watchedMillis());
        assertValid(schema("forks.schema.json"), ResultFiles.MAPPER.writeValueAsString(forks), "written back");
    }

    @Test
    void aForksFileOfAnotherVersionOrWithoutAScoreIsRefusedByName() throws IOException {
        Path f = tmp.resolve("x.forks.json");
        Files.writeString(f, FORKS.replace("\"formatVersion\": 1", "\"formatVersion\": 7"));
        ResultFormatException e = assertThrows(ResultFormatException.class, () -> ResultFiles.readForks(f));
        assertTrue(e.getMessage().contains("forks file format version 7"), e.getMessage());
        Files.writeString(f, FORKS.replace("\"score\": 70.0, ", ""));
        e = assertThrows(ResultFormatException.class, () -> ResultFiles.readForks(f));
        assertTrue(e.getMessage().contains("forks[1].score"), e.getMessage());
    }
}
