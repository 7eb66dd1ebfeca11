package io.wirebench.wire;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.wirebench.wire.binary.BinaryYamlDump;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** Schema-less trees through the self-describing renderings. */
class WireTreeTest {
    private static final List<Renderings> KEYED = List.of(Renderings.BINARY_NAMED, Renderings.BINARY_NUMBERED,
            Renderings.BINARY_FIXED_NAMED, Renderings.BINARY_FIXED_NUMBERED);

    private static Object roundTrip(Renderings r, Object root) {
        return r.read(r.write(root, (t, out) -> WireTree.writeRoot(t, out)), null, (x, in) -> WireTree.readRoot(in));
    }

    @Test
    void aTreeOfEveryKindOfNodeRoundTrips() {
        Map<String, Object> root = new LinkedHashMap<>();
        root.put("id", 1234567890123L);
        root.put("name", "wirebench \u00e9t\u00e9 \u6771\u4eac");
        root.put("active", true);
        root.put("ratio", 0.25);
        root.put("nothing", null);
        root.put("min", Long.MIN_VALUE);
        root.put("list", new ArrayList<>(List.of("a", 1L, List.of(), Map.of())));
        Map<String, Object> nested = new LinkedHashMap<>();
        nested.put("deeper", new LinkedHashMap<>(Map.of("x", 1.5)));
        root.put("nested", nested);
        for (Renderings r : KEYED) {
            assertEquals(root, roundTrip(r, root), r.name());
        }
        assertEquals("""
                --- #binary
                id: 1234567890123
                name: wirebench \u00e9t\u00e9 \u6771\u4eac
                active: true
                ratio: 0.25
                nothing: null
                min: -9223372036854775808
                list:
                  - a
                  - 1
                  - [ ]
                  - { }
                nested:
                  deeper:
                    x: 1.5
                """, BinaryYamlDump.dump(Renderings.BINARY_NUMBERED.write(root, (t, out) -> WireTree.writeRoot(t, out))));
    }

    @Test
    void aRootThatIsNotAMapIsOneValue() {
        assertEquals(List.of(1L, 2L), roundTrip(Renderings.BINARY_NAMED, List.of(1L, 2L)));
        assertEquals("just text", roundTrip(Renderings.BINARY_NAMED, "just text"));
        assertEquals(Map.of(), roundTrip(Renderings.BINARY_NAMED, Map.of()));
        assertArrayEquals(new byte[] {1, 2}, (byte[]) roundTrip(Renderings.BINARY_NAMED, new byte[] {1, 2}));
    }

    @Test
    void wholeDoublesComeBackAsTheirValue() {
        // Compact numbers send 2.0 as the integer 2: the value is kept, not the Java type.
        assertEquals(2L, roundTrip(Renderings.BINARY_NAMED, 2.0));
        assertEquals(2.0, roundTrip(Renderings.BINARY_FIXED_NAMED, 2.0));
    }

    @Test
    void refusesWhatATreeCannotHold() {
        assertThrows(IllegalArgumentException.class, () -> Renderings.BINARY_NAMED.write(new Object(), (t, out) -> WireTree.writeRoot(t, out)));
        assertThrows(IllegalArgumentException.class, () -> Renderings.BINARY_NAMED.write(Map.of(1, 2), (t, out) -> WireTree.writeRoot(t, out)));
    }

    /** A random tree up to {@code depth} levels: scalars (doubles with a fraction, as a tree keeps whole numbers as longs), lists and maps. */
    private static Object tree(RandomInputs in, int depth) {
        int kind = in.intBetween(0, depth == 0 ? 4 : 6);
        return switch (kind) {
            case 0 -> in.anyLong();
            case 1 -> in.anyString(40);
            case 2 -> in.bool();
            case 3 -> {
                double d = in.anyDouble();
                yield Double.isNaN(d) || d == Math.rint(d) ? 0.5 : d;
            }
            case 4 -> null;
            case 5 -> new ArrayList<>(in.listOf(5, () -> tree(in, depth - 1)));
            default -> new LinkedHashMap<>(in.mapOf(5, 12, () -> tree(in, depth - 1)));
        };
    }

    @Test
    void anyTreeRoundTripsThroughEveryKeyedStyle() {
        RandomInputs.forAll(200, in -> {
            Map<String, Object> root = new LinkedHashMap<>();
            root.put("tree", tree(in, 4));
            for (Renderings r : KEYED) {
                assertEquals(root, roundTrip(r, root), r.name());
            }
        });
    }
}
