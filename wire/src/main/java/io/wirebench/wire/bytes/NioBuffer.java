package io.wirebench.wire.bytes;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;

/**
 * A buffer over a {@link ByteBuffer}, typically direct (off-heap) memory handed to or from NIO
 * channels without a copy. Indexes are absolute, from 0 to the {@code ByteBuffer}'s capacity; its
 * own position, limit and byte order are neither used nor changed (a duplicate is kept).
 *
 * <p>Multi-byte values go through little-endian {@link MethodHandles#byteBufferViewVarHandle}
 * views. Text needs a {@code byte[]} to become a {@code String}; a direct buffer copies through a
 * scratch array that this buffer keeps and reuses, and text beyond ASCII decodes through a char
 * array it keeps too, so steady-state decoding allocates only the {@code String} itself ({@link Utf8}).
 * So one thread at a time uses a buffer. Not expandable: direct memory is sized by its owner.
 */
public final class NioBuffer implements WritableBuffer {
    private static final VarHandle SHORT = MethodHandles.byteBufferViewVarHandle(short[].class, ByteOrder.LITTLE_ENDIAN);
    private static final VarHandle INT = MethodHandles.byteBufferViewVarHandle(int[].class, ByteOrder.LITTLE_ENDIAN);
    private static final VarHandle LONG = MethodHandles.byteBufferViewVarHandle(long[].class, ByteOrder.LITTLE_ENDIAN);
    private static final VarHandle FLOAT = MethodHandles.byteBufferViewVarHandle(float[].class, ByteOrder.LITTLE_ENDIAN);
    private static final VarHandle DOUBLE = MethodHandles.byteBufferViewVarHandle(double[].class, ByteOrder.LITTLE_ENDIAN);

    private final ByteBuffer buffer;
    private final int capacity;
    private byte[] scratch = new byte[64];
    /** Decodes {@link #getStringUtf8}'s text, with the char scratch kept for text beyond ASCII. */
    private final Utf8Text text = new Utf8Text();

    private NioBuffer(ByteBuffer buffer) {
        this.buffer = buffer.duplicate().clear();
        this.capacity = buffer.capacity();
    }

    /** A buffer over all of {@code buffer}'s capacity. */
    public static NioBuffer wrap(ByteBuffer buffer) {
        return new NioBuffer(buffer);
    }

    /** A buffer over {@code capacity} bytes of new direct memory. */
    public static NioBuffer allocateDirect(int capacity) {
        return new NioBuffer(ByteBuffer.allocateDirect(capacity));
    }

    /** The wrapped memory (a duplicate: its position and limit are this buffer's own). */
    public ByteBuffer byteBuffer() {
        return buffer;
    }

    @Override
    public int capacity() {
        return capacity;
    }

    private void check(int index, int length) {
        if (BoundsChecks.ENABLED) {
            BoundsChecks.check(index, length, capacity);
        }
    }

    private byte[] scratch(int length) {
        if (scratch.length < length) {
            scratch = new byte[Math.max(length, scratch.length * 2)];
        }
        return scratch;
    }

    @Override
    public byte getByte(int index) {
        check(index, 1);
        return buffer.get(index);
    }

    @Override
    public short getShort(int index) {
        check(index, 2);
        return (short) SHORT.get(buffer, index);
    }

    @Override
    public int getInt(int index) {
        check(index, 4);
        return (int) INT.get(buffer, index);
    }

    @Override
    public long getLong(int index) {
        check(index, 8);
        return (long) LONG.get(buffer, index);
    }

    @Override
    public float getFloat(int index) {
        check(index, 4);
        return (float) FLOAT.get(buffer, index);
    }

    @Override
    public double getDouble(int index) {
        check(index, 8);
        return (double) DOUBLE.get(buffer, index);
    }

    @Override
    public void getBytes(int index, byte[] dst, int dstOffset, int length) {
        check(index, length);
        buffer.get(index, dst, dstOffset, length);
    }

    @Override
    public String getStringUtf8(int index, int length) {
        check(index, length);
        byte[] src;
        int from;
        if (buffer.hasArray()) {
            src = buffer.array();
            from = buffer.arrayOffset() + index;
        } else {
            src = scratch(length);
            buffer.get(index, src, 0, length);
            from = 0;
        }
        return text.decode(src, from, length);
    }

    @Override
    public String getStringLatin1(int index, int length) {
        check(index, length);
        byte[] s = scratch(length);
        buffer.get(index, s, 0, length);
        return Latin1.decode(s, 0, length);
    }

    @Override
    public boolean bytesEqual(int index, byte[] expected, int length) {
        check(index, length);
        for (int i = 0; i < length; i++) {
            if (buffer.get(index + i) != expected[i]) {
                return false;
            }
        }
        return true;
    }

    @Override
    public void putByte(int index, byte value) {
        check(index, 1);
        buffer.put(index, value);
    }

    @Override
    public void putShort(int index, short value) {
        check(index, 2);
        SHORT.set(buffer, index, value);
    }

    @Override
    public void putInt(int index, int value) {
        check(index, 4);
        INT.set(buffer, index, value);
    }

    @Override
    public void putLong(int index, long value) {
        check(index, 8);
        LONG.set(buffer, index, value);
    }

    @Override
    public void putFloat(int index, float value) {
        check(index, 4);
        FLOAT.set(buffer, index, value);
    }

    @Override
    public void putDouble(int index, double value) {
        check(index, 8);
        DOUBLE.set(buffer, index, value);
    }

    @Override
    public void putBytes(int index, byte[] src, int srcOffset, int length) {
        check(index, length);
        buffer.put(index, src, srcOffset, length);
    }

    @Override
    public void moveBytes(int srcIndex, int dstIndex, int length) {
        check(srcIndex, length);
        check(dstIndex, length);
        byte[] s = scratch(length);
        buffer.get(srcIndex, s, 0, length);
        buffer.put(dstIndex, s, 0, length);
    }

    @Override
    public int putStringUtf8(int index, CharSequence value) {
        // Short ASCII text in one pass, not a count, an encode and a copy (see HeapBuffer); short
        // text that is not ASCII is written again from the start below.
        if (value.length() < Utf8.SHORT_TEXT && !Utf8.isWide(value) && tryPutStringAscii(index, value) >= 0) {
            return value.length();
        }
        int length = Utf8.encodedLength(value);
        check(index, length);
        byte[] s = scratch(length);
        int written = Utf8.encode(value, s, 0);
        buffer.put(index, s, 0, written);
        return written;
    }

    @Override
    public int tryPutStringAscii(int index, CharSequence value) {
        int n = value.length();
        check(index, n);
        int all = 0;
        for (int i = 0; i < n; i++) {
            char c = value.charAt(i);
            all |= c;
            buffer.put(index + i, (byte) c);
        }
        return all < 0x80 ? n : -1;
    }

    @Override
    public int putStringLatin1(int index, CharSequence value) {
        int n = value.length();
        check(index, n);
        for (int i = 0; i < n; i++) {
            char c = value.charAt(i);
            if (c > 0xFF) {
                throw Latin1.unencodable(c, i);
            }
            buffer.put(index + i, (byte) c);
        }
        return n;
    }

    @Override
    public int putStopBit(int index, long value) {
        check(index, StopBit.length(value));
        return StopBit.write(this, index, value);
    }

    @Override
    public boolean isExpandable() {
        return false;
    }

    @Override
    public void ensureCapacity(int required) {
        if (required > capacity) {
            throw new IndexOutOfBoundsException("need " + required + " bytes but the buffer is fixed at " + capacity + " bytes");
        }
    }

    @Override
    public String toString() {
        return "NioBuffer[capacity=" + capacity + (buffer.isDirect() ? ", direct]" : ", heap]");
    }
}
