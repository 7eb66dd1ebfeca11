package io.wirebench.wire.delta;

import static io.wirebench.wire.binary.BinaryCodes.*;

import io.wirebench.wire.MalformedWireException;
import io.wirebench.wire.WireLimits;
import io.wirebench.wire.WireReader;
import io.wirebench.wire.binary.BinaryCodes;
import io.wirebench.wire.binary.BinaryLayout;
import io.wirebench.wire.bytes.BytesIn;
import java.util.Arrays;
import java.util.Objects;

/**
 * Reads the messages of a {@link DeltaWireOut} and rebuilds each object exactly (doubles to the
 * bit). Per handle it keeps the sequence number and the values last applied, for at most
 * {@code capacity} handles: the writer decides which key a handle holds, so the reader needs no
 * eviction of its own, only a capacity at least the writer's.
 *
 * <p>A message is applied to a copy of the handle's values, and the object is rebuilt from that
 * copy, before anything is kept: a message that is corrupt, truncated, out of sequence or that
 * the description refuses throws and leaves every handle's state as it was. Out-of-sequence
 * messages throw {@link DeltaStreamException}; malformed ones {@link MalformedWireException}.
 * After either, the cursor is past the message when its length could be read.
 *
 * <p>Single-threaded. Reading consumes one message at the {@link BytesIn}'s position.
 */
public final class DeltaWireIn<T> {
    private final BytesIn in;
    private final WireReader<T> reader;
    private final int capacity;
    private final WireLimits limits;
    private State[] states = new State[16];
    private final FrameReplay replay = new FrameReplay();
    private Frame scratch = new Frame();

    /** A handle's state; kept when the handle is forgotten ({@code held} false), to be reused by its next snapshot. */
    private static final class State {
        boolean held;
        long sequence;
        Frame frame = new Frame();
    }

    /**
     * @param reader   the description of {@code T}
     * @param capacity the most handles held, at least the writer's capacity
     */
    public DeltaWireIn(BytesIn in, WireReader<T> reader, int capacity) {
        if (capacity < 1) {
            throw new IllegalArgumentException("capacity must be at least 1 handle, not " + capacity);
        }
        this.in = Objects.requireNonNull(in, "in");
        this.reader = Objects.requireNonNull(reader, "reader");
        this.capacity = capacity;
        this.limits = in.limits();
    }

    public BytesIn bytesIn() {
        return in;
    }

    /** Handles holding an object now: never more than the capacity. */
    public int handles() {
        int n = 0;
        for (State s : states) {
            n += s != null && s.held ? 1 : 0;
        }
        return n;
    }

    /** Forgets every handle: from now on only snapshots are accepted, until each handle has one. */
    public void reset() {
        for (State s : states) {
            if (s != null) {
                s.held = false;
            }
        }
    }

    /** The state of a handle this reader holds, or null. */
    private State held(int handle) {
        State s = handle < states.length ? states[handle] : null;
        return s != null && s.held ? s : null;
    }

    /**
     * The length in bytes of the message at the cursor, its code and length included, without
     * reading it: lets a caller that knows where the message must end refuse trailing or missing
     * bytes before anything is applied.
     *
     * @throws MalformedWireException when no message starts at the cursor or its length cannot be read
     */
    public int peekMessageLength() {
        int at = in.position();
        if (in.remaining() < 2) {
            throw new MalformedWireException(at, "expected a delta message but only " + in.remaining() + " byte(s) remain");
        }
        int code = in.buffer().getByte(at) & 0xFF;
        if (code == OBJECT_SHORT) {
            return 2 + (in.buffer().getByte(at + 1) & 0xFF);
        }
        if (code != OBJECT) {
            throw new MalformedWireException(at, "expected a delta message (an object) but found " + BinaryCodes.describe(code));
        }
        if (in.remaining() < 5) {
            throw new MalformedWireException(at, "a delta message's 4-byte length is cut short: " + (in.remaining() - 1) + " byte(s) remain");
        }
        int length = in.buffer().getInt(at + 1);
        if (length < 0 || length > Integer.MAX_VALUE - 5) {
            throw new MalformedWireException(at, "a delta message declares an impossible length, " + length);
        }
        return 5 + length;
    }

    /** Reads the next message and returns the object it brings, in {@code reuse} where the description allows. */
    public T read(T reuse) {
        int at = in.position();
        int outer = in.limit();
        int code = in.readUnsignedByte();
        int length = BinaryLayout.readContainerLength(in, at, code, OBJECT_SHORT, OBJECT, "a delta message");
        if (length < 0) {
            in.position(at);
            throw new MalformedWireException(at, "expected a delta message (an object) but found " + BinaryCodes.describe(code));
        }
        if (length > in.remaining()) {
            in.position(at);
            throw new MalformedWireException(at, "the delta message declares " + length + " bytes but only " + in.remaining() + " remain");
        }
        int content = in.position();
        int end = content + length;
        try {
            // Inside the try: a message whose check fails is passed over like any other refused one.
            in.limit(verifyCheck(at, content, end));
            int first = in.peekUnsignedByte();
            if (isNumber(first)) {
                return update(reuse);
            }
            String name = readName();
            if (!"full".equals(name)) {
                throw new MalformedWireException(at, "a delta message starts with a handle number or 'full', not '" + name + "'");
            }
            return snapshot(reuse);
        } finally {
            in.limit(end);
            in.position(end);
            in.limit(outer);
        }
    }

    /**
     * Checks the message's last value, its CRC-8 (one byte below 128, else uint8 and the byte),
     * before anything in it is believed; returns where the fields end.
     */
    private int verifyCheck(int at, int content, int end) {
        if (end - content < 2) {
            throw new MalformedWireException(at, "a delta message of " + (end - content) + " byte(s) is too short to hold its check");
        }
        int last = in.buffer().getByte(end - 1) & 0xFF;
        int fields = end - 1;
        if (last > SMALL_INT_MAX) {
            fields--;
            if ((in.buffer().getByte(fields) & 0xFF) != UINT8) {
                throw new MalformedWireException(fields, "a delta message ends with its check, a uint8 here, but found "
                        + BinaryCodes.describe(in.buffer().getByte(fields) & 0xFF));
            }
        }
        int crc = Crc8.of(in.buffer(), content, fields);
        if (crc != last) {
            throw new MalformedWireException(at, String.format("the delta message's check is 0x%02X but its bytes give 0x%02X: it is corrupt", last, crc));
        }
        return fields;
    }

    private T update(T reuse) {
        int handle = handle(readNumber());
        long sequence = readInteger();
        State s = held(handle);
        if (s == null) {
            throw new DeltaStreamException(DeltaStreamException.Kind.UNKNOWN_HANDLE, handle, sequence,
                    "update " + sequence + " for handle " + handle + ", which this reader holds nothing for: request a snapshot");
        }
        if (sequence <= s.sequence) {
            throw new DeltaStreamException(DeltaStreamException.Kind.STALE, handle, sequence,
                    "update " + sequence + " for handle " + handle + " is not after " + s.sequence
                            + ", the last one applied: a repeated or late message, ignored");
        }
        if (sequence != s.sequence + 1) {
            throw new DeltaStreamException(DeltaStreamException.Kind.GAP, handle, sequence,
                    "update " + sequence + " for handle " + handle + " follows " + s.sequence + ": "
                            + (sequence - s.sequence - 1) + " message(s) lost; request a snapshot");
        }
        scratch.copyFrom(s.frame);
        apply(scratch, 1);
        return commit(s, sequence, reuse);
    }

    private T snapshot(T reuse) {
        int handle = handle(readInteger());
        expectName("seq");
        long sequence = readInteger();
        expectName("value");
        State s = held(handle);
        if (s != null && sequence <= s.sequence) {
            throw new DeltaStreamException(DeltaStreamException.Kind.STALE, handle, sequence,
                    "snapshot " + sequence + " for handle " + handle + " is not after " + s.sequence
                            + ", the last message applied: a repeated or late message, ignored");
        }
        scratch.count = 0;
        int message = in.limit();
        int end = enterObject(1);
        readFields(scratch, end, 2);
        in.limit(message);
        if (in.position() != message) {
            throw new MalformedWireException(in.position(), "bytes after the snapshot's value");
        }
        if (s == null) {
            if (handle >= states.length) {
                states = Arrays.copyOf(states, (int) Math.min(Math.max((long) states.length * 2, handle + 1L), capacity));
            }
            s = states[handle];
            if (s == null) {
                s = new State();
                states[handle] = s;
            }
            T value = commit(s, sequence, reuse); // the handle is held only once the object is rebuilt
            s.held = true;
            return value;
        }
        return commit(s, sequence, reuse);
    }

    /** Rebuilds the object from the scratch frame, then keeps the frame: nothing is kept if rebuilding throws. */
    private T commit(State s, long sequence, T reuse) {
        T value = replay.replay(scratch, reuse, reader);
        Frame applied = scratch;
        scratch = s.frame;
        s.frame = applied;
        s.sequence = sequence;
        return value;
    }

    private int handle(long number) {
        if (number < 0 || number >= capacity) {
            throw new MalformedWireException(in.position(), "handle " + number + " is outside this reader's capacity of "
                    + capacity + " (a reader's capacity must be at least its writer's)");
        }
        return (int) number;
    }

    /** Applies the changed fields up to the current limit to {@code frame}. */
    private void apply(Frame frame, int depth) {
        while (in.position() < in.limit()) {
            int at = in.position();
            int code = in.peekUnsignedByte();
            if (isNumber(code)) {
                long n = readNumber();
                if (n < 0 || n >= frame.count) { // a stop-bit number may be negative
                    throw new MalformedWireException(at, "field " + n + " changed, but the object has " + frame.count + " fields");
                }
                int slot = (int) n;
                byte type = frame.types[slot];
                switch (type) {
                    case Frame.INT8, Frame.INT16, Frame.INT32, Frame.INT64 -> {
                        long v = frame.bits[slot] + readInteger();
                        if (!fits(type, v)) {
                            throw new MalformedWireException(at, "field '" + frame.names[slot] + "' (" + Frame.typeName(type)
                                    + ") changed to " + v + ", which does not fit");
                        }
                        frame.bits[slot] = v;
                    }
                    case Frame.FLOAT64 -> frame.bits[slot] = Double.doubleToRawLongBits(
                            Double.longBitsToDouble(frame.bits[slot]) + readNumber64());
                    case Frame.FLOAT32 -> frame.bits[slot] = Float.floatToRawIntBits(
                            Float.intBitsToFloat((int) frame.bits[slot]) + (float) readNumber64()) & 0xFFFF_FFFFL;
                    case Frame.OBJECT -> {
                        int outer = in.limit();
                        int end = enterObject(depth + 1);
                        apply((Frame) frame.refs[slot], depth + 1);
                        in.position(end);
                        in.limit(outer);
                    }
                    default -> throw new MalformedWireException(at, "a difference for field '" + frame.names[slot]
                            + "', a " + Frame.typeName(type) + ", which changes only whole");
                }
            } else {
                String name = readName();
                int slot = frame.indexOf(name);
                if (slot < 0) {
                    throw new MalformedWireException(at, "field '" + name + "' changed, but the object has no such field");
                }
                readValue(frame, slot, depth);
            }
        }
    }

    /** Named fields with whole values up to {@code end}, appended to {@code frame}. */
    private void readFields(Frame frame, int end, int depth) {
        while (in.position() < end) {
            String name = readName();
            int slot = frame.add(null, name, Frame.NULL, 0);
            readValue(frame, slot, depth);
        }
    }

    /** A whole value, of its declared width, into {@code slot}. */
    private void readValue(Frame frame, int slot, int depth) {
        int at = in.position();
        int code = in.readUnsignedByte();
        byte type;
        long bits = 0;
        Object ref = null;
        switch (code) {
            case NULL -> type = Frame.NULL;
            case TRUE, FALSE -> {
                type = Frame.BOOL;
                bits = code == TRUE ? 1 : 0;
            }
            case INT8 -> {
                type = Frame.INT8;
                bits = in.readByte();
            }
            case INT16 -> {
                type = Frame.INT16;
                bits = in.readShort();
            }
            case INT32 -> {
                type = Frame.INT32;
                bits = in.readInt();
            }
            case INT64 -> {
                type = Frame.INT64;
                bits = in.readLong();
            }
            case FLOAT32 -> {
                type = Frame.FLOAT32;
                bits = in.readInt() & 0xFFFF_FFFFL;
            }
            case FLOAT64 -> {
                type = Frame.FLOAT64;
                bits = in.readLong();
            }
            case TEXT -> {
                type = Frame.TEXT;
                ref = in.readUtf8(length(at), at);
            }
            case BYTES -> {
                type = Frame.BYTES;
                int n = length(at);
                limits.validateBytesLength(n, at);
                in.require(n, "bytes");
                byte[] b = new byte[n];
                in.readBytes(b, 0, n);
                ref = b;
            }
            case OBJECT_SHORT, OBJECT -> {
                in.position(at);
                int outer = in.limit();
                int end = enterObject(depth + 1);
                Frame child = frame.child(slot);
                readFields(child, end, depth + 1);
                in.limit(outer);
                frame.types[slot] = Frame.OBJECT;
                frame.bits[slot] = 0;
                return;
            }
            default -> {
                if (code >= TEXT_INLINE) {
                    type = Frame.TEXT;
                    ref = in.readUtf8(code - TEXT_INLINE, at);
                } else {
                    throw new MalformedWireException(at, "expected a whole value of declared width but found " + BinaryCodes.describe(code));
                }
            }
        }
        frame.types[slot] = type;
        frame.bits[slot] = bits;
        frame.ref(slot, ref);
    }

    /** Enters an object at the cursor: limits reading to its content and returns where it ends. */
    private int enterObject(int depth) {
        int at = in.position();
        int code = in.readUnsignedByte();
        int length;
        if (code == OBJECT_SHORT) {
            length = in.readUnsignedByte();
        } else if (code == OBJECT) {
            length = in.readInt();
        } else {
            throw new MalformedWireException(at, "expected an object but found " + BinaryCodes.describe(code));
        }
        if (length < 0 || length > in.remaining()) {
            throw new MalformedWireException(at, "an object declares " + length + " bytes but only " + in.remaining() + " remain");
        }
        limits.validateNestingDepth(depth, at);
        int end = in.position() + length;
        in.limit(end);
        return end;
    }

    private static boolean isNumber(int code) {
        return (code >= FIELD_NUMBER_INLINE && code <= FIELD_NUMBER_INLINE + INLINE_MAX) || code == FIELD_NUMBER;
    }

    private long readNumber() {
        int code = in.readUnsignedByte();
        return code == FIELD_NUMBER ? in.readStopBit() : code - FIELD_NUMBER_INLINE;
    }

    private String readName() {
        int at = in.position();
        int code = in.readUnsignedByte();
        if (code >= FIELD_NAME_INLINE && code <= FIELD_NAME_INLINE + INLINE_MAX) {
            return in.readUtf8(code - FIELD_NAME_INLINE, at);
        }
        if (code == FIELD_NAME) {
            return in.readUtf8(length(at), at);
        }
        throw new MalformedWireException(at, "expected a field name but found " + BinaryCodes.describe(code));
    }

    private void expectName(String expected) {
        int at = in.position();
        String name = readName();
        if (!expected.equals(name)) {
            throw new MalformedWireException(at, "expected the field '" + expected + "' but found '" + name + "'");
        }
    }

    /** An integer in any of binary YAML's integer codes. */
    private long readInteger() {
        int at = in.position();
        int code = in.readUnsignedByte();
        if (code <= SMALL_INT_MAX) {
            return code;
        }
        return switch (code) {
            case INT8 -> in.readByte();
            case INT16 -> in.readShort();
            case INT32 -> in.readInt();
            case INT64 -> in.readLong();
            case UINT8 -> in.readUnsignedByte();
            case UINT16 -> in.readShort() & 0xFFFF;
            case UINT32 -> in.readInt() & 0xFFFF_FFFFL;
            default -> throw new MalformedWireException(at, "expected an integer but found " + BinaryCodes.describe(code));
        };
    }

    /** A number in any of binary YAML's numeric codes, as a double (exact for what the writer sends). */
    private double readNumber64() {
        int code = in.peekUnsignedByte();
        if (code == FLOAT32) {
            in.skip(1);
            return in.readFloat();
        }
        if (code == FLOAT64) {
            in.skip(1);
            return in.readDouble();
        }
        return readInteger();
    }

    private int length(int at) {
        long n = in.readStopBit();
        if (n < 0 || n > Integer.MAX_VALUE) {
            throw new MalformedWireException(at, "a length of " + n + " is impossible");
        }
        return (int) n;
    }

    private static boolean fits(byte type, long v) {
        return switch (type) {
            case Frame.INT8 -> v == (byte) v;
            case Frame.INT16 -> v == (short) v;
            case Frame.INT32 -> v == (int) v;
            default -> true;
        };
    }
}
