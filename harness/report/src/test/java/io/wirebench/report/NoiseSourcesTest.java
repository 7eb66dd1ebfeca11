package io.wirebench.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class NoiseSourcesTest {
    @TempDir
    Path results;

    @Test
    void forkSpreadFarAboveIterationErrorWhenEachJvmSettlesAtItsOwnSpeed() {
        // forks spread 20 % (log-normal), iterations inside a fork 0.2 %: the width is the forks'
        Run run = RunReader.read(new SyntheticRun("2026n").drift(1, 1, 1, 1, 1, 1, 1, 1)
                .rounds("jvm-bound", "roundTrip", 100, 0.20, 0, 7).sized("jvm-bound").write(results));
        Measurement m = run.measurements().stream().filter(x -> x.contender().equals("jvm-bound")).findFirst().orElseThrow();
        double spread = NoiseSources.forkSpread(m);
        double iteration = NoiseSources.iterationError(m);
        assertTrue(spread > 0.08 && spread < 0.5, "spread " + spread);
        assertTrue(iteration < 0.003, "iteration error " + iteration);
        assertTrue(spread > 20 * iteration, spread + " vs " + iteration);
    }

    @Test
    void forksNeededGrowWithTheSquareOfTheSpread() {
        assertEquals(7, NoiseSources.forksFor5Percent(0.05)); // (1.96 * 1.2533)^2 = 6.03
        assertEquals(25, NoiseSources.forksFor5Percent(0.10));
        assertEquals(1, NoiseSources.forksFor5Percent(0.001));
        assertEquals(0, NoiseSources.forksFor5Percent(Double.NaN));
    }

    @Test
    void neighbourCorrelationSeesAHostThatChangesSpeedAndNotIndependentForks() {
        // every case slow in the same rounds: neighbours in time move together
        Run shared = RunReader.read(new SyntheticRun("2026s").drift(1.0, 1.0, 1.4, 1.4, 1.0, 1.0, 1.4, 1.4)
                .rounds("a", "roundTrip", 100, 0.001, 0, 1).rounds("b", "roundTrip", 50, 0.001, 0, 2)
                .rounds("c", "roundTrip", 70, 0.001, 0, 3).sized("a", "b", "c").write(results.resolve("s")));
        assertTrue(NoiseSources.neighbourCorrelation(shared.measurements()) > 0.5, "shared drift");
        assertEquals(-1.0, NoiseSources.correlation(new double[] {1, 2, 3}, new double[] {3, 2, 1}), 1e-12);
        assertEquals(1.0, NoiseSources.correlation(new double[] {1, 2, 3}, new double[] {2, 4, 6}), 1e-12);
        assertTrue(Double.isNaN(NoiseSources.correlation(new double[] {1, 1}, new double[] {2, 3})));
    }
}
