package io.wirebench.wire.delta;

import io.wirebench.wire.EnumValues;
import io.wirebench.wire.ValueOut;
import io.wirebench.wire.WireKey;
import io.wirebench.wire.WireLimits;
import io.wirebench.wire.WireOut;
import io.wirebench.wire.WireWriter;

/**
 * A {@link WireOut} that writes nothing: it records what a description writes into a
 * {@link Frame}, so that the delta writer can compare it with the last version of the object.
 * Nested objects get frames of their own. Sequences are not carried yet.
 */
final class FrameRecorder implements WireOut, ValueOut {
    private static final int MAX_DEPTH = WireLimits.DEFAULT_MAX_NESTING_DEPTH;

    private Frame frame;
    /** Whether a key was written for the next value: the key and its name wait in the frame's next slot. */
    private boolean keyed;
    private int depth;

    /** Records {@code value} as {@code writer} describes it into {@code into}, which is emptied first. */
    <T> void record(T value, WireWriter<? super T> writer, Frame into) {
        frame = into;
        into.count = 0;
        keyed = false;
        depth = 0;
        writer.write(value, this);
    }

    @Override
    public ValueOut write(WireKey key) {
        frame.name(key, key.name());
        keyed = true;
        return this;
    }

    @Override
    public ValueOut write(CharSequence name) {
        String s = name.toString();
        frame.name(s, s);
        keyed = true;
        return this;
    }

    /** The slot the key just written named, now added. */
    private int slot(byte type, long bits) {
        if (!keyed) {
            throw new IllegalStateException("a value without a key: the delta wire names every field it sends");
        }
        keyed = false;
        Frame f = frame;
        int i = f.count;
        f.types[i] = type;
        f.bits[i] = bits;
        f.count = i + 1;
        return i;
    }

    @Override
    public ValueOut writeValue() {
        throw new UnsupportedOperationException("the delta wire names every field it sends: a value without a key cannot be diffed");
    }

    @Override
    public <T> int writeDocument(boolean metaData, T value, WireWriter<? super T> writer) {
        throw new UnsupportedOperationException("the delta wire frames its own messages");
    }

    private WireOut put(byte type, long bits, Object ref) {
        frame.ref(slot(type, bits), ref);
        return this;
    }

    @Override
    public WireOut bool(boolean value) {
        return put(Frame.BOOL, value ? 1 : 0, null);
    }

    @Override
    public WireOut int8(byte value) {
        return put(Frame.INT8, value, null);
    }

    @Override
    public WireOut int16(short value) {
        return put(Frame.INT16, value, null);
    }

    @Override
    public WireOut int32(int value) {
        return put(Frame.INT32, value, null);
    }

    @Override
    public WireOut int64(long value) {
        return put(Frame.INT64, value, null);
    }

    @Override
    public WireOut float32(float value) {
        return put(Frame.FLOAT32, Float.floatToRawIntBits(value), null);
    }

    @Override
    public WireOut float64(double value) {
        return put(Frame.FLOAT64, Double.doubleToRawLongBits(value), null);
    }

    @Override
    public WireOut text(CharSequence value) {
        return value == null ? nul() : put(Frame.TEXT, 0, value.toString());
    }

    @Override
    public WireOut asEnum(Enum<?> value) {
        return value == null ? nul() : put(Frame.ENUM, 0, value);
    }

    @Override
    public <E extends Enum<E>> WireOut asEnum(EnumValues<E> values, E value) {
        return asEnum(value);
    }

    @Override
    public WireOut bytes(byte[] value) {
        // A copy: the caller may reuse its array, and the writer compares against what was sent.
        return value == null ? nul() : put(Frame.BYTES, 0, value.clone());
    }

    @Override
    public WireOut nul() {
        return put(Frame.NULL, 0, null);
    }

    @Override
    public <T> WireOut object(T value, WireWriter<? super T> writer) {
        if (value == null) {
            return nul();
        }
        if (depth >= MAX_DEPTH) {
            throw new IllegalStateException("objects nested more than " + MAX_DEPTH + " deep: is there a cycle in the object graph?");
        }
        int slot = slot(Frame.OBJECT, 0);
        Frame outer = frame;
        frame = outer.child(slot);
        depth++;
        try {
            writer.write(value, this);
        } finally {
            depth--;
            frame = outer;
        }
        return this;
    }

    @Override
    public <T> WireOut sequence(T value, WireWriter<? super T> writer) {
        throw new UnsupportedOperationException("the delta wire does not carry sequences yet (field '" + frame.names[frame.count] + "')");
    }
}
