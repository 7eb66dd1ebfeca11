package io.wirebench.wire.text;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;

import io.wirebench.wire.ValueIn;
import io.wirebench.wire.WireKey;
import io.wirebench.wire.WireReader;
import org.junit.jupiter.api.Test;

/**
 * Issue 26: a nested object whose reader asks last for a field that is not there, while a field it
 * never asked for follows, must still close: the unread field is passed over and reading goes on
 * after the object. The absent state of the last field must not make the close pass over nothing
 * (it did, and then took the unread field's value for a key).
 */
class AbsentFieldClosingTest {
    private static final WireKey OUTER = WireKey.of("outer", 1);
    private static final WireKey A = WireKey.of("a", 2);
    private static final WireKey ZZ = WireKey.of("zz", 3);
    private static final WireKey AFTER = WireKey.of("after", 4);

    /** {a, whether zz was there (1) or not (0), zz, after}. */
    private static final WireReader<long[]> INNER = (r, in) -> {
        r[0] = in.read(A).int64();
        ValueIn zz = in.read(ZZ);
        r[1] = zz.isPresent() ? 1 : 0;
        r[2] = zz.int64();
        return r;
    };

    private static final WireReader<long[]> OUTER_READER = (reuse, in) -> {
        long[] r = new long[4];
        in.read(OUTER).object(r, INNER);
        r[3] = in.read(AFTER).int64();
        return r;
    };

    private static final long[] EXPECTED = {1, 0, 0, 7};

    private static void assertReads(TextRenderings rendering, String text) {
        assertArrayEquals(EXPECTED, rendering.readText(text, null, OUTER_READER), () -> rendering + " reading\n" + text);
    }

    @Test
    void yamlBlockMapping() {
        assertReads(TextRenderings.YAML, "outer:\n  a: 1\n  extra: 2\nafter: 7\n");
        assertReads(TextRenderings.YAML_8BIT, "outer:\n  a: 1\n  extra: 2\nafter: 7\n");
        // More than one unread field, one of them a collection.
        assertReads(TextRenderings.YAML, "outer:\n  a: 1\n  extra: 2\n  more:\n    - x\n    - {y: 3}\n  last: z\nafter: 7\n");
    }

    @Test
    void yamlFlowMapping() {
        assertReads(TextRenderings.YAML, "outer: {a: 1, extra: 2}\nafter: 7\n");
        assertReads(TextRenderings.YAML, "{outer: {a: 1, extra: 2, more: [1, {b: 2}]}, after: 7}");
    }

    @Test
    void json() {
        assertReads(TextRenderings.JSON, "{\"outer\":{\"a\":1,\"extra\":2},\"after\":7}");
        assertReads(TextRenderings.JSON_8BIT, "{\"outer\":{\"a\":1,\"extra\":2},\"after\":7}");
        assertReads(TextRenderings.JSON, "{\"outer\": {\"a\": 1, \"extra\": {\"b\": [1, 2]}, \"last\": \"z\"}, \"after\": 7}");
    }

    @Test
    void aPresentLastFieldStillReads() {
        // The control: the same shape with zz there, before and after the unread field.
        long[] expected = {1, 1, 5, 7};
        assertArrayEquals(expected, TextRenderings.YAML.readText("outer:\n  a: 1\n  zz: 5\n  extra: 2\nafter: 7\n", null, OUTER_READER));
        assertArrayEquals(expected, TextRenderings.YAML.readText("outer: {a: 1, extra: 2, zz: 5}\nafter: 7\n", null, OUTER_READER));
        assertArrayEquals(expected, TextRenderings.JSON.readText("{\"outer\":{\"extra\":2,\"a\":1,\"zz\":5},\"after\":7}", null, OUTER_READER));
    }
}
