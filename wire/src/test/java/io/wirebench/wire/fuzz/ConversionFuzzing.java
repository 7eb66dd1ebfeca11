package io.wirebench.wire.fuzz;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.wirebench.wire.MalformedWireException;
import io.wirebench.wire.Renderings;
import io.wirebench.wire.SampleOrder;
import io.wirebench.wire.text.Conversions;
import java.nio.charset.StandardCharsets;
import java.util.HexFormat;

/**
 * What the fuzz targets check of {@link Conversions}, on inputs nobody wrote by hand: only the
 * documented {@link MalformedWireException} (its {@code WireLimitException} included), an output
 * within the call's budget, allocation bounded by that budget, nothing kept from a refused input
 * (a known document converts the same afterwards), and YAML accepted as binary converting back to
 * the same bytes (the library's own output is always convertible).
 */
final class ConversionFuzzing {
    private static final byte[] KNOWN = Renderings.BINARY_NUMBERED.write(SampleOrder.reference(), SampleOrder.MARSHALLER);
    private static final String KNOWN_YAML = Conversions.binaryToYaml(KNOWN);
    private static final String KNOWN_JSON = Conversions.binaryToJson(KNOWN);

    private ConversionFuzzing() {
    }

    /** The budget the targets give a call: 64 bytes an input byte, as the default, with a small floor to keep fuzzing fast. */
    static int budget(int inputLength) {
        return 64 * inputLength + 4096;
    }

    /**
     * What a call may write beyond its budget: the value being written when the budget ran out
     * (text escaped at up to 6 characters a byte, or base64), a line's indentation (2 a level), and
     * the document markers, up to 4 characters an input byte.
     */
    static long slack(int inputLength) {
        return 10L * inputLength + 2L * 257 + 256;
    }

    static void binaryToText(byte[] input) {
        int budget = budget(input.length);
        long bound = budget + slack(input.length);
        boolean[] refused = new boolean[1];
        FuzzBounds.readBounded(input, FuzzBounds.DUMP_ALLOCATION_PER_CHAR * budget + FuzzBounds.ALLOCATION_BASE, () -> {
            try {
                String yaml = Conversions.binaryToYaml(input, budget);
                assertTrue(yaml.length() <= bound, yaml.length() + " characters of YAML for " + input.length + " bytes");
                String json = Conversions.binaryToJson(input, budget);
                assertTrue(json.length() <= bound, json.length() + " characters of JSON for " + input.length + " bytes");
            } catch (MalformedWireException e) {
                refused[0] = true;
                throw e;
            }
        });
        if (refused[0]) {
            assertEquals(KNOWN_YAML, Conversions.binaryToYaml(KNOWN));
            assertEquals(KNOWN_JSON, Conversions.binaryToJson(KNOWN));
        }
    }

    /**
     * The input as a YAML stream: framed documents (the text target's seeds, a 4-byte header and
     * the text) become one {@code ---} document each; anything else is taken as text as it is.
     */
    static String yamlStream(byte[] input) {
        StringBuilder stream = new StringBuilder();
        int p = 0;
        while (p + 4 <= input.length) {
            int length = (input[p] & 0xFF | (input[p + 1] & 0xFF) << 8 | (input[p + 2] & 0xFF) << 16 | (input[p + 3] & 0x3F) << 24);
            if (length > input.length - p - 4) {
                break;
            }
            stream.append("---\n").append(new String(input, p + 4, length, StandardCharsets.UTF_8)).append('\n');
            p += 4 + length;
        }
        return p == input.length && p > 0 ? stream.toString() : new String(input, StandardCharsets.UTF_8);
    }

    static void yamlToBinary(byte[] input) {
        String yaml = yamlStream(input);
        int budget = budget(input.length);
        long bound = budget + slack(input.length);
        FuzzBounds.readBounded(input, () -> {
            byte[] binary = Conversions.yamlToBinary(yaml, budget);
            assertTrue(binary.length <= bound, binary.length + " bytes of binary YAML for " + input.length + " bytes of text");
        });
        byte[] binary;
        try {
            binary = Conversions.yamlToBinary(yaml, budget);
        } catch (MalformedWireException refused) {
            assertArrayEquals(KNOWN, Conversions.yamlToBinary(KNOWN_YAML));
            return;
        }
        String back = Conversions.binaryToYaml(binary);
        byte[] again = Conversions.yamlToBinary(back);
        assertArrayEquals(binary, again, () -> "YAML accepted as " + HexFormat.of().formatHex(binary) + " converts back as\n" + back);
    }
}
