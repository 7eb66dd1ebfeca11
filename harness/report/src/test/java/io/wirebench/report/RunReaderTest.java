package io.wirebench.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.wirebench.results.ResultFormatException;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class RunReaderTest {
    @TempDir
    Path results;

    @Test
    void readsSizesAndMeasurementsOfARun() throws IOException {
        Run run = RunReader.read(RunFixture.write(results, "20261122T000000Z-quick"));
        assertEquals("20261122T000000Z-quick", run.id());
        assertEquals(2, run.sizes().size());
        assertEquals(2, run.measurements().size());
        Measurement fast = run.measurements().stream().filter(m -> m.contender().equals("fast")).findFirst().orElseThrow();
        assertEquals("roundTrip", fast.operation());
        assertEquals(40.0, fast.score());
        assertEquals(2.5, fast.scoreError());
    }

    @Test
    void readsAllocationUnderTheOldAndTheNewProfilerKey() throws IOException {
        Run run = RunReader.read(RunFixture.write(results, "r"));
        List<Measurement> byContender = run.measurements().stream().sorted(Comparator.comparing(Measurement::contender)).toList();
        assertEquals(0.01, byContender.get(0).allocBytesPerOp());
        assertEquals(1792.0, byContender.get(1).allocBytesPerOp());
    }

    @Test
    void readsJmhNaNErrorAsNotANumber() throws IOException {
        Run run = RunReader.read(RunFixture.write(results, "r"));
        Measurement slow = run.measurements().stream().filter(m -> m.contender().equals("slow")).findFirst().orElseThrow();
        assertTrue(Double.isNaN(slow.scoreError()));
    }

    @Test
    void refusesAFormatVersionItDoesNotKnow() throws IOException {
        Path run = RunFixture.write(results, "r");
        Path manifest = run.resolve("manifest.json");
        Files.writeString(manifest, Files.readString(manifest).replace("\"formatVersion\": 1", "\"formatVersion\": 3"));
        RunFixture.assertReadRefused(run, "format version 3", "manifest.json");
    }

    @Test
    void refusesACorruptFileNamingIt() throws IOException {
        RunFixture.assertRefusedWith(results, "r", "jmh/slow.json", "[{\"benchmark\": \"x\", ", "slow.json", "corrupt");
    }

    @Test
    void saysAnInterruptedRunIsIncomplete() throws IOException {
        Path run = RunFixture.write(results, "r");
        Files.delete(run.resolve("sizes.json"));
        RunFixture.assertReadRefused(run, "sizes.json is missing");
    }

    @Test
    void latestIsTheNewestRunByStartTime() throws IOException {
        RunFixture.write(results, "20261121T235959Z-full");
        RunFixture.write(results, "20261122T010000Z-quick");
        Files.createDirectories(results.resolve("zzz-not-a-run"));
        assertEquals("20261122T010000Z-quick", RunReader.latest(results).getFileName().toString());
    }

    @Test
    void latestSaysHowToMakeARunWhenThereIsNone() {
        ResultFormatException e = assertThrows(ResultFormatException.class, () -> RunReader.latest(results));
        assertTrue(e.getMessage().contains("make quick"), e.getMessage());
    }
}
