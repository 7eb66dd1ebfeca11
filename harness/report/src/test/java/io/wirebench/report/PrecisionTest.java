package io.wirebench.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class PrecisionTest {
    @TempDir
    Path results;

    @Test
    void widthsUnsettledCasesAndWhoBeatsTheFloorPerDataSetAndOperation() {
        SyntheticRun synthetic = new SyntheticRun("2026p").drift(1.0, 1.02, 0.98, 1.01, 1.0)
                .rounds(CaseSummary.FLOOR, "roundTrip", 50, 0.005, 0, 1)
                .rounds("fast", "roundTrip", 40, 0.005, 0, 2) // 20 % under the floor in every round
                .rounds("wide", "roundTrip", 100, 0.30, 0, 3)
                .rounds("moving", "roundTrip", 70, 0.01, 5, 4) // no fork settled
                .sized("fast", "wide", "moving", CaseSummary.FLOOR);
        Run run = RunReader.read(synthetic.write(results));
        List<Precision.Row> rows = Precision.rows(run);
        assertEquals(1, rows.size(), rows.toString());
        Precision.Row r = rows.get(0);
        assertEquals("roundTrip", r.operation());
        assertEquals(3, r.cases(), "the unsettled case is not measured for width: " + r);
        assertEquals(List.of("moving"), r.unsettled());
        assertEquals(List.of("fast"), r.beatFloor());
        assertEquals("wide", r.widest());
        assertTrue(r.maxHalfWidth() > r.medianHalfWidth(), r.toString());
        assertEquals(20, r.forks());
        assertEquals(5, r.unsettledForks());
        String md = Precision.markdown(run, rows);
        assertTrue(md.contains("| `order` | roundTrip | 3 |"), md);
        assertTrue(md.contains("| moving | fast |"), md);
    }
}
