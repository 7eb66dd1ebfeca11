package io.wirebench.wire.binary;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.wirebench.wire.WireKey;
import io.wirebench.wire.bytes.BytesIn;
import io.wirebench.wire.bytes.BytesOut;
import io.wirebench.wire.bytes.HeapBuffer;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/** The key matching of binary YAML on its own: expected order, any form, the search, readers without the schema. */
class BinaryKeysTest {
    private static final WireKey PRICE = WireKey.of("price", 3);
    private static final WireKey SIDE = WireKey.of("side", 6);
    /** A name too long for the code to hold its length, and a number too large for the code to hold. */
    private static final WireKey LONG = WireKey.of("aFieldNameLongerThanThirtyOneBytes", 40);
    private static final WireKey MISSING = WireKey.of("missing", 9);

    /** price 7, side "buy", then LONG 12345, in {@code style}, with no document header. */
    private static BytesIn fields(KeyStyle style) {
        HeapBuffer buffer = HeapBuffer.expandable(256);
        BytesOut out = new BytesOut(buffer);
        new BinaryWireOut(out, style, NumberStyle.COMPACT)
                .write(PRICE).int64(7)
                .write(SIDE).text("buy")
                .write(LONG).int64(12345);
        BytesIn in = new BytesIn(buffer);
        in.reset(0, out.position());
        return in;
    }

    @ParameterizedTest
    @EnumSource(value = KeyStyle.class, names = {"NAMED", "NUMBERED"})
    void keysInTheExpectedOrderMatchAtTheCursor(KeyStyle style) {
        BytesIn in = fields(style);
        BinaryKeys keys = new BinaryKeys(in);
        assertTrue(keys.expected(PRICE));
        assertEquals(7, in.readUnsignedByte(), "the cursor is at price's value, a compact 7");
        assertTrue(keys.expected(SIDE));
        keys.skipValue();
        assertFalse(keys.expected(LONG), "a long name or a large number is not a form read in place");
        int before = in.position();
        assertTrue(keys.find(LONG, 0), "but it is found at the cursor in its general form");
        assertTrue(in.position() > before);
        keys.skipValue();
        assertEquals(in.limit(), in.position(), "every field passed");
    }

    @ParameterizedTest
    @EnumSource(value = KeyStyle.class, names = {"NAMED", "NUMBERED"})
    void aKeyThatIsNotExpectedMovesNothing(KeyStyle style) {
        BytesIn in = fields(style);
        BinaryKeys keys = new BinaryKeys(in);
        assertFalse(keys.expected(SIDE));
        assertFalse(keys.expected(MISSING));
        assertEquals(0, in.position());
    }

    @ParameterizedTest
    @EnumSource(value = KeyStyle.class, names = {"NAMED", "NUMBERED"})
    void aSearchLooksAfterTheCursorThenFromTheObjectsStart(KeyStyle style) {
        BytesIn in = fields(style);
        BinaryKeys keys = new BinaryKeys(in);
        assertTrue(keys.find(LONG, 0), "found after the cursor, past two fields");
        keys.skipValue();
        assertTrue(keys.find(SIDE, 0), "found from the start of the object");
        int afterSideKey = in.position();

        BytesIn fresh = fields(style);
        BinaryKeys inOrder = new BinaryKeys(fresh);
        assertTrue(inOrder.expected(PRICE));
        inOrder.skipValue();
        assertTrue(inOrder.expected(SIDE));
        assertEquals(fresh.position(), afterSideKey, "the search leaves the cursor where reading in order does");
    }

    @ParameterizedTest
    @EnumSource(value = KeyStyle.class, names = {"NAMED", "NUMBERED"})
    void anAbsentKeyLeavesTheCursorWhereItWas(KeyStyle style) {
        BytesIn in = fields(style);
        BinaryKeys keys = new BinaryKeys(in);
        assertTrue(keys.expected(PRICE));
        keys.skipValue();
        int at = in.position();
        assertFalse(keys.find(MISSING, 0));
        assertEquals(at, in.position());
    }

    @Test
    void withoutKeysTheValueAtTheCursorIsTaken() {
        BytesIn in = fields(KeyStyle.NONE);
        BinaryKeys keys = new BinaryKeys(in);
        assertFalse(keys.expected(PRICE));
        assertTrue(keys.find(SIDE, 0), "field-less input: values by position");
        assertEquals(0, in.position());
        assertNull(keys.readFieldName(), "a value has no name");
    }

    @Test
    void readersWithoutTheSchemaReadNamesAndNumbers() {
        assertReadsKeys(KeyStyle.NAMED, "price", LONG.name(), false);
        assertReadsKeys(KeyStyle.NUMBERED, "3", "40", true);
    }

    /** As a dump without the schema reads: the first key, past its value and the next field, the third key. */
    private static void assertReadsKeys(KeyStyle style, String first, String third, boolean numbers) {
        BinaryKeys keys = new BinaryKeys(fields(style));
        assertEquals(first, keys.readFieldName());
        assertEquals(numbers, keys.numberKey());
        keys.skipValue();
        keys.skipKey();
        keys.skipValue();
        assertEquals(third, keys.readFieldName());
        assertEquals(numbers, keys.numberKey());
    }
}
