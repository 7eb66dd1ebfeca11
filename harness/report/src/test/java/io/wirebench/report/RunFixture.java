package io.wirebench.report;

import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.wirebench.results.ResultFormatException;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

/** Writes small, hand-checked result runs for the reader and export tests. */
final class RunFixture {
    private RunFixture() {
    }

    static Path write(Path root, String runId) throws IOException {
        Path dir = root.resolve(runId);
        Files.createDirectories(dir.resolve("jmh"));
        Files.writeString(dir.resolve("manifest.json"), """
                {"formatVersion": 1, "runId": "%s", "startedAt": "2026-11-22T00:00:00Z",
                 "profile": {"name": "quick", "forks": 1},
                 "source": {"commit": "abc", "dirty": false},
                 "machine": {"cpuModel": "Test CPU", "logicalCpus": 2},
                 "jvm": {"vendor": "Test", "version": "17"},
                 "forkJvmArgs": ["-Xmx1g"],
                 "contenders": [
                   {"id": "fast", "displayName": "Fast codec", "format": "BINARY"},
                   {"id": "slow", "displayName": "Slow codec", "format": "TEXT"},
                   {"id": "partial", "displayName": "Partial codec", "format": "BINARY"},
                   {"id": "broken", "displayName": "Broken codec", "format": "BINARY"}],
                 "datasets": [{"id": "order", "model": "order", "description": "The Order"}],
                 "unsupported": [{"contender": "partial", "dataset": "order", "reason": "no mapping for Order"}],
                 "failures": [{"contender": "broken", "dataset": "order", "stage": "conformance", "error": "decode gave back a different Order\\nstack"}]}
                """.formatted(runId));
        Files.writeString(dir.resolve("sizes.json"), """
                {"formatVersion": 1, "sizes": [
                  {"contender": "fast", "dataset": "order", "samples": 1, "payloadBytes": 24, "framedBytes": 28, "frameBytes": 4,
                   "bytes": 28, "gzipBytes": 48},
                  {"contender": "slow", "dataset": "order", "bytes": 100, "gzipBytes": 106}]}
                """);
        Files.writeString(dir.resolve("jmh").resolve("fast.json"), """
                [{"benchmark": "io.wirebench.bench.CodecBenchmark.roundTrip", "mode": "avgt",
                  "params": {"contender": "fast", "dataset": "order"},
                  "primaryMetric": {"score": 40.0, "scoreError": 2.5, "scoreUnit": "ns/op"},
                  "secondaryMetrics": {"gc.alloc.rate.norm": {"score": 0.01, "scoreUnit": "B/op"}}}]
                """);
        Files.writeString(dir.resolve("jmh").resolve("slow.json"), """
                [{"benchmark": "io.wirebench.bench.CodecBenchmark.roundTrip", "mode": "avgt",
                  "params": {"contender": "slow", "dataset": "order"},
                  "primaryMetric": {"score": 1.5, "scoreError": "NaN", "scoreUnit": "us/op"},
                  "secondaryMetrics": {"\u00b7gc.alloc.rate.norm": {"score": 1792.0, "scoreUnit": "B/op"}}}]
                """);
        return dir;
    }

    /** Writes the fixture run {@code runId} with {@code content} as its {@code file}, and fails unless reading it is refused naming every fragment. */
    static void assertRefusedWith(Path root, String runId, String file, String content, String... fragments) throws IOException {
        Path run = write(root, runId);
        Files.writeString(run.resolve(file), content);
        assertReadRefused(run, fragments);
    }

    /** Fails unless reading the run in {@code run} is refused with a message holding every one of {@code fragments}. */
    static void assertReadRefused(Path run, String... fragments) {
        ResultFormatException e = assertThrows(ResultFormatException.class, () -> RunReader.read(run));
        for (String fragment : fragments) {
            assertTrue(e.getMessage().contains(fragment), () -> "no '" + fragment + "' in: " + e.getMessage());
        }
    }
}
