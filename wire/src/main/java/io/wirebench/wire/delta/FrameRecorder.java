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
    private Object key;
    private String name;
    private int depth;

    /** Records {@code value} as {@code writer} describes it into {@code into}, which is emptied first. */
    <T> void record(T value, WireWriter<? super T> writer, Frame into) {
        frame = into;
        into.count = 0;
        depth = 0;
        writer.write(value, this);
    }

    @Override
    public ValueOut write(WireKey key) {
        this.key = key;
        this.name = key.name();
        return this;
    }

    @Override
    public ValueOut write(CharSequence name) {
        String s = name.toString();
        this.key = s;
        this.name = s;
        return this;
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
        int i = frame.add(key, name, type, bits);
        frame.refs[i] = ref;
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
        int slot = frame.add(key, name, Frame.OBJECT, 0);
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
        throw new UnsupportedOperationException("the delta wire does not carry sequences yet (field '" + name + "')");
    }
}
