package io.wirebench.wire.text;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.wirebench.wire.ValueType;
import io.wirebench.wire.bytes.HeapBuffer;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

/** YAML 1.2's core schema read from a plain scalar's bytes, where they stand in a larger document. */
class CoreScalarsTest {

    /** {@code s} between other bytes, so that a range that runs over its ends would be seen. */
    private static ValueType type(String s) {
        HeapBuffer b = HeapBuffer.wrap(("x" + s + "x").getBytes(StandardCharsets.UTF_8));
        return CoreScalars.plainType(b, 1, 1 + s.length());
    }

    private static boolean radix(String s) {
        HeapBuffer b = HeapBuffer.wrap(("1" + s + "1").getBytes(StandardCharsets.UTF_8));
        return CoreScalars.isRadixInteger(b, 1, 1 + s.length());
    }

    private static int special(String s) {
        HeapBuffer b = HeapBuffer.wrap(("." + s + ".").getBytes(StandardCharsets.UTF_8));
        return CoreScalars.specialFloat(b, 1, 1 + s.length());
    }

    @Test
    void plainScalarsHaveTheirCoreSchemaTypes() {
        for (String s : new String[] {"", "~", "null", "Null", "NULL"}) {
            assertEquals(ValueType.NULL, type(s), "'" + s + "'");
        }
        for (String s : new String[] {"true", "True", "TRUE", "false", "False", "FALSE"}) {
            assertEquals(ValueType.BOOLEAN, type(s), s);
        }
        for (String s : new String[] {"0", "-12", "+7", "0x1F", "0o17", "9223372036854775807", "-9223372036854775808"}) {
            assertEquals(ValueType.INTEGER, type(s), s);
        }
        // An integer beyond a long is read as the float it is nearest to.
        for (String s : new String[] {"1.5", "-0.25e3", ".inf", "-.Inf", "+.INF", ".nan", ".NaN", "9223372036854775808"}) {
            assertEquals(ValueType.FLOAT, type(s), s);
        }
        for (String s : new String[] {"nul", "yes", "tRue", "0x", "0xG1", "buy", "12:30", "1_000"}) {
            assertEquals(ValueType.TEXT, type(s), s);
        }
    }

    @Test
    void decimalLongsAreCheckedAgainstTheRangeWithoutParsing() {
        assertTrue(CoreScalars.isDecimalLong("9223372036854775807"));
        assertTrue(CoreScalars.isDecimalLong("-9223372036854775808"));
        assertTrue(CoreScalars.isDecimalLong("+42"));
        assertFalse(CoreScalars.isDecimalLong("9223372036854775808"));
        assertFalse(CoreScalars.isDecimalLong("-9223372036854775809"));
        assertFalse(CoreScalars.isDecimalLong("12345678901234567890"));
        assertFalse(CoreScalars.isDecimalLong("-"));
        assertFalse(CoreScalars.isDecimalLong(""));
        assertFalse(CoreScalars.isDecimalLong("1e3"));
    }

    @Test
    void radixIntegersHaveADigitLimitPerBase() {
        assertTrue(radix("0xFFFFFFFFFFFFFFFF"));
        assertFalse(radix("0x1FFFFFFFFFFFFFFFF"), "17 hex digits do not fit");
        assertTrue(radix("0o" + "7".repeat(21)));
        assertFalse(radix("0o" + "7".repeat(22)));
        assertFalse(radix("0o8"));
        assertFalse(radix("0b1"), "binary is YAML 1.1's, not the core schema's");
        HeapBuffer b = HeapBuffer.wrap("0x7f 0o777".getBytes(StandardCharsets.US_ASCII));
        assertEquals(127, CoreScalars.radixInteger(b, 0, 4));
        assertEquals(511, CoreScalars.radixInteger(b, 5, 10));
    }

    @Test
    void infinitiesAndNanInEveryCaseTheSchemaAllows() {
        assertEquals(1, special(".inf"));
        assertEquals(1, special("+.Inf"));
        assertEquals(-1, special("-.INF"));
        assertEquals(2, special(".NaN"));
        assertEquals(0, special(".iNf"));
        assertEquals(0, special("inf"));
        assertEquals(0, special("-.nan"), "NaN has no sign in YAML");
    }
}
