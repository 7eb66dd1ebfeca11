package io.wirebench.wire.bytes;

import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.MethodType;
import java.lang.invoke.VarHandle;

/**
 * A {@code String}'s own bytes, read and made without a copy, where the JVM lets this code see them:
 * with compact strings (the JDK's default since 9) a {@code String} holds a {@code byte[]} and a
 * coder, one byte a char when every char is below U+0100 (Latin-1), else two bytes a char in the
 * platform's order (UTF-16). Encoding reads that array instead of calling {@code charAt} per char;
 * decoding builds the array in its final form and hands it to the {@code String}, so that decoding
 * text beyond Latin-1 allocates the {@code String} and its array and nothing else.
 *
 * <p>Seeing them takes {@code --add-opens java.base/java.lang=ALL-UNNAMED}, the flag Chronicle Wire
 * runs with (its parent POM's {@code jvm.requiredArgs}); Fory reaches the same fields through
 * {@code sun.misc.Unsafe} with no flag at all. Without the flag, or with {@code -XX:-CompactStrings},
 * {@link #AVAILABLE} is false and callers take their portable paths, which give the same results.
 *
 * <p>A {@code String} made here keeps the JDK's rule: Latin-1 coded exactly when every char is below
 * U+0100 ({@code equals} compares coders first). {@link Utf8} makes sure of it from the UTF-8 lead bytes.
 */
final class StringBytes {
    /** The coder of a Latin-1 {@code String} ({@code String.LATIN1}). */
    static final byte LATIN1 = 0;
    /** The coder of a UTF-16 {@code String} ({@code String.UTF16}). */
    static final byte UTF16 = 1;

    /** Whether the other members work: java.lang is open to this code and strings are compact. */
    static final boolean AVAILABLE;

    private static final VarHandle VALUE;
    private static final VarHandle CODER;
    private static final MethodHandle NEW;

    static {
        VarHandle value = null;
        VarHandle coder = null;
        MethodHandle make = null;
        boolean available = false;
        try {
            MethodHandles.Lookup lookup = MethodHandles.privateLookupIn(String.class, MethodHandles.lookup());
            value = lookup.findVarHandle(String.class, "value", byte[].class);
            coder = lookup.findVarHandle(String.class, "coder", byte.class);
            make = lookup.findConstructor(String.class, MethodType.methodType(void.class, byte[].class, byte.class));
            // With -XX:-CompactStrings every String is UTF-16, which the decoder here does not make.
            available = (byte) coder.get("a") == LATIN1 && (byte) coder.get("\u0100") == UTF16;
        } catch (ReflectiveOperationException | RuntimeException e) {
            // java.lang not open to us (IllegalAccessException, InaccessibleObjectException), or a JDK
            // whose String has other fields: the portable paths serve.
            available = false;
        }
        AVAILABLE = available;
        VALUE = value;
        CODER = coder;
        NEW = make;
    }

    private StringBytes() {
    }

    /** The array {@code s} holds its chars in: never to be written. */
    static byte[] value(String s) {
        return (byte[]) VALUE.get(s);
    }

    /** Whether {@code s} holds one byte a char. */
    static boolean isLatin1(String s) {
        return (byte) CODER.get(s) == LATIN1;
    }

    /**
     * A {@code String} that takes {@code value} as its own (no copy): the caller gives up the array,
     * and promises the coder's rule: {@link #LATIN1} for one byte a char, {@link #UTF16} for two in
     * the platform's order with at least one char above U+00FF.
     */
    static String adopt(byte[] value, byte coder) {
        try {
            return (String) NEW.invokeExact(value, coder);
        } catch (Throwable t) {
            // The constructor only stores its arguments; nothing it does can throw.
            throw new IllegalStateException("String(byte[], byte) failed", t);
        }
    }
}
