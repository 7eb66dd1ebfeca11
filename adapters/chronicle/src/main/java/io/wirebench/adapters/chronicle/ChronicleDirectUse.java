package io.wirebench.adapters.chronicle;

import io.wirebench.core.DirectUseMessages;
import io.wirebench.core.DirectUseRotation;
import net.openhft.chronicle.bytes.Bytes;
import net.openhft.chronicle.wire.BinaryWire;
import net.openhft.chronicle.wire.Marshallable;
import net.openhft.chronicle.wire.RawWire;
import net.openhft.chronicle.wire.ValueIn;
import net.openhft.chronicle.wire.Wire;
import net.openhft.chronicle.wire.WireIn;
import net.openhft.chronicle.wire.WireKey;
import net.openhft.chronicle.wire.WireOut;
import net.openhft.chronicle.wire.WireType;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.TearDown;

/**
 * Chronicle Wire used directly, the way its own microbenchmark uses it ({@code microbenchmarks/.../Main.java},
 * {@code Data.java} in the Chronicle-Wire repository), with no harness type between the JMH method and the
 * library: a {@link Marshallable} message class keyed by a {@link WireKey} enum, {@code writeDocument(false, m)}
 * then {@code readDocument(null, m)} into one reused instance, over an elastic direct {@link Bytes}, text read
 * with {@code textTo(StringBuilder)}. The contender id picks the wire in set-up, as the adapter's {@code ChronicleWires}
 * does: {@code RawWire(bytes, false)}, the benchmark's {@code BinaryWire} constructor with the id's fixed, numeric-fields
 * and field-less flags ({@code bwireFFF} … {@code bwireFTT}), {@code WireType.TEXT} or {@code WireType.JSON_ONLY}.
 * The harness measures the same work as {@code CodecBenchmark.roundTrip} on each of these contenders; the runner
 * measures both in the same rounds, and their ratio is the harness's cost over direct use (harness/bench/README.md,
 * "Direct-use parity"). The two {@code BytesMarshallable} forms have their own class, {@link ChronicleBytesDirectUse}.
 *
 * <p><b>The same work as the harness's round trip</b>: each call takes the next message of the data set's
 * rotation (an array load and a mask, as {@code Rotation}), clears the wire, writes one document, reads it back
 * into the one reused instance and returns it; the messages are the data set's own, copied once in set-up into
 * this library's message class ({@link DirectOrder}). Text ends as a {@code String}, as the shared model holds
 * it (Chronicle's benchmark keeps it in a reused {@code Bytes}): so both sides pay for one {@code String} per
 * decoded text. On JSON a null is looked for first ({@code ValueIn.isNull()}), as the adapter does: {@code JSONWire}
 * writes {@code null} but reads it back as the text "null" and cannot read it as an enum. {@code ChronicleDirectUseTest}
 * checks that this class and the adapter write the same bytes for every message of {@code order} and {@code orders},
 * and read back the same fields.
 *
 * <p>Where this class differs from Chronicle's benchmark, and why: UTF-8 text ({@code RawWire(bytes, false)};
 * the benchmark also measures 8-bit text, which cannot carry {@code orders}' text), bounds checks on (the benchmark
 * sets {@code unchecked(true)}; the adapter must throw on a cut message), an elastic buffer (the adapter's
 * {@code allocateElasticDirect(512)}) and the return-value form of {@code ValueIn} ({@code float64()}), as the
 * adapter reads, rather than the setter-lambda form. What the adapter does beyond this, by design part of its score:
 * on the compact binary forms ({@code chronicle-binary}, {@code -numbered}, {@code -fieldless}) it refuses a -0.0
 * price (one compare per double), which such a wire would read back as 0.0.
 *
 * <p>A contender's direct-use class is found by the runner from JMH's benchmark list: any benchmark method
 * named {@code directRoundTrip} whose {@code contender} parameter lists the contender (CONTRIBUTING.md).
 */
@State(Scope.Thread)
public class ChronicleDirectUse extends DirectUseRotation {
    /** The contenders this class measures directly; the runner passes one. */
    @Param({"chronicle-raw", "chronicle-binary", "chronicle-binary-numbered", "chronicle-binary-fixed", "chronicle-binary-fixed-numbered",
            "chronicle-binary-fieldless", "chronicle-text", "chronicle-json"})
    public String contender;

    @Param({"order", "orders"})
    public String dataset;

    private DirectOrder reuse;
    private Bytes<?> bytes;
    private Wire wire;
    private DirectOrder[] messages;

    @Setup
    public void setUp() {
        messages = rotation(DirectUseMessages.copies("ChronicleDirectUse", dataset, DirectOrder.class));
        Bytes<?> b = Bytes.allocateElasticDirect(512);
        try {
            wire = wireOf(contender, b);
        } catch (RuntimeException e) {
            b.releaseLast();
            throw e;
        }
        bytes = b;
        reuse = copyOfLast(messages);
        reuse.json = "chronicle-json".equals(contender);
    }

    @TearDown
    public void tearDown() {
        bytes.releaseLast();
    }

    @Benchmark
    public DirectOrder directRoundTrip() {
        wire.clear();
        wire.writeDocument(false, messages[next++ & mask]);
        if (!wire.readDocument(null, reuse)) {
            throw new IllegalStateException("readDocument found no document it had just written");
        }
        return reuse;
    }

    /** The document the last call wrote, header included; for the test that compares it with the adapter's. */
    byte[] lastDocument() {
        return written(bytes);
    }

    /** What {@code bytes} holds from its start to its write position (off-heap, so copied out); for the tests. */
    static byte[] written(Bytes<?> bytes) {
        byte[] copy = new byte[(int) bytes.writePosition()];
        bytes.readPosition(0);
        bytes.copyTo(copy);
        return copy;
    }

    /**
     * The wire {@code contender} names over {@code bytes}: the benchmark's {@code rwireUTF}, its {@code BinaryWire}
     * constructor with the id's flags (fixed width, numeric fields, field-less), or the text and JSON wire types.
     */
    static Wire wireOf(String contender, Bytes<?> bytes) {
        switch (contender) {
            case "chronicle-raw":
                return new RawWire(bytes, false);
            case "chronicle-binary":
                return binary(bytes, false, false, false);
            case "chronicle-binary-numbered":
                return binary(bytes, false, true, false);
            case "chronicle-binary-fixed":
                return binary(bytes, true, false, false);
            case "chronicle-binary-fixed-numbered":
                return binary(bytes, true, true, false);
            case "chronicle-binary-fieldless":
                return binary(bytes, false, false, true);
            case "chronicle-text":
                return WireType.TEXT.apply(bytes);
            case "chronicle-json":
                return WireType.JSON_ONLY.apply(bytes);
            default:
                throw new IllegalArgumentException("ChronicleDirectUse measures Chronicle's raw, binary YAML, text and JSON wires, not '"
                        + contender + "' (the BytesMarshallable forms: ChronicleBytesDirectUse)");
        }
    }

    /** The benchmark's {@code BinaryWire} constructor: no compression, no delta support ({@code WireType.BINARY_LIGHT}). */
    private static Wire binary(Bytes<?> bytes, boolean fixed, boolean numericFields, boolean fieldLess) {
        return new BinaryWire(bytes, fixed, numericFields, fieldLess, Integer.MAX_VALUE, "binary", false);
    }

    /** The keys as the benchmark's {@code DataFields}: an enum whose code is its ordinal (the published field numbers). */
    enum Field implements WireKey {
        unknown, smallInt, longInt, price, flag, text, side;

        @Override
        public int code() {
            return ordinal();
        }
    }

    /** The benchmark's {@code Side}. */
    public enum Side {
        Buy, Sell
    }

    /** The message as Chronicle's benchmark writes its own {@code Data}: a {@link Marshallable} in field order. */
    public static final class DirectOrder implements Marshallable {
        private final StringBuilder scratch = new StringBuilder(64);
        /** Whether this instance reads JSON, where a null must be looked for before the value (class comment). */
        boolean json;
        double price;
        boolean flag;
        String text;
        Side side;
        int smallInt;
        long longInt;

        @Override
        public void writeMarshallable(WireOut wire) {
            wire.write(Field.price).float64(price)
                    .write(Field.flag).bool(flag)
                    .write(Field.text).text(text)
                    .write(Field.side).asEnum(side)
                    .write(Field.smallInt).int32(smallInt)
                    .write(Field.longInt).int64(longInt);
        }

        @Override
        public void readMarshallable(WireIn wire) {
            price = wire.read(Field.price).float64();
            flag = wire.read(Field.flag).bool();
            ValueIn textIn = wire.read(Field.text);
            StringBuilder t = json && textIn.isNull() ? null : textIn.textTo(scratch);
            text = t == null ? null : t.toString();
            ValueIn sideIn = wire.read(Field.side);
            side = json && sideIn.isNull() ? null : sideIn.asEnum(Side.class);
            smallInt = wire.read(Field.smallInt).int32();
            longInt = wire.read(Field.longInt).int64();
        }
    }
}
