package io.wirebench.report;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.Collection;
import java.util.List;

/**
 * Says where the floor is not one. The floor ({@value CaseSummary#FLOOR}) is hand-written code for
 * exactly each model, the least work public JDK code can do; a library that reaches into the JDK's
 * internals (fory reads a String's own array) can still be faster. Where a contender is
 * significantly faster than the floor on an operation (with rounds: its within-round ratio's
 * interval lies wholly below 1; without: its median interval lies wholly below the floor's), the
 * floor's cell says {@code beatenBy: [...]} and the beating cell {@code beatsFloor: true}, so the
 * site shows it as measured rather than draw the floor as a limit no one passes.
 */
final class FloorCheck {
    private FloorCheck() {
    }

    static void mark(List<ObjectNode> rows, Collection<String> operations) {
        ObjectNode floorRow = rows.stream().filter(r -> r.path("contender").asText().equals(CaseSummary.FLOOR)).findFirst().orElse(null);
        if (floorRow == null) {
            return;
        }
        for (String op : operations) {
            JsonNode floor = floorRow.path(op);
            if (!floor.has("median")) {
                continue;
            }
            ArrayNode beatenBy = null;
            for (ObjectNode row : rows) {
                JsonNode cell = row.path(op);
                if (row == floorRow || !cell.has("median") || cell.path("unsettled").asBoolean(false) || !beats(cell, floor)) {
                    continue;
                }
                ((ObjectNode) cell).put("beatsFloor", true);
                if (beatenBy == null) {
                    beatenBy = ((ObjectNode) floor).putArray("beatenBy");
                }
                beatenBy.add(row.path("contender").asText());
            }
        }
    }

    static boolean beats(JsonNode cell, JsonNode floor) {
        if ("rounds".equals(cell.path("xFloorBasis").asText()) && cell.has("xFloorHigh")) {
            return cell.path("xFloorHigh").asDouble() < 1.0;
        }
        return cell.path("medianHigh").asDouble() < floor.path("medianLow").asDouble();
    }
}
