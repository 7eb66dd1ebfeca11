package io.wirebench.bench;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Random;
import org.junit.jupiter.api.Test;

class SteadyStateTest {

    @Test
    void aStrictlyRisingSeriesIsATrendByMannKendall() {
        double[] x = {1, 2, 3, 4, 5, 6, 7, 8, 9, 10};
        // S = 45, Var(S) = 10 * 9 * 25 / 18 = 125, z = 44 / sqrt(125) = 3.94: p = 8.2e-5
        assertEquals(8.2e-5, SteadyState.mannKendallP(x), 0.5e-5);
        assertEquals(1.0, SteadyState.theilSen(x), 1e-12);
    }

    @Test
    void aFlatSeriesHasNoTrendAndTiesAreCorrectedFor() {
        assertEquals(1.0, SteadyState.mannKendallP(new double[] {5, 5, 5, 5, 5}), 1e-12);
        SteadyState.Verdict v = SteadyState.detect(new double[] {5, 5, 5, 5, 5, 5});
        assertTrue(v.settled());
        assertEquals(0, v.steadyFrom());
    }

    @Test
    void aWarmUpStepIsCutOffEvenWhereRanksAloneMissIt() {
        // a fork seen on this VM: two iterations still compiling, then noise around 100 ns
        double[] fork = {980.2, 828.8, 111.9, 119.0, 88.5, 90.4, 86.3, 143.3, 95.1, 101.2};
        SteadyState.Verdict v = SteadyState.detect(fork);
        assertTrue(v.settled());
        assertEquals(2, v.steadyFrom(), v.toString());
    }

    @Test
    void aForkStillGettingFasterAtTheCapIsUnsettled() {
        double[] fork = new double[15];
        for (int i = 0; i < fork.length; i++) {
            fork[i] = 200 - 6 * i + (i % 2 == 0 ? 0.5 : -0.5); // 42 % slower at the start than at the end, every window falling
        }
        assertFalse(SteadyState.detect(fork).settled());
    }

    @Test
    void aDriftBelowOnePercentIsNotATrendHoweverSignificant() {
        double[] fork = new double[15];
        for (int i = 0; i < fork.length; i++) {
            fork[i] = 100 + 0.05 * i; // +0.7 % across the window, perfectly monotonic
        }
        SteadyState.Verdict v = SteadyState.detect(fork);
        assertEquals(0, v.steadyFrom());
    }

    @Test
    void steadyNoiseKeepsNearlyAllItsIterations() {
        Random random = new Random(42);
        int keptWhole = 0;
        int unsettled = 0;
        for (int run = 0; run < 500; run++) {
            double[] fork = new double[12];
            for (int i = 0; i < fork.length; i++) {
                fork[i] = 100 * (1 + 0.05 * random.nextGaussian());
            }
            SteadyState.Verdict v = SteadyState.detect(fork);
            if (!v.settled()) {
                unsettled++;
            } else if (v.steadyFrom() <= 1) {
                keptWhole++;
            }
        }
        // a false alarm costs an iteration or two; on pure noise a fork must practically never be called unsettled
        assertTrue(unsettled <= 5, "unsettled " + unsettled + " of 500");
        assertTrue(keptWhole >= 400, "kept whole " + keptWhole + " of 500");
    }
}
