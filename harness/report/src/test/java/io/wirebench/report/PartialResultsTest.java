package io.wirebench.report;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.wirebench.results.ResultFormatException;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A result file that was cut short is reported by name; it is never left out of a read or a merge without a word. */
class PartialResultsTest {
    @TempDir
    Path results;

    @Test
    void aPartialJmhFileIsReportedNotSilentlySkipped() throws IOException {
        // JMH's output of an interrupted case, before the runner moved it into place
        RunFixture.assertRefusedWith(results, "r1", "jmh/medium.json.tmp", "[{\"benchmark\": \"io.wire", "medium.json.tmp", "partial");
    }

    @Test
    void anEmptyJmhResultIsReportedNotReadAsNothing() throws IOException {
        RunFixture.assertRefusedWith(results, "r2", "jmh/medium.json", "[]", "medium.json", "no result");
    }

    @Test
    void aShardWithAPartialFileIsNotMerged() throws IOException {
        for (int i = 1; i <= 2; i++) {
            Path dir = RunFixture.write(results, "base-shard" + i + "of2");
            Path manifest = dir.resolve("manifest.json");
            Files.writeString(manifest, Files.readString(manifest).replace("\"formatVersion\": 1", "\"formatVersion\": 2, \"status\": \"complete\","
                    + " \"shard\": {\"index\": " + i + ", \"count\": 2}, \"cases\": {\"planned\": 1, \"measured\": 1, \"failed\": 0}"));
            Files.delete(dir.resolve("jmh").resolve(i == 1 ? "slow.json" : "fast.json"));
        }
        Files.writeString(results.resolve("base-shard2of2/jmh/slow.json.tmp"), "[");
        List<Path> shards = RunMerger.shardsOf(results, "base");
        assertThrows(ResultFormatException.class, () -> RunMerger.merge(shards, results.resolve("base"), false, false));
        assertFalse(Files.exists(results.resolve("base")), "a merge of a partial shard was written");
    }
}
