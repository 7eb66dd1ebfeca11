package io.wirebench.wire.bytes;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.nio.ByteOrder;
import java.util.Arrays;

/**
 * A buffer over a Java {@code byte[]}: multi-byte values go through little-endian
 * {@link MethodHandles#byteArrayViewVarHandle} views, which the JIT compiles to plain loads and
 * stores. Fixed ({@link #wrap}, {@link #allocate}) or {@linkplain #expandable expandable}, in which
 * case {@link #ensureCapacity} grows it by half again (the {@link #array()} changes then).
 *
 * <p>One thread at a time: decoding UTF-8 text beyond ASCII goes through a char array the buffer
 * keeps (so that a decode allocates only its {@code String}, as {@link NioBuffer}'s text does).
 * Threads that read one array at once each {@link #wrap} it in a buffer of their own.
 */
public final class HeapBuffer implements WritableBuffer {
    private static final VarHandle SHORT = MethodHandles.byteArrayViewVarHandle(short[].class, ByteOrder.LITTLE_ENDIAN);
    private static final VarHandle INT = MethodHandles.byteArrayViewVarHandle(int[].class, ByteOrder.LITTLE_ENDIAN);
    private static final VarHandle LONG = MethodHandles.byteArrayViewVarHandle(long[].class, ByteOrder.LITTLE_ENDIAN);
    private static final VarHandle FLOAT = MethodHandles.byteArrayViewVarHandle(float[].class, ByteOrder.LITTLE_ENDIAN);
    private static final VarHandle DOUBLE = MethodHandles.byteArrayViewVarHandle(double[].class, ByteOrder.LITTLE_ENDIAN);

    /** The largest array the JVM reliably allocates. */
    static final int MAX_CAPACITY = Integer.MAX_VALUE - 8;

    private byte[] array;
    private final boolean expandable;
    /** Decodes {@link #getStringUtf8}'s text, with the char scratch kept for text beyond ASCII. */
    private final Utf8Text text = new Utf8Text();

    private HeapBuffer(byte[] array, boolean expandable) {
        this.array = array;
        this.expandable = expandable;
    }

    /** A fixed buffer over {@code array} (not copied). */
    public static HeapBuffer wrap(byte[] array) {
        return new HeapBuffer(array, false);
    }

    /** A fixed buffer of {@code capacity} zero bytes. */
    public static HeapBuffer allocate(int capacity) {
        return new HeapBuffer(new byte[capacity], false);
    }

    /** A buffer that starts at {@code initialCapacity} and grows as writers need. */
    public static HeapBuffer expandable(int initialCapacity) {
        return new HeapBuffer(new byte[initialCapacity], true);
    }

    /** The backing array; replaced when an expandable buffer grows. */
    public byte[] array() {
        return array;
    }

    @Override
    public int capacity() {
        return array.length;
    }

    private void check(int index, int length) {
        if (BoundsChecks.ENABLED) {
            BoundsChecks.check(index, length, array.length);
        }
    }

    /*
     * Single values: the array access and the VarHandle view check the index themselves, so a
     * second check in front of them would only repeat the compare. An out-of-range access is
     * still refused every time; the catch turns the JDK's exception into the buffer's own message.
     */

    /** The exception for an access of {@code length} bytes at {@code index} that the JDK refused. */
    private IndexOutOfBoundsException outOfRange(int index, int length, IndexOutOfBoundsException e) {
        return BoundsChecks.ENABLED ? BoundsChecks.outOfRange(index, length, array.length) : e;
    }

    @Override
    public byte getByte(int index) {
        try {
            return array[index];
        } catch (IndexOutOfBoundsException e) {
            throw outOfRange(index, 1, e);
        }
    }

    @Override
    public short getShort(int index) {
        try {
            return (short) SHORT.get(array, index);
        } catch (IndexOutOfBoundsException e) {
            throw outOfRange(index, 2, e);
        }
    }

    @Override
    public int getInt(int index) {
        try {
            return (int) INT.get(array, index);
        } catch (IndexOutOfBoundsException e) {
            throw outOfRange(index, 4, e);
        }
    }

    @Override
    public long getLong(int index) {
        try {
            return (long) LONG.get(array, index);
        } catch (IndexOutOfBoundsException e) {
            throw outOfRange(index, 8, e);
        }
    }

    @Override
    public float getFloat(int index) {
        try {
            return (float) FLOAT.get(array, index);
        } catch (IndexOutOfBoundsException e) {
            throw outOfRange(index, 4, e);
        }
    }

    @Override
    public double getDouble(int index) {
        try {
            return (double) DOUBLE.get(array, index);
        } catch (IndexOutOfBoundsException e) {
            throw outOfRange(index, 8, e);
        }
    }

    @Override
    public void getBytes(int index, byte[] dst, int dstOffset, int length) {
        check(index, length);
        System.arraycopy(array, index, dst, dstOffset, length);
    }

    @Override
    public String getStringUtf8(int index, int length) {
        check(index, length);
        return text.decode(array, index, length);
    }

    @Override
    public String getStringLatin1(int index, int length) {
        check(index, length);
        return Latin1.decode(array, index, length);
    }

    @Override
    public boolean bytesEqual(int index, byte[] expected, int length) {
        check(index, length);
        return Arrays.equals(array, index, index + length, expected, 0, length);
    }

    @Override
    public void putByte(int index, byte value) {
        try {
            array[index] = value;
        } catch (IndexOutOfBoundsException e) {
            throw outOfRange(index, 1, e);
        }
    }

    @Override
    public void putShort(int index, short value) {
        try {
            SHORT.set(array, index, value);
        } catch (IndexOutOfBoundsException e) {
            throw outOfRange(index, 2, e);
        }
    }

    @Override
    public void putInt(int index, int value) {
        try {
            INT.set(array, index, value);
        } catch (IndexOutOfBoundsException e) {
            throw outOfRange(index, 4, e);
        }
    }

    @Override
    public void putLong(int index, long value) {
        try {
            LONG.set(array, index, value);
        } catch (IndexOutOfBoundsException e) {
            throw outOfRange(index, 8, e);
        }
    }

    @Override
    public void putFloat(int index, float value) {
        try {
            FLOAT.set(array, index, value);
        } catch (IndexOutOfBoundsException e) {
            throw outOfRange(index, 4, e);
        }
    }

    @Override
    public void putDouble(int index, double value) {
        try {
            DOUBLE.set(array, index, value);
        } catch (IndexOutOfBoundsException e) {
            throw outOfRange(index, 8, e);
        }
    }

    @Override
    public void putBytes(int index, byte[] src, int srcOffset, int length) {
        check(index, length);
        System.arraycopy(src, srcOffset, array, index, length);
    }

    @Override
    public void moveBytes(int srcIndex, int dstIndex, int length) {
        check(srcIndex, length);
        check(dstIndex, length);
        System.arraycopy(array, srcIndex, array, dstIndex, length);
    }

    @Override
    public int putStringUtf8(int index, CharSequence value) {
        // Every char takes at least one byte; a multi-byte overflow is still caught by the array store.
        int n = value.length();
        check(index, n);
        // Short text (keys, enum names, short values) is usually ASCII: the one loop with no exit
        // that tryPutStringAscii runs copies it in fewer steps than the general encoder's blocks and
        // tail loops, which are not worth entering for a few chars (issue 23). Short text that is
        // not ASCII is written again from the start by the encoder, over what the loop wrote.
        // A String that holds two bytes a char (StringBytes) has a char above U+00FF: no attempt.
        if (n < Utf8.SHORT_TEXT && !Utf8.isWide(value) && putAscii(array, index, value, n)) {
            return n;
        }
        return Utf8.encode(value, array, index);
    }

    @Override
    public int tryPutStringAscii(int index, CharSequence value) {
        int n = value.length();
        check(index, n);
        return putAscii(array, index, value, n) ? n : -1;
    }

    /** Writes the low bytes of {@code value}'s {@code n} chars at {@code index}; whether every char was ASCII. */
    private static boolean putAscii(byte[] a, int index, CharSequence value, int n) {
        // No exit from the loop: a loop with one exit is the one the JIT unrolls. Non-ASCII text
        // is rare on the wire; when the chars ORed together show some, the caller writes it again.
        int all = 0;
        if (value instanceof String s) {
            // The same loop on the concrete type: the JIT hoists String's checks out of it.
            for (int i = 0; i < n; i++) {
                char c = s.charAt(i);
                all |= c;
                a[index + i] = (byte) c;
            }
        } else {
            for (int i = 0; i < n; i++) {
                char c = value.charAt(i);
                all |= c;
                a[index + i] = (byte) c;
            }
        }
        return all < 0x80;
    }

    @Override
    public int putStringLatin1(int index, CharSequence value) {
        int n = value.length();
        check(index, n);
        byte[] a = array;
        for (int i = 0; i < n; i++) {
            char c = value.charAt(i);
            if (c > 0xFF) {
                throw Latin1.unencodable(c, i);
            }
            a[index + i] = (byte) c;
        }
        return n;
    }

    @Override
    public int putStopBit(int index, long value) {
        check(index, StopBit.length(value));
        return StopBit.write(array, index, value);
    }

    @Override
    public boolean isExpandable() {
        return expandable;
    }

    @Override
    public void ensureCapacity(int required) {
        if (required <= array.length) {
            return;
        }
        if (!expandable || required > MAX_CAPACITY) {
            throw new IndexOutOfBoundsException("need " + required + " bytes but the buffer is "
                    + (expandable ? "at its maximum of " + MAX_CAPACITY : "fixed at " + array.length) + " bytes");
        }
        int grown = (int) Math.min(MAX_CAPACITY, Math.max(required, array.length + (array.length >> 1) + 16L));
        array = Arrays.copyOf(array, grown);
    }

    @Override
    public String toString() {
        return "HeapBuffer[capacity=" + array.length + (expandable ? ", expandable]" : "]");
    }
}
