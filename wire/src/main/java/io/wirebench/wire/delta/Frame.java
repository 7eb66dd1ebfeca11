package io.wirebench.wire.delta;

import java.util.Arrays;

/**
 * The values of one object as a delta writer or reader remembers them: one slot per field, in the
 * order its description writes them, each with its name, its type, its bits (numbers, booleans)
 * or its reference (text, enum, bytes, a nested object's own frame). Doubles are kept as their
 * raw IEEE bits, so NaN payloads and -0.0 survive.
 *
 * <p>A frame owns its nested frames outright: they are reused when the same slot holds an object
 * again, and never shared with another frame, so copying or replacing one frame cannot change
 * another.
 */
final class Frame {
    static final byte NULL = 0, BOOL = 1, INT8 = 2, INT16 = 3, INT32 = 4, INT64 = 5, FLOAT32 = 6, FLOAT64 = 7,
            TEXT = 8, ENUM = 9, BYTES = 10, OBJECT = 11;

    int count;
    /** The key as the description passed it (a {@code WireKey} or a name), writer side only: the shape check compares these first. */
    Object[] keys = new Object[8];
    String[] names = new String[8];
    byte[] types = new byte[8];
    long[] bits = new long[8];
    Object[] refs = new Object[8];

    /** Appends a slot and returns its index; its reference is left as it was (a nested frame to reuse). */
    int add(Object key, String name, byte type, long value) {
        int i = name(key, name);
        types[i] = type;
        bits[i] = value;
        count = i + 1;
        return i;
    }

    /**
     * Names the slot after the last one, without adding it yet: returns its index. References are
     * stored only when they differ (here and below): a frame is mostly rewritten with the same
     * keys, names and texts, and an unchanged reference costs no store and no GC write barrier.
     */
    int name(Object key, String name) {
        int i = count;
        if (i == names.length) {
            int n = i * 2;
            keys = Arrays.copyOf(keys, n);
            names = Arrays.copyOf(names, n);
            types = Arrays.copyOf(types, n);
            bits = Arrays.copyOf(bits, n);
            refs = Arrays.copyOf(refs, n);
        }
        if (keys[i] != key) {
            keys[i] = key;
        }
        if (names[i] != name) {
            names[i] = name;
        }
        return i;
    }

    /** Sets slot {@code i}'s reference, storing it only if it differs. */
    void ref(int i, Object ref) {
        if (refs[i] != ref) {
            refs[i] = ref;
        }
    }

    /** This frame's own nested frame at {@code slot}, emptied: the one it held before if any. */
    Frame child(int slot) {
        if (refs[slot] instanceof Frame f) {
            f.count = 0;
            return f;
        }
        Frame c = new Frame();
        refs[slot] = c;
        return c;
    }

    /**
     * Makes this frame equal to {@code src}, nested frames copied into this frame's own: the
     * primitive arrays in bulk, then each reference where it differs, so that no nested frame is
     * ever shared.
     */
    void copyFrom(Frame src) {
        int n = src.count;
        if (names.length < n) {
            int length = src.names.length;
            keys = new Object[length];
            names = new String[length];
            types = new byte[length];
            bits = new long[length];
            refs = Arrays.copyOf(refs, length);
        }
        System.arraycopy(src.types, 0, types, 0, n);
        System.arraycopy(src.bits, 0, bits, 0, n);
        for (int i = 0; i < n; i++) {
            if (keys[i] != src.keys[i]) {
                keys[i] = src.keys[i];
            }
            if (names[i] != src.names[i]) {
                names[i] = src.names[i];
            }
            if (src.types[i] == OBJECT) {
                child(i).copyFrom((Frame) src.refs[i]);
            } else {
                ref(i, src.refs[i]);
            }
        }
        count = n;
    }

    /** The slot named {@code name}, or -1. */
    int indexOf(String name) {
        for (int i = 0; i < count; i++) {
            if (name.equals(names[i])) {
                return i;
            }
        }
        return -1;
    }

    /** Whether both frames have the same fields in the same order, nested objects included where both hold one. */
    static boolean sameShape(Frame a, Frame b) {
        if (a.count != b.count) {
            return false;
        }
        for (int i = 0; i < a.count; i++) {
            if (a.keys[i] != b.keys[i] && !a.names[i].equals(b.names[i])) {
                return false;
            }
        }
        return true;
    }

    static String typeName(byte type) {
        return switch (type) {
            case NULL -> "null";
            case BOOL -> "boolean";
            case INT8 -> "int8";
            case INT16 -> "int16";
            case INT32 -> "int32";
            case INT64 -> "int64";
            case FLOAT32 -> "float32";
            case FLOAT64 -> "float64";
            case TEXT -> "text";
            case ENUM -> "enum";
            case BYTES -> "bytes";
            case OBJECT -> "object";
            default -> "type " + type;
        };
    }

    static boolean isInteger(byte type) {
        return type >= INT8 && type <= INT64;
    }
}
