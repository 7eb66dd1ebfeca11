package io.wirebench.adapters.baseline;

import java.io.IOException;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.nio.ByteOrder;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.List;

/**
 * The floor's buffer: one reused {@code byte[]} with a cursor, written and read through
 * little-endian {@link MethodHandles#byteArrayViewVarHandle} views (plain loads and stores once
 * compiled), and the one encoding of text that costs least both ways.
 *
 * <p>A message is a 4-byte length of what follows, then the codec's fields. Text is an int
 * header, {@code -1} for null, else {@code chars << 1 | utf16}, then the chars: one byte each
 * (ISO-8859-1) when every char is below U+0100, which is how the JDK itself stores such a
 * String, else two bytes each (UTF-16LE). Encoding Latin-1 text is one read-only pass over the
 * chars and the JDK's array copy, and decoding it one copy into the new String; UTF-8 would make
 * both directions branch per char and make the JDK's decoder allocate scratch arrays.
 *
 * <p>Reading checks the length header against the bytes held and every length against what
 * remains, so a cut or corrupt message is an {@link IOException}, never a wrong object.
 */
final class FloorBytes {
    static final int HEADER = 4;

    private static final VarHandle INT = MethodHandles.byteArrayViewVarHandle(int[].class, ByteOrder.LITTLE_ENDIAN);
    private static final VarHandle LONG = MethodHandles.byteArrayViewVarHandle(long[].class, ByteOrder.LITTLE_ENDIAN);
    private static final VarHandle DOUBLE = MethodHandles.byteArrayViewVarHandle(double[].class, ByteOrder.LITTLE_ENDIAN);
    private static final VarHandle CHAR = MethodHandles.byteArrayViewVarHandle(char[].class, ByteOrder.LITTLE_ENDIAN);

    private byte[] array = new byte[256];
    /** UTF-16 text is read into this, and its String made from it. */
    private char[] chars = new char[64];
    private int position;
    /** The bytes of the message held: set by {@link #finish} and {@link #load}. */
    private int length;

    // ---- writing

    /** Starts a message, leaving room for its length. */
    void start() {
        position = HEADER;
    }

    /** Makes sure {@code bytes} more fit at the cursor, growing the array (keeping what is written) if not. */
    void room(long bytes) {
        long needed = position + bytes;
        if (needed > array.length) {
            if (needed > Integer.MAX_VALUE - 8) {
                throw new IllegalArgumentException("a message of " + needed + " bytes is too large for a Java array");
            }
            array = Arrays.copyOf(array, (int) Math.max(needed, Math.min(2L * array.length, Integer.MAX_VALUE - 8)));
        }
    }

    /** Writes the length header and returns the message's size in bytes. */
    int finish() {
        INT.set(array, 0, position - HEADER);
        return length = position;
    }

    void putByte(int v) {
        array[position++] = (byte) v;
    }

    void putInt(int v) {
        INT.set(array, position, v);
        position += 4;
    }

    void putLong(long v) {
        LONG.set(array, position, v);
        position += 8;
    }

    void putDouble(double v) {
        DOUBLE.set(array, position, v); // raw bits: NaN payloads and -0.0 survive
        position += 8;
    }

    /** A nullable enum as its ordinal byte, {@code -1} for null. */
    void putOrdinal(Enum<?> e) {
        putByte(e == null ? -1 : e.ordinal());
    }

    /** A list's count, {@code -1} for null (what {@link #getCount} reads); makes its own room and returns the count. */
    int putCount(List<?> list) {
        int n = list == null ? -1 : list.size();
        room(4);
        putInt(n);
        return n;
    }

    /** Text in the form the class comment describes; makes its own room. */
    @SuppressWarnings("deprecation") // getBytes(int, int, byte[], int): see below
    void putText(String text) {
        if (text == null) {
            room(4);
            putInt(-1);
            return;
        }
        int n = text.length();
        room(4 + 2L * n);
        byte[] a = array;
        int at = position + 4;
        // One read-only pass to learn whether every char fits a byte (no exit, so the JIT unrolls it).
        int all = 0;
        for (int i = 0; i < n; i++) {
            all |= text.charAt(i);
        }
        if (all <= 0xFF) {
            // Deprecated because it drops each char's high byte, which is zero here. With compact
            // strings (the JDK's default) such a String is stored as Latin-1 and this is one array
            // copy, allocating nothing: what getBytes(ISO_8859_1) does, without the new array.
            text.getBytes(0, n, a, at);
            INT.set(a, position, n << 1);
            position = at + n;
            return;
        }
        for (int i = 0; i < n; i++) {
            CHAR.set(a, at + 2 * i, text.charAt(i));
        }
        INT.set(a, position, n << 1 | 1);
        position = at + 2 * n;
    }

    private char[] charsFor(int n) {
        if (chars.length < n) {
            chars = new char[Math.max(n, 2 * chars.length)];
        }
        return chars;
    }

    // ---- reading

    /** Starts reading the message held; throws unless its length header matches the bytes held. */
    void open() throws IOException {
        if (length < HEADER || (int) INT.get(array, 0) != length - HEADER) {
            throw new IOException("not a floor message: " + length + " bytes, length header "
                    + (length >= HEADER ? Integer.toString((int) INT.get(array, 0)) : "cut off"));
        }
        position = HEADER;
    }

    /** Throws unless {@code bytes} more are held after the cursor: callers check a block of fixed fields at once. */
    void need(int bytes) throws IOException {
        if (bytes > length - position) {
            throw new IOException("needs " + bytes + " bytes at offset " + position + ", the message has " + (length - position) + " left");
        }
    }

    /** Throws unless the message was read to its last byte: left-over bytes mean it was not written by this code. */
    void close() throws IOException {
        if (position != length) {
            throw new IOException((length - position) + " bytes of the message are left unread at offset " + position);
        }
    }

    byte getByte() {
        return array[position++];
    }

    int getInt() {
        int v = (int) INT.get(array, position);
        position += 4;
        return v;
    }

    long getLong() {
        long v = (long) LONG.get(array, position);
        position += 8;
        return v;
    }

    double getDouble() {
        double v = (double) DOUBLE.get(array, position);
        position += 8;
        return v;
    }

    /** A nullable enum from its ordinal byte; throws on a byte that is no ordinal of {@code values}. */
    <E extends Enum<E>> E getOrdinal(E[] values) throws IOException {
        int at = position;
        int ordinal = getByte();
        if (ordinal < -1 || ordinal >= values.length) {
            throw new IOException("ordinal " + ordinal + " at offset " + at + " is not a " + values.getClass().getComponentType().getSimpleName());
        }
        return ordinal < 0 ? null : values[ordinal];
    }

    /** A count ({@code -1} for a null list) of items of at least {@code minBytesEach} bytes; one the bytes left cannot hold is corrupt. */
    int getCount(int minBytesEach) throws IOException {
        need(4);
        int at = position;
        int n = getInt();
        if (n < -1 || (long) n * minBytesEach > length - position) {
            throw new IOException("a count of " + n + " at offset " + at + " cannot fit in the " + (length - position) + " bytes left");
        }
        return n;
    }

    /**
     * Text in the form the class comment describes. Allocates the String and its array only: Latin-1
     * text is one copy ({@code new String(..., ISO_8859_1)}); UTF-16 text is read into the reused
     * char array first, and {@code new String(char[], ...)} then also makes (and drops) a byte array
     * of one byte per char, its attempt to store the text as Latin-1, which the JDK offers no way around.
     */
    String getText() throws IOException {
        need(4);
        int at = position;
        int header = getInt();
        if (header == -1) {
            return null;
        }
        int n = header >>> 1;
        int bytes = n << (header & 1);
        if (header < 0 || bytes > length - position) {
            throw new IOException("text header " + header + " at offset " + at + " claims more than the " + (length - position) + " bytes left");
        }
        byte[] a = array;
        int from = position;
        position = from + bytes;
        if ((header & 1) == 0) {
            return new String(a, from, n, StandardCharsets.ISO_8859_1);
        }
        char[] c = charsFor(n);
        for (int i = 0; i < n; i++) {
            c[i] = (char) CHAR.get(a, from + 2 * i);
        }
        return new String(c, 0, n);
    }

    // ---- outside the measured path

    byte[] copy() {
        return Arrays.copyOf(array, length);
    }

    void load(byte[] bytes) {
        if (array.length < bytes.length) {
            array = new byte[bytes.length];
        }
        System.arraycopy(bytes, 0, array, 0, bytes.length);
        length = bytes.length;
    }
}
