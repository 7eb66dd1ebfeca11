package io.wirebench.adapters.thrift;

import static io.wirebench.adapters.thrift.OrderStruct.FLAG;
import static io.wirebench.adapters.thrift.OrderStruct.LONG_INT;
import static io.wirebench.adapters.thrift.OrderStruct.PRICE;
import static io.wirebench.adapters.thrift.OrderStruct.SIDE;
import static io.wirebench.adapters.thrift.OrderStruct.SMALL_INT;
import static io.wirebench.adapters.thrift.OrderStruct.STRUCT;
import static io.wirebench.adapters.thrift.OrderStruct.TEXT;

import io.wirebench.core.DirectUseContender;
import io.wirebench.core.DirectUseMessages;
import io.wirebench.core.DirectUseRotation;
import java.nio.ByteBuffer;
import java.util.Arrays;
import org.apache.thrift.TConfiguration;
import org.apache.thrift.TException;
import org.apache.thrift.protocol.TBinaryProtocol;
import org.apache.thrift.protocol.TCompactProtocol;
import org.apache.thrift.protocol.TField;
import org.apache.thrift.protocol.TProtocol;
import org.apache.thrift.protocol.TProtocolException;
import org.apache.thrift.protocol.TProtocolUtil;
import org.apache.thrift.protocol.TType;
import org.apache.thrift.transport.TByteBuffer;
import org.apache.thrift.transport.TMemoryInputTransport;
import org.apache.thrift.transport.TTransportException;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;

/**
 * libthrift used directly, the way its own {@code TSerializer} and {@code TDeserializer} drive a generated struct,
 * with no harness type between the JMH method and the library: the struct ({@link DirectOrder}) writes and reads
 * itself as the Thrift compiler's Java "standard scheme" does (written by hand, as the adapter's structs are: the
 * compiler is not on Maven Central); writing goes through one protocol over libthrift's own in-memory transport
 * {@link TByteBuffer} (a reused heap {@link ByteBuffer}, {@code clear()} per message), reading through a second
 * protocol over one reused {@link TMemoryInputTransport} pointed at the bytes written, then {@code clear()} and
 * protocol {@code reset()}, as {@code TDeserializer.deserialize(base, bytes, offset, length)} does.
 * {@code TBinaryProtocol} for {@code thrift-binary}, {@code TCompactProtocol} for {@code thrift-compact}. Measured
 * beside {@code CodecBenchmark.roundTrip} (harness/bench/README.md, "Direct-use parity").
 *
 * <p><b>Why not {@code TSerializer}'s own stream:</b> {@code TSerializer} writes into a
 * {@code TByteArrayOutputStream}, a {@link java.io.ByteArrayOutputStream} whose {@code write} methods are
 * {@code synchronized}; the protocols make one transport write per field header part and per value (13 to 20 per
 * {@code Order}), and on JDK 17, without biased locking (JEP 374), each is an atomic lock and unlock. That made this
 * class 2 to 5 times slower than the adapter, which writes into an unsynchronized array
 * (docs/measurements/2026-11-26c-extras/parity.md: harness / direct 0.21 to 0.52). {@code TByteBuffer} is
 * libthrift's unsynchronized in-memory transport: the same protocol calls, the same bytes, no lock; its fixed
 * capacity holds any {@code Order} of both data sets (a longer one fails with libthrift's "Not enough room").
 *
 * <p><b>What the adapter does on top, by design:</b> its struct maps the shared {@code Order} model to the protocol
 * calls and back onto the model, and throws on a side number the schema does not know where generated code's
 * {@code findByValue} gives null; its codec resets the writing protocol per message and tells the input transport
 * the message's exact size ({@code updateKnownMessageSize}) so that a hostile length is refused before allocation;
 * it writes through a {@code TIOStreamTransport} into a growable array, since its messages have no size bound.
 * Those are part of the harness score, and the parity ratio shows them.
 *
 * <p>{@code ThriftDirectUseTest} checks that this class writes the adapter's exact bytes for every message of
 * {@code order} and {@code orders}, with both protocols.
 */
@State(Scope.Thread)
public class ThriftDirectUse extends DirectUseRotation {

    @Param({"thrift-binary", "thrift-compact"})
    public String contender;

    @Param({"order", "orders"})
    public String dataset;

    /** Bytes the write buffer holds: the longest Order of both data sets (40 three-byte characters) needs under 200. */
    private static final int CAPACITY = 1024;

    private DirectOrder reuse;
    private TByteBuffer output;
    private TProtocol writer;
    private TMemoryInputTransport input;
    private TProtocol reader;
    private DirectOrder[] messages;

    @Setup
    public void setUp() throws TTransportException {
        boolean compact = DirectUseContender.isSecond("ThriftDirectUse", contender, "thrift-binary", "thrift-compact");
        messages = rotation(DirectUseMessages.copies("ThriftDirectUse", dataset, DirectOrder.class));
        output = new TByteBuffer(ByteBuffer.allocate(CAPACITY));
        input = new TMemoryInputTransport(new TConfiguration());
        writer = compact ? new TCompactProtocol(output) : new TBinaryProtocol(output);
        reader = compact ? new TCompactProtocol(input) : new TBinaryProtocol(input);
        reuse = copyOfLast(messages);
    }

    @Benchmark
    public DirectOrder directRoundTrip() throws TException {
        output.clear();
        messages[next++ & mask].write(writer);
        ByteBuffer written = output.getByteBuffer();
        try {
            input.reset(written.array(), 0, written.position());
            reuse.read(reader);
        } finally {
            input.clear();
            reader.reset();
        }
        return reuse;
    }

    /** The bytes the last call wrote; for the test that compares them with the adapter's. */
    byte[] lastWritten() {
        return Arrays.copyOf(output.getByteBuffer().array(), output.getByteBuffer().position());
    }

    /** {@code enum Side} of {@code wirebench.thrift}, as the compiler generates it: a constant with its number. */
    public enum Side {
        Buy(1), Sell(2);

        final int value;

        Side(int value) {
            this.value = value;
        }

        /** The generated {@code findByValue}: null for a number the schema does not know. */
        static Side findByValue(int value) {
            return switch (value) {
                case 1 -> Buy;
                case 2 -> Sell;
                default -> null;
            };
        }
    }

    /**
     * {@code struct Order}, every field required, in the generated code's shape (fields, isset bits, standard scheme).
     * Its struct and field headers are the adapter's ({@link OrderStruct}): the same schema, so the same objects.
     */
    public static final class DirectOrder {
        private static final int PRICE_ISSET = 1;
        private static final int FLAG_ISSET = 1 << 1;
        private static final int SMALL_INT_ISSET = 1 << 2;
        private static final int LONG_INT_ISSET = 1 << 3;
        private static final int ALL_ISSET = (1 << 4) - 1;

        double price;
        boolean flag;
        String text;
        Side side;
        int smallInt;
        long longInt;
        private int isset;

        /** The generated {@code StandardScheme.write}: validate, then every set field in id order, then STOP. */
        void write(TProtocol out) throws TException {
            validate();
            out.writeStructBegin(STRUCT);
            out.writeFieldBegin(PRICE);
            out.writeDouble(price);
            out.writeFieldEnd();
            out.writeFieldBegin(FLAG);
            out.writeBool(flag);
            out.writeFieldEnd();
            out.writeFieldBegin(TEXT);
            out.writeString(text);
            out.writeFieldEnd();
            out.writeFieldBegin(SIDE);
            out.writeI32(side.value);
            out.writeFieldEnd();
            out.writeFieldBegin(SMALL_INT);
            out.writeI32(smallInt);
            out.writeFieldEnd();
            out.writeFieldBegin(LONG_INT);
            out.writeI64(longInt);
            out.writeFieldEnd();
            out.writeFieldStop();
            out.writeStructEnd();
        }

        /**
         * The generated {@code StandardScheme.read}: a loop over the fields, a field of an unexpected type or id
         * skipped, then the required fields checked. The isset bits are cleared first (generated code leaves them
         * from an earlier read), so that a reused instance cannot pass the check with a field of the last message.
         */
        void read(TProtocol in) throws TException {
            isset = 0;
            text = null;
            side = null;
            in.readStructBegin();
            while (true) {
                TField f = in.readFieldBegin();
                if (f.type == TType.STOP) {
                    break;
                }
                switch (f.id) {
                    case 1 -> {
                        if (f.type == TType.DOUBLE) {
                            price = in.readDouble();
                            isset |= PRICE_ISSET;
                        } else {
                            TProtocolUtil.skip(in, f.type);
                        }
                    }
                    case 2 -> {
                        if (f.type == TType.BOOL) {
                            flag = in.readBool();
                            isset |= FLAG_ISSET;
                        } else {
                            TProtocolUtil.skip(in, f.type);
                        }
                    }
                    case 3 -> {
                        if (f.type == TType.STRING) {
                            text = in.readString();
                        } else {
                            TProtocolUtil.skip(in, f.type);
                        }
                    }
                    case 4 -> {
                        if (f.type == TType.I32) {
                            side = Side.findByValue(in.readI32());
                        } else {
                            TProtocolUtil.skip(in, f.type);
                        }
                    }
                    case 5 -> {
                        if (f.type == TType.I32) {
                            smallInt = in.readI32();
                            isset |= SMALL_INT_ISSET;
                        } else {
                            TProtocolUtil.skip(in, f.type);
                        }
                    }
                    case 6 -> {
                        if (f.type == TType.I64) {
                            longInt = in.readI64();
                            isset |= LONG_INT_ISSET;
                        } else {
                            TProtocolUtil.skip(in, f.type);
                        }
                    }
                    default -> TProtocolUtil.skip(in, f.type);
                }
                in.readFieldEnd();
            }
            in.readStructEnd();
            if (isset != ALL_ISSET) {
                throw new TProtocolException("a required field of Order was not found in serialized data");
            }
            validate();
        }

        /** The generated {@code validate()}: the required object fields must be present. */
        private void validate() throws TProtocolException {
            if (text == null) {
                throw new TProtocolException("Required field 'text' was not present");
            }
            if (side == null) {
                throw new TProtocolException("Required field 'side' was not present");
            }
        }
    }
}
