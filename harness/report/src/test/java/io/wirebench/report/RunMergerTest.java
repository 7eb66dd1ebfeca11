package io.wirebench.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import io.wirebench.results.DescriptionsFile;
import io.wirebench.results.ResultFiles;
import io.wirebench.results.ResultFormatException;
import io.wirebench.results.Sizes;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class RunMergerTest {
    @TempDir
    Path results;

    /** Shard i of 2: shard 1 measured "fast", shard 2 "slow"; both sized both. */
    private Path shard(int index, String commit, String cpu) throws IOException {
        Path dir = RunFixture.write(results, "base-shard" + index + "of2");
        Path manifest = dir.resolve("manifest.json");
        String m = Files.readString(manifest)
                .replace("\"formatVersion\": 1", "\"formatVersion\": 2, \"status\": \"complete\", \"shard\": {\"index\": " + index
                        + ", \"count\": 2}, \"cases\": {\"planned\": 1, \"measured\": 1, \"failed\": 0}")
                .replace("\"commit\": \"abc\"", "\"commit\": \"" + commit + "\"")
                .replace("\"cpuModel\": \"Test CPU\"", "\"cpuModel\": \"" + cpu + "\", \"hostname\": \"runner-" + index + "\"");
        Files.writeString(manifest, m);
        Files.delete(dir.resolve("jmh").resolve(index == 1 ? "slow.json" : "fast.json"));
        return dir;
    }

    @Test
    void shardsMergeIntoOneRunThatReadsLikeAnyOther() throws IOException {
        shard(1, "abc", "Test CPU");
        shard(2, "abc", "Test CPU");
        List<Path> shards = RunMerger.shardsOf(results, "base");
        assertEquals(2, shards.size());
        Path merged = RunMerger.merge(shards, results.resolve("base"), false, false);
        Run run = RunReader.read(merged);
        assertEquals("base", run.id());
        assertEquals(2, run.measurements().size());
        assertEquals(2, run.sizes().size());
        Sizes.Size fast = run.sizes().stream().filter(s -> s.contender().equals("fast")).findFirst().orElseThrow();
        assertEquals(24.0, fast.payloadBytes());
        assertEquals(28.0, fast.framedBytes());
        JsonNode m = io.wirebench.results.ResultFiles.MAPPER.valueToTree(run.manifest());
        assertEquals(2, m.path("shards").size());
        assertEquals("runner-2", m.path("shards").get(1).path("hostname").asText());
        assertEquals(2, m.path("cases").path("planned").asInt());
        assertEquals("complete", m.path("status").asText());
        assertEquals(4, m.path("contenders").size());
        // the merged run is the newest run to show; its shards are not runs of their own
        assertEquals("base", RunReader.latest(results).getFileName().toString());
        SiteExport.export(run);
    }

    @Test
    void refusesShardsFromDifferentCommitsOrMachinesSayingWhichFactDiffers() throws IOException {
        shard(1, "abc", "Test CPU");
        shard(2, "def", "Other CPU");
        ResultFormatException e = assertThrows(ResultFormatException.class,
                () -> RunMerger.merge(RunMerger.shardsOf(results, "base"), results.resolve("base"), false, false));
        assertTrue(e.getMessage().contains("shard 2/2") && e.getMessage().contains("commit is \"def\", not \"abc\"")
                && e.getMessage().contains("machine cpuModel is \"Other CPU\", not \"Test CPU\""), e.getMessage());
        assertTrue(e.getMessage().contains("--allow-mixed"), e.getMessage());

        Path merged = RunMerger.merge(RunMerger.shardsOf(results, "base"), results.resolve("base"), true, false);
        JsonNode mixed = io.wirebench.results.ResultFiles.MAPPER.valueToTree(RunReader.read(merged).manifest()).path("mixed");
        assertTrue(mixed.toString().contains("commit"), mixed.toString());
    }

    @Test
    void refusesAnIncompleteSetOfShards() throws IOException {
        shard(1, "abc", "Test CPU");
        ResultFormatException e = assertThrows(ResultFormatException.class,
                () -> RunMerger.merge(RunMerger.shardsOf(results, "base"), results.resolve("base"), false, false));
        assertTrue(e.getMessage().contains("shard(s) [2] of 2 are missing"), e.getMessage());
        JsonNode m = io.wirebench.results.ResultFiles.MAPPER.valueToTree(RunReader.read(RunMerger.merge(RunMerger.shardsOf(results, "base"), results.resolve("base"), false, true)).manifest());
        assertEquals("incomplete", m.path("status").asText());
    }

    @Test
    void theShardsDescriptionsMergeSampleFromTheShardThatKeptItAndABackfillStaysVisible() throws IOException {
        Path one = shard(1, "abc", "Test CPU");
        Path two = shard(2, "abc", "Test CPU");
        DescriptionsFile.Cell row = new DescriptionsFile.Cell("fast path it follows", "reused buffer");
        DescriptionsFile.Sample sample = new DescriptionsFile.Sample("samples/fast.order.bin", 2, "00000000 08 7B\n", "none", null, "binary");
        // shard 1 measured fast and kept its sample; shard 2 planned it too (its sizes) and described it without one
        ResultFiles.write(one.resolve(DescriptionsFile.FILE), new DescriptionsFile(1, "2026-11-22T01:00:00Z", "run", "order", List.of(
                new DescriptionsFile.Entry("fast", "Fast.", List.of(row), null, sample))));
        ResultFiles.write(two.resolve(DescriptionsFile.FILE), new DescriptionsFile(1, "2026-11-22T02:00:00Z", "describe", "order", List.of(
                new DescriptionsFile.Entry("fast", "Fast.", List.of(row), null, null),
                new DescriptionsFile.Entry("slow", null, null, null, null))));
        Path merged = RunMerger.merge(RunMerger.shardsOf(results, "base"), results.resolve("base"), false, false);
        DescriptionsFile d = ResultFiles.readDescriptions(merged.resolve(DescriptionsFile.FILE));
        assertEquals(List.of("fast", "slow"), d.contenders().stream().map(DescriptionsFile.Entry::contender).toList());
        assertEquals(sample, d.contenders().get(0).sample(), "the sample of the shard that kept it");
        assertEquals("2026-11-22T02:00:00Z", d.recordedAt(), "the latest shard's time");
        assertEquals("describe", d.recordedBy(), "one backfilled shard makes the whole file a backfill");
    }

    @Test
    void shardsThatDescribeAContenderDifferentlyAreRefused() throws IOException {
        Path one = shard(1, "abc", "Test CPU");
        Path two = shard(2, "abc", "Test CPU");
        ResultFiles.write(one.resolve(DescriptionsFile.FILE), new DescriptionsFile(1, "2026-11-22T01:00:00Z", "run", "order", List.of(
                new DescriptionsFile.Entry("fast", "Fast, as it was.", null, null, null))));
        ResultFiles.write(two.resolve(DescriptionsFile.FILE), new DescriptionsFile(1, "2026-11-22T02:00:00Z", "run", "order", List.of(
                new DescriptionsFile.Entry("fast", "Fast, rewritten.", null, null, null))));
        ResultFormatException e = assertThrows(ResultFormatException.class,
                () -> RunMerger.merge(RunMerger.shardsOf(results, "base"), results.resolve("base"), false, false));
        assertTrue(e.getMessage().contains("README text of fast") && e.getMessage().contains("base-shard2of2"), e.getMessage());
    }
}
