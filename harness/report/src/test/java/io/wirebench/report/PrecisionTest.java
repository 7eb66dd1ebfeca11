package io.wirebench.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.node.ObjectNode;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
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
        Precision.Report report = Precision.of(run);
        List<Precision.Row> rows = report.rows();
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
        String md = Precision.markdown(report);
        assertTrue(md.contains("| `order` | roundTrip | 3 |"), md);
        assertTrue(md.contains("| moving | fast |"), md);
        // the forks carry start times, so there is a correlation, and both outputs print the one figure computed
        double c = report.neighbourCorrelation();
        assertFalse(Double.isNaN(c), "a neighbour correlation of " + run.id());
        assertTrue(md.contains("Neighbour correlation (consecutive forks")
                && md.contains(String.format(Locale.ROOT, "in start order): %.2f.", c)), md);
        ObjectNode json = Precision.json(report);
        assertEquals(Math.round(c * 1000) / 1000.0, json.path("neighbourCorrelation").asDouble());
        assertEquals("2026p", json.path("run").asText());
        assertEquals(1, json.path("rows").size());
    }
}
