package io.wirebench.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.node.ObjectNode;
import io.wirebench.results.ResultFiles;
import java.util.List;
import org.junit.jupiter.api.Test;

class FloorCheckTest {
    private static ObjectNode row(String contender, double median, double low, double high, Double xFloorLow, Double xFloorHigh) {
        ObjectNode row = ResultFiles.MAPPER.createObjectNode().put("contender", contender);
        ObjectNode cell = row.putObject("roundTrip").put("median", median).put("medianLow", low).put("medianHigh", high);
        if (xFloorHigh != null) {
            cell.put("xFloorBasis", "rounds").put("xFloorLow", xFloorLow).put("xFloorHigh", xFloorHigh);
        }
        return row;
    }

    @Test
    void aContenderWhoseRoundRatioLiesWhollyBelowOneIsSaidToBeatTheFloor() {
        ObjectNode floor = row(CaseSummary.FLOOR, 60, 58, 63, null, null);
        ObjectNode fory = row("fory", 55, 50, 61, 0.88, 0.97);  // medians overlap, but every round the floor lost
        ObjectNode close = row("sbe", 59, 57, 64, 0.95, 1.04); // a round where it lost: not beaten
        FloorCheck.mark(List.of(floor, fory, close), List.of("roundTrip"));
        assertTrue(fory.path("roundTrip").path("beatsFloor").asBoolean());
        assertFalse(close.path("roundTrip").has("beatsFloor"));
        assertEquals("[\"fory\"]", floor.path("roundTrip").path("beatenBy").toString());
    }

    @Test
    void withoutRoundsTheMedianIntervalsMustNotOverlap() {
        ObjectNode floor = row(CaseSummary.FLOOR, 60, 58, 63, null, null);
        ObjectNode overlapping = row("a", 57, 55, 59, null, null);
        ObjectNode clear = row("b", 40, 38, 45, null, null);
        FloorCheck.mark(List.of(floor, overlapping, clear), List.of("roundTrip"));
        assertFalse(overlapping.path("roundTrip").has("beatsFloor"));
        assertTrue(clear.path("roundTrip").path("beatsFloor").asBoolean());
    }
}
