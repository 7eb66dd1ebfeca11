package io.wirebench.wire.text;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.params.provider.Arguments.arguments;

import io.wirebench.wire.ValueIn;
import io.wirebench.wire.WireKey;
import io.wirebench.wire.WireReader;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

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

    /**
     * Every text closes the nested object with zz absent, an unread field after a: YAML block and flow mappings and
     * JSON, each in its own encoding too, and more than one unread field, collections among them.
     */
    static Stream<Arguments> zzAbsent() {
        return Stream.of(
                arguments(TextRenderings.YAML, "outer:\n  a: 1\n  extra: 2\nafter: 7\n"),
                arguments(TextRenderings.YAML_8BIT, "outer:\n  a: 1\n  extra: 2\nafter: 7\n"),
                arguments(TextRenderings.YAML, "outer:\n  a: 1\n  extra: 2\n  more:\n    - x\n    - {y: 3}\n  last: z\nafter: 7\n"),
                arguments(TextRenderings.YAML, "outer: {a: 1, extra: 2}\nafter: 7\n"),
                arguments(TextRenderings.YAML, "{outer: {a: 1, extra: 2, more: [1, {b: 2}]}, after: 7}"),
                arguments(TextRenderings.JSON, "{\"outer\":{\"a\":1,\"extra\":2},\"after\":7}"),
                arguments(TextRenderings.JSON_8BIT, "{\"outer\":{\"a\":1,\"extra\":2},\"after\":7}"),
                arguments(TextRenderings.JSON, "{\"outer\": {\"a\": 1, \"extra\": {\"b\": [1, 2]}, \"last\": \"z\"}, \"after\": 7}"));
    }

    /** The control: the same shape with zz there, before and after the unread field. */
    static Stream<Arguments> zzPresent() {
        return Stream.of(
                arguments(TextRenderings.YAML, "outer:\n  a: 1\n  zz: 5\n  extra: 2\nafter: 7\n"),
                arguments(TextRenderings.YAML, "outer: {a: 1, extra: 2, zz: 5}\nafter: 7\n"),
                arguments(TextRenderings.JSON, "{\"outer\":{\"extra\":2,\"a\":1,\"zz\":5},\"after\":7}"));
    }

    @ParameterizedTest
    @MethodSource("zzAbsent")
    void anAbsentLastFieldStillCloses(TextRenderings rendering, String text) {
        assertArrayEquals(new long[] {1, 0, 0, 7}, rendering.readText(text, null, OUTER_READER), () -> rendering + " reading\n" + text);
    }

    @ParameterizedTest
    @MethodSource("zzPresent")
    void aPresentLastFieldStillReads(TextRenderings rendering, String text) {
        assertArrayEquals(new long[] {1, 1, 5, 7}, rendering.readText(text, null, OUTER_READER), () -> rendering + " reading\n" + text);
    }
}
