package io.wirebench.wire.bytes;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.function.Supplier;
import org.junit.jupiter.api.Test;

/**
 * Decoding text allocates the decoded {@code String} and its array, nothing else (text beyond ASCII is
 * decoded into an array the {@code String} adopts, {@link StringBytes}): measured with the thread's allocation counter
 * against the JDK's own constructors, so that no object layout is assumed. Decoding through
 * {@code new String(bytes, UTF_8)}, as before, allocated a byte array as long as the text's bytes
 * more for Latin-1 text, and two more for text beyond it.
 */
class Utf8GarbageTest {
    private static final int CALLS = 20_000;
    private static final String LATIN1 = "caf\u00e9 cr\u00e8me br\u00fbl\u00e9e \u00e0 la fran\u00e7aise";
    private static final String BEYOND = "\u0394\u03a9 \u0436\u044f \u20ac \u6771\u4eac, hello";

    /** Where each decoded String goes, so that no compiler may leave one unmade. */
    private static String sink;
    private static byte[] held;

    private static double bytesPerCall(Supplier<String> call) {
        return io.wirebench.wire.Allocations.bytesPerCall(CALLS, i -> sink = call.get());
    }

    private static HeapBuffer holding(byte[] bytes) {
        HeapBuffer buffer = HeapBuffer.allocate(bytes.length);
        buffer.putBytes(0, bytes, 0, bytes.length);
        return buffer;
    }

    @Test
    void latin1TextAllocatesOnlyItsString() {
        byte[] utf8 = LATIN1.getBytes(StandardCharsets.UTF_8);
        byte[] latin1 = LATIN1.getBytes(StandardCharsets.ISO_8859_1);
        HeapBuffer buffer = holding(utf8);
        assertEquals(LATIN1, buffer.getStringUtf8(0, utf8.length));
        double decoding = bytesPerCall(() -> buffer.getStringUtf8(0, utf8.length));
        double theString = bytesPerCall(() -> new String(latin1, 0, latin1.length, StandardCharsets.ISO_8859_1));
        double before = bytesPerCall(() -> new String(utf8, 0, utf8.length, StandardCharsets.UTF_8));
        assertEquals(theString, decoding, 0.05, "bytes a decode beyond the String's own");
        assertTrue(decoding + utf8.length <= before, decoding + " bytes a decode against " + before + " through the JDK's UTF-8");
    }

    @Test
    void textBeyondLatin1AllocatesOnlyItsString() {
        byte[] utf8 = BEYOND.getBytes(StandardCharsets.UTF_8);
        byte[] twoBytesAChar = new byte[2 * BEYOND.length()];
        HeapBuffer buffer = holding(utf8);
        assertEquals(BEYOND, buffer.getStringUtf8(0, utf8.length));
        double decoding = bytesPerCall(() -> buffer.getStringUtf8(0, utf8.length));
        // A String and a UTF-16 array of its chars: new String(String) shares the array, so copy one beside it.
        double theString = bytesPerCall(() -> {
            held = Arrays.copyOf(twoBytesAChar, twoBytesAChar.length);
            return new String(BEYOND);
        });
        double before = bytesPerCall(() -> new String(utf8, 0, utf8.length, StandardCharsets.UTF_8));
        assertEquals(theString, decoding, 0.05, "bytes a decode beyond the String and its array");
        assertTrue(decoding + 2 * utf8.length <= before, decoding + " bytes a decode against " + before + " through the JDK's UTF-8");
    }

    @Test
    void asciiTextAllocatesOnlyItsString() {
        byte[] ascii = "Hello World! 0123456789".getBytes(StandardCharsets.US_ASCII);
        HeapBuffer buffer = holding(ascii);
        double decoding = bytesPerCall(() -> buffer.getStringUtf8(0, ascii.length));
        double theString = bytesPerCall(() -> new String(ascii, 0, ascii.length, StandardCharsets.ISO_8859_1));
        assertEquals(theString, decoding, 0.05);
    }
}
