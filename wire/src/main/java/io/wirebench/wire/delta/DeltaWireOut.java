package io.wirebench.wire.delta;

import static io.wirebench.wire.binary.BinaryCodes.*;

import io.wirebench.wire.WireWriter;
import io.wirebench.wire.binary.BinaryLayout;
import io.wirebench.wire.binary.BinaryWireOut;
import io.wirebench.wire.binary.KeyStyle;
import io.wirebench.wire.binary.NumberStyle;
import io.wirebench.wire.bytes.BytesOut;
import io.wirebench.wire.bytes.StopBit;
import io.wirebench.wire.bytes.WritableBuffer;
import java.util.Arrays;
import java.util.Objects;
import java.util.function.Function;

/**
 * Writes a stream of keyed objects as delta messages: the first message for a key carries the
 * whole object, later ones only the fields that changed, numbers as differences, nested objects
 * diffed field by field. Every message is one binary YAML object, so a stream reads without its
 * schema ({@link DeltaDump}). The format, the sequence numbers and the memory bound are described
 * in {@code wire/README.md} ("Delta wire").
 *
 * <p>State: per key (found by {@link DeltaKey}: a hash and a comparison of the identifying fields), a handle, the
 * handle's sequence number and the values last sent, held by a {@code DeltaKeyTable}. At most {@code capacity} keys are held; a
 * new key beyond that takes over the handle of the key used least recently, and that key's next
 * message goes in full again. A handle's sequence number keeps counting across keys, so a late
 * message for a handle's previous key can never be taken for one of its new key.
 *
 * <p>Single-threaded. Writing appends one message at the {@link BytesOut}'s position.
 */
public final class DeltaWireOut<T> {
    private final BytesOut out;
    private final WritableBuffer buffer;
    /** Writes differences: compact numbers, as binary YAML writes them. */
    private final BinaryWireOut compact;
    private final WireWriter<? super T> writer;
    private final DeltaKey<? super T> keyOf;
    private final int capacity;
    private final DeltaKeyTable<T> table;
    private final FrameRecorder recorder = new FrameRecorder();
    private Frame scratch = new Frame();
    private long snapshots;

    /**
     * @param writer   the description of {@code T}
     * @param keyOf    the identifying fields of an object, as a value with {@code equals} and
     *                 {@code hashCode}: made for every message; {@link DeltaKey} avoids that
     * @param capacity the most keys held at once, 1 or more; the reader's must be at least this
     */
    public DeltaWireOut(BytesOut out, WireWriter<? super T> writer, Function<? super T, ?> keyOf, int capacity) {
        this(out, writer, DeltaKey.of(keyOf), capacity);
    }

    /**
     * @param writer   the description of {@code T}
     * @param keyOf    the identifying fields of an object, hashed and compared where they stand
     * @param capacity the most keys held at once, 1 or more; the reader's must be at least this
     */
    public DeltaWireOut(BytesOut out, WireWriter<? super T> writer, DeltaKey<? super T> keyOf, int capacity) {
        if (capacity < 1) {
            throw new IllegalArgumentException("capacity must be at least 1 key, not " + capacity);
        }
        this.out = Objects.requireNonNull(out, "out");
        this.buffer = out.buffer();
        this.compact = new BinaryWireOut(out, KeyStyle.NUMBERED, NumberStyle.COMPACT);
        this.writer = Objects.requireNonNull(writer, "writer");
        this.keyOf = Objects.requireNonNull(keyOf, "keyOf");
        this.capacity = capacity;
        this.table = new DeltaKeyTable<>(keyOf, capacity);
    }

    public BytesOut bytesOut() {
        return out;
    }

    /** Keys held now: never more than {@link #capacity()}. */
    public int keys() {
        return table.keys();
    }

    public int capacity() {
        return capacity;
    }

    /** Messages written in full so far (first messages, after eviction, on request). */
    public long snapshots() {
        return snapshots;
    }

    /** Forgets every key: the next message for each goes in full. Handles' sequence numbers keep counting. */
    public void reset() {
        table.reset();
    }

    /**
     * Starts a new stream: {@link #reset()}, and every handle's sequence number starts again from
     * 0. Only for a reader that starts afresh too (a new connection, a new file): a reader that goes
     * on could take a new message for an old one.
     */
    public void restart() {
        table.restart();
    }

    /**
     * Answers a reader's request ({@link DeltaStreamException#needsSnapshot()}): the next message
     * for the key that holds {@code handle} goes in full. A handle not in use needs nothing.
     */
    public void requestSnapshot(int handle) {
        DeltaKeyTable.KeyState s = table.inUse(handle);
        if (s != null) {
            s.full = true;
        }
    }

    /**
     * Appends the message for {@code value}: in full if its key is new (or was evicted, or a
     * snapshot was asked for, or its fields are not the ones sent last), else only what changed.
     * A write that throws (the description refuses the value, text that UTF-8 cannot carry, an
     * output that cannot grow) leaves the writer's state and the output's position as they were.
     *
     * @return the message's length in bytes
     */
    public int write(T value) {
        int hash = keyOf.hash(value);
        recorder.record(value, writer, scratch); // first: a description that throws changes nothing
        DeltaKeyTable.KeyState s = table.find(value, hash);
        Object kept = s == null ? keyOf.keep(value) : null;
        // The message is written before any state changes, from what the state would become, so
        // that a message that fails half-way is taken back whole and nothing else has moved.
        int handle;
        long sequence;
        boolean whole;
        if (s != null) {
            handle = s.handle;
            sequence = s.sequence + 1;
            whole = s.full || !Frame.sameShape(s.frame, scratch);
        } else {
            handle = table.nextHandle();
            sequence = table.nextSequence();
            whole = true;
        }
        int start = out.position();
        try {
            if (whole) {
                writeSnapshot(handle, sequence, scratch);
            } else {
                int container = begin();
                key(handle);
                compact.int64(sequence);
                diff(s.frame, scratch);
                check(container);
                end(container);
            }
        } catch (RuntimeException e) {
            out.position(start);
            throw e;
        }
        if (s == null) {
            s = table.bind(kept, hash);
        } else {
            table.touch(s);
        }
        if (whole) {
            snapshots++;
        }
        s.sequence = sequence;
        s.full = false;
        Frame sent = scratch;
        scratch = s.frame;
        s.frame = sent;
        return out.position() - start;
    }

    // ---- the message layout (see wire/README.md, "Delta wire")

    private void writeSnapshot(int handle, long sequence, Frame frame) {
        int container = begin();
        name("full");
        compact.int64(handle);
        name("seq");
        compact.int64(sequence);
        name("value");
        int value = begin();
        for (int i = 0; i < frame.count; i++) {
            absolute(frame, i);
        }
        end(value);
        check(container);
        end(container);
    }

    /** The message's last value, with no key: the CRC-8 of everything before it in the message. */
    private void check(int container) {
        compact.int64(Crc8.of(buffer, container + 2, out.position()));
    }

    /** The changed fields of {@code now} against {@code before}, which have the same fields. */
    private void diff(Frame before, Frame now) {
        for (int i = 0; i < now.count; i++) {
            byte type = now.types[i];
            if (type != before.types[i]) {
                absolute(now, i);
                continue;
            }
            long was = before.bits[i];
            long is = now.bits[i];
            switch (type) {
                case Frame.INT8, Frame.INT16, Frame.INT32, Frame.INT64 -> {
                    if (was != is) {
                        key(i);
                        compact.int64(is - was);
                    }
                }
                case Frame.FLOAT64 -> {
                    if (was != is) {
                        double d = Double.longBitsToDouble(is) - Double.longBitsToDouble(was);
                        // Only a difference that gives back these exact bits; NaN, infinities, -0.0 results and rounding go whole.
                        if (Double.isFinite(d) && Double.doubleToRawLongBits(Double.longBitsToDouble(was) + d) == is) {
                            key(i);
                            compact.float64(d);
                        } else {
                            absolute(now, i);
                        }
                    }
                }
                case Frame.FLOAT32 -> {
                    if (was != is) {
                        float d = Float.intBitsToFloat((int) is) - Float.intBitsToFloat((int) was);
                        if (Float.isFinite(d) && Float.floatToRawIntBits(Float.intBitsToFloat((int) was) + d) == (int) is) {
                            key(i);
                            compact.float32(d);
                        } else {
                            absolute(now, i);
                        }
                    }
                }
                case Frame.BOOL -> {
                    if (was != is) {
                        absolute(now, i);
                    }
                }
                case Frame.TEXT -> {
                    if (!Objects.equals(before.refs[i], now.refs[i])) {
                        absolute(now, i);
                    }
                }
                case Frame.ENUM -> {
                    if (before.refs[i] != now.refs[i]) {
                        absolute(now, i);
                    }
                }
                case Frame.BYTES -> {
                    if (!Arrays.equals((byte[]) before.refs[i], (byte[]) now.refs[i])) {
                        absolute(now, i);
                    }
                }
                case Frame.OBJECT -> {
                    Frame b = (Frame) before.refs[i];
                    Frame n = (Frame) now.refs[i];
                    if (!Frame.sameShape(b, n)) {
                        absolute(now, i);
                    } else {
                        int mark = out.position();
                        key(i);
                        int container = begin();
                        int inside = out.position();
                        diff(b, n);
                        if (out.position() == inside) {
                            out.position(mark); // nothing changed inside: send nothing
                        } else {
                            end(container);
                        }
                    }
                }
                default -> {
                    // NULL to NULL: unchanged.
                }
            }
        }
    }

    /** Slot {@code i} of {@code frame} by name, with its value whole and its declared width. */
    private void absolute(Frame frame, int i) {
        name(frame.names[i]);
        long bits = frame.bits[i];
        switch (frame.types[i]) {
            case Frame.NULL -> out.writeByte(NULL);
            case Frame.BOOL -> out.writeByte(bits != 0 ? TRUE : FALSE);
            case Frame.INT8 -> out.writeByte(INT8).writeByte((int) bits);
            case Frame.INT16 -> out.writeByte(INT16).writeShort((short) bits);
            case Frame.INT32 -> out.writeByte(INT32).writeInt((int) bits);
            case Frame.INT64 -> out.writeByte(INT64).writeLong(bits);
            // Raw bits straight to the buffer: no float conversion on the way, so NaN payloads survive.
            case Frame.FLOAT32 -> out.writeByte(FLOAT32).writeInt((int) bits);
            case Frame.FLOAT64 -> out.writeByte(FLOAT64).writeLong(bits);
            case Frame.TEXT -> text((String) frame.refs[i]);
            case Frame.ENUM -> text(((Enum<?>) frame.refs[i]).name());
            case Frame.BYTES -> {
                byte[] b = (byte[]) frame.refs[i];
                out.ensureRemaining(1 + StopBit.MAX_LENGTH + b.length);
                out.writeByte(BYTES).writeStopBit(b.length).writeBytes(b, 0, b.length);
            }
            case Frame.OBJECT -> {
                Frame child = (Frame) frame.refs[i];
                int container = begin();
                for (int j = 0; j < child.count; j++) {
                    absolute(child, j);
                }
                end(container);
            }
            default -> throw new IllegalStateException("unknown slot type " + frame.types[i]);
        }
    }

    /** A field number: slot or handle; one byte up to 31. */
    private void key(int number) {
        if (number <= INLINE_MAX) {
            out.writeByte(FIELD_NUMBER_INLINE | number);
        } else {
            out.ensureRemaining(1 + StopBit.MAX_LENGTH);
            out.writeByte(FIELD_NUMBER).writeStopBit(number);
        }
    }

    private void name(String name) {
        BinaryLayout.writeCountedUtf8(out, buffer, FIELD_NAME_INLINE, FIELD_NAME, name);
    }

    private void text(String text) {
        BinaryLayout.writeCountedUtf8(out, buffer, TEXT_INLINE, TEXT, text);
    }

    /** An object with a 1-byte length to fill in; returns where it starts. */
    private int begin() {
        return BinaryLayout.beginContainer(out, buffer, OBJECT_SHORT);
    }

    private void end(int start) {
        BinaryLayout.endContainer(out, buffer, start, OBJECT);
    }
}
