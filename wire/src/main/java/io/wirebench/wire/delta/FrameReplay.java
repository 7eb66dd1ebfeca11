package io.wirebench.wire.delta;

import io.wirebench.wire.EnumValues;
import io.wirebench.wire.MalformedWireException;
import io.wirebench.wire.ValueIn;
import io.wirebench.wire.ValueType;
import io.wirebench.wire.WireIn;
import io.wirebench.wire.WireKey;
import io.wirebench.wire.WireReader;

/**
 * A {@link WireIn} over a {@link Frame}: the delta reader rebuilds an object by letting its
 * description read the frame it keeps for the key, exactly as it would read a document. Fields
 * are found by name, in order first; a field the frame lacks reads as absent.
 */
final class FrameReplay implements WireIn, ValueIn {
    private Frame frame;
    private int cursor;
    private int slot = -1;
    private FrameReplay nested;

    <T> T replay(Frame f, T reuse, WireReader<T> reader) {
        frame = f;
        cursor = 0;
        slot = -1;
        return reader.read(reuse, this);
    }

    @Override
    public ValueIn read(WireKey key) {
        String name = key.name();
        if (cursor < frame.count && (name == frame.names[cursor] || name.equals(frame.names[cursor]))) {
            // The same text: keep the description's instance, so that the next read of this slot is one compare.
            frame.names[cursor] = name;
            slot = cursor++;
        } else {
            slot = frame.indexOf(name);
            if (slot >= 0) {
                cursor = slot + 1;
            }
        }
        return this;
    }

    @Override
    public ValueIn readValue() {
        slot = cursor < frame.count ? cursor++ : -1;
        return this;
    }

    @Override
    public boolean hasMore() {
        return cursor < frame.count;
    }

    @Override
    public String readFieldName() {
        return cursor < frame.count ? frame.names[cursor] : null;
    }

    @Override
    public <T> T readDocument(T reuse, WireReader<T> reader) {
        throw new UnsupportedOperationException("a delta frame holds one object, not documents");
    }

    @Override
    public boolean isPresent() {
        return slot >= 0;
    }

    @Override
    public ValueType type() {
        if (slot < 0) {
            return ValueType.NONE;
        }
        return switch (frame.types[slot]) {
            case Frame.NULL -> ValueType.NULL;
            case Frame.BOOL -> ValueType.BOOLEAN;
            case Frame.FLOAT32, Frame.FLOAT64 -> ValueType.FLOAT;
            case Frame.TEXT, Frame.ENUM -> ValueType.TEXT;
            case Frame.BYTES -> ValueType.BYTES;
            case Frame.OBJECT -> ValueType.OBJECT;
            default -> ValueType.INTEGER;
        };
    }

    private MalformedWireException mismatch(String wanted) {
        return new MalformedWireException("field '" + frame.names[slot] + "' holds a " + Frame.typeName(frame.types[slot])
                + " but its description reads a " + wanted);
    }

    @Override
    public boolean bool() {
        if (slot < 0) {
            return false;
        }
        if (frame.types[slot] != Frame.BOOL) {
            throw mismatch("boolean");
        }
        return frame.bits[slot] != 0;
    }

    @Override
    public byte int8() {
        return (byte) int64Within(Byte.MIN_VALUE, Byte.MAX_VALUE, "int8");
    }

    @Override
    public short int16() {
        return (short) int64Within(Short.MIN_VALUE, Short.MAX_VALUE, "int16");
    }

    @Override
    public int int32() {
        return (int) int64Within(Integer.MIN_VALUE, Integer.MAX_VALUE, "int32");
    }

    /** The integer, refused when it does not fit {@code type}'s range. */
    private long int64Within(long min, long max, String type) {
        long v = int64();
        if (v < min || v > max) {
            throw mismatch(type + " (the value " + v + " does not fit)");
        }
        return v;
    }

    @Override
    public long int64() {
        if (slot < 0) {
            return 0;
        }
        if (!Frame.isInteger(frame.types[slot])) {
            throw mismatch("integer");
        }
        return frame.bits[slot];
    }

    @Override
    public float float32() {
        if (slot < 0) {
            return 0;
        }
        if (frame.types[slot] != Frame.FLOAT32) {
            throw mismatch("float32");
        }
        return Float.intBitsToFloat((int) frame.bits[slot]);
    }

    @Override
    public double float64() {
        if (slot < 0) {
            return 0;
        }
        return switch (frame.types[slot]) {
            case Frame.FLOAT64 -> Double.longBitsToDouble(frame.bits[slot]);
            case Frame.FLOAT32 -> Float.intBitsToFloat((int) frame.bits[slot]);
            default -> throw mismatch("float64");
        };
    }

    @Override
    public String text() {
        if (slot < 0) {
            return null;
        }
        return switch (frame.types[slot]) {
            case Frame.NULL -> null;
            case Frame.TEXT -> (String) frame.refs[slot];
            case Frame.ENUM -> ((Enum<?>) frame.refs[slot]).name();
            default -> throw mismatch("text");
        };
    }

    @Override
    public <E extends Enum<E>> E asEnum(EnumValues<E> values) {
        String name = text();
        if (name == null) {
            return null;
        }
        for (int i = 0; i < values.size(); i++) {
            if (values.constant(i).name().equals(name)) {
                return values.constant(i);
            }
        }
        throw new MalformedWireException("field '" + frame.names[slot] + "' holds '" + name + "', which is no constant of " + values.type().getName());
    }

    @Override
    public byte[] bytes() {
        if (slot < 0 || frame.types[slot] == Frame.NULL) {
            return null;
        }
        if (frame.types[slot] != Frame.BYTES) {
            throw mismatch("bytes");
        }
        return ((byte[]) frame.refs[slot]).clone(); // the frame keeps its own copy
    }

    @Override
    public <T> T object(T reuse, WireReader<T> reader) {
        if (slot < 0 || frame.types[slot] == Frame.NULL) {
            return null;
        }
        if (frame.types[slot] != Frame.OBJECT) {
            throw mismatch("object");
        }
        if (nested == null) {
            nested = new FrameReplay();
        }
        return nested.replay((Frame) frame.refs[slot], reuse, reader);
    }

    @Override
    public <T> T sequence(T reuse, WireReader<T> reader) {
        throw new UnsupportedOperationException("the delta wire does not carry sequences yet");
    }

    @Override
    public void skip() {
        // Nothing to move past: every slot stands on its own.
    }
}
