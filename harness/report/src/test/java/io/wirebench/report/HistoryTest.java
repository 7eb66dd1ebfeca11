package io.wirebench.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.wirebench.results.AcceptedChanges;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class HistoryTest {
    @TempDir
    Path results;

    private static double[] series(int n, int shiftAt, double shift, long seed) {
        Random r = new Random(seed);
        double[] z = new double[n];
        for (int i = 0; i < n; i++) {
            z[i] = 100 * (1 + 0.02 * r.nextGaussian()) + (i >= shiftAt ? shift : 0);
        }
        return z;
    }

    private static final EDivisive DETECTOR = new EDivisive(3, 0.05, 199, 42);

    @Test
    void findsAPersistentShiftWhereItStarts() {
        List<EDivisive.ChangePoint> cps = DETECTOR.detect(series(20, 12, 10, 1));
        assertEquals(1, cps.size(), cps.toString());
        assertEquals(12, cps.get(0).index());
        assertTrue(cps.get(0).p() <= 0.05);
    }

    @Test
    void findsTwoShifts() {
        double[] z = series(30, 10, 10, 2);
        for (int i = 20; i < 30; i++) {
            z[i] -= 20;
        }
        List<Integer> at = DETECTOR.detect(z).stream().map(EDivisive.ChangePoint::index).toList();
        assertEquals(List.of(10, 20), at);
    }

    @Test
    void noiseAloneHasNoChangePoint() {
        int falseAlarms = 0;
        for (long seed = 0; seed < 20; seed++) {
            falseAlarms += DETECTOR.detect(series(20, 99, 0, seed)).size();
        }
        assertTrue(falseAlarms <= 2, falseAlarms + " false alarms in 20 noise series at p 0.05");
    }

    @Test
    void aShiftInTheLastTwoRunsIsNotCalledYet() {
        assertEquals(List.of(), DETECTOR.detect(series(15, 13, 30, 3)));
        assertEquals(1, DETECTOR.detect(series(15, 12, 30, 3)).size());
    }

    @Test
    void anAcceptedChangeMovesTheBaseline() {
        List<Run> runs = new ArrayList<>();
        double[] z = series(12, 6, 20, 4);
        for (int i = 0; i < z.length; i++) {
            String id = String.format("20%02d-run", 10 + i);
            runs.add(RunReader.read(new SyntheticRun(id).jmhCase("x", "roundTrip", "avgt", "ns/op", 3, 3, z[i], 0.001, 0.001, 0, 0, i)
                    .write(results)));
        }
        History.Series open = History.build(runs, new AcceptedChanges(1, List.of())).get(0);
        assertEquals(1, open.changes().size(), open.changes().toString());
        History.Change c = open.changes().get(0);
        assertEquals("2016-run", c.run());
        assertTrue(c.worse() && !c.accepted());
        assertEquals("2010-run", open.baselineFrom());
        assertTrue(open.baseline() < 110);

        AcceptedChanges ok = new AcceptedChanges(1, List.of(new AcceptedChanges.Accepted("x/order/roundTrip/avgt", "*", "*", "2016-run",
                "the fix costs 20 ns on purpose")));
        History.Series moved = History.build(runs, ok).get(0);
        assertTrue(moved.changes().get(0).accepted());
        assertEquals("2016-run", moved.baselineFrom());
        assertTrue(moved.baseline() > 110);
        assertEquals(List.of(), History.open(moved));
        assertTrue(History.markdown(List.of(open), runs.size()).contains("**regression**"));
    }
}
