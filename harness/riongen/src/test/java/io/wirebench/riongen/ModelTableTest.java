package io.wirebench.riongen;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

class ModelTableTest {

    @Test
    void theShippedTableHoldsTheElevenRionModelsInOrder() {
        List<RionModel> models = ModelTable.load();
        assertEquals(List.of("BOOLEAN1", "LONG1", "FLOAT1", "DOUBLE1", "STRING1",
                "BOOLEAN10", "LONG10", "FLOAT10", "DOUBLE10", "STRING10", "MIXED"),
                models.stream().map(RionModel::constant).toList());
        RionModel long10 = models.get(6);
        assertEquals("Pojo10Long", long10.className());
        assertEquals(10, long10.fieldCount());
        assertEquals("rion.long10", long10.id());
        assertEquals("ten long fields", long10.description());
        assertEquals(List.of("boolean", "long", "float", "double", "String"), models.get(10).types());
        assertEquals("fields of types boolean, long, float, double, String", models.get(10).description());
        assertEquals("one String field", models.get(4).description());
    }

    @Test
    void oneTypeServesEveryFieldAndAListNamesEach() {
        List<RionModel> models = ModelTable.parse("## comment\n\nA3  Pojo3A  3  long\nB2 Pojo2B 2 float,String\n", "t");
        assertEquals(List.of("long", "long", "long"), models.get(0).types());
        assertEquals(List.of("float", "String"), models.get(1).types());
    }

    @Test
    void badLinesAreRefusedWithTheirPlace() {
        assertError("t:1: expected 'CONSTANT BeanClass fieldCount type'", "A Pojo 1\n");
        assertError("t:2: field count 'x' is not a number", "## c\nA Pojo x long\n");
        assertError("t:1: field count must be at least 1", "A Pojo 0 long\n");
        assertError("t:1: 3 fields but 2 types", "A Pojo 3 long,long\n");
        assertError("t:1: A: unknown field type 'int'", "A Pojo 1 int\n");
        assertError("t:1: model constant 'a' is not an upper-case Java identifier", "a Pojo 1 long\n");
        assertError("t:2: constant A or class Q is listed twice", "A Pojo 1 long\nA Q 1 long\n");
        assertError("t:2: constant B or class Pojo is listed twice", "A Pojo 1 long\nB Pojo 1 long\n");
        assertError("t: no models", "## nothing\n");
    }

    private static void assertError(String start, String table) {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> ModelTable.parse(table, "t"));
        assertTrue(e.getMessage().startsWith(start), e.getMessage());
    }
}
