package io.wirebench.adapters.protobuf;

import com.google.protobuf.CodedOutputStream;
import io.wirebench.adapters.protobuf.generated.OrderProtos;
import io.wirebench.core.DirectUseRotation;
import io.wirebench.core.model.order.Order;
import java.io.IOException;
import java.util.Arrays;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;

/**
 * protobuf-java used directly, as its Java API documentation recommends for speed, with no harness type between
 * the JMH method and the library: the generated {@code OrderProtos.Order} messages are built once in set-up; each
 * call sizes the next one with its memoized {@code getSerializedSize()}, writes it with
 * {@code CodedOutputStream.newInstance(array, 0, size)} into one array kept for the benchmark's life, and parses it
 * back with the generated {@code parser().parseFrom(array, 0, length)} (no copy). Measured beside
 * {@code CodecBenchmark.roundTrip} on {@code protobuf} (harness/bench/README.md, "Direct-use parity").
 *
 * <p><b>What the adapter does on top, by design:</b> the harness sends the shared {@code Order} model, so the
 * adapter maps it field by field onto a reused builder and calls {@code build()} on every encode, and maps the
 * parsed message back onto the reused model on every decode. Here the messages already are protobuf messages (the
 * form protobuf's users hold), so neither the mapping nor {@code build()} is measured: that cost is part of the
 * harness score, and the parity ratio shows it. Decoding makes a new immutable message on both sides: protobuf-java
 * has no way to parse into an existing message.
 *
 * <p>{@code ProtobufDirectUseTest} checks that this class writes the adapter's exact bytes for every message of
 * {@code order} and {@code orders}.
 */
@State(Scope.Thread)
public class ProtobufDirectUse extends DirectUseRotation {

    @Param("protobuf")
    public String contender;

    @Param({"order", "orders"})
    public String dataset;

    private byte[] buffer = new byte[256];
    private int length;
    private OrderProtos.Order[] messages;

    @Setup
    public void setUp() {
        messages = rotationOfMapped("ProtobufDirectUse", contender, "protobuf", dataset, ProtobufDirectUse::message,
                OrderProtos.Order[]::new);
        int largest = 0;
        for (OrderProtos.Order m : messages) {
            largest = Math.max(largest, m.getSerializedSize());
        }
        // sized once for the largest message, so the measured method never grows it
        buffer = new byte[Math.max(buffer.length, largest)];
    }

    @Benchmark
    public OrderProtos.Order directRoundTrip() throws IOException {
        OrderProtos.Order message = messages[next++ & mask];
        int size = message.getSerializedSize();
        CodedOutputStream out = CodedOutputStream.newInstance(buffer, 0, size);
        message.writeTo(out);
        out.checkNoSpaceLeft();
        length = size;
        return OrderProtos.Order.parser().parseFrom(buffer, 0, length);
    }

    /** The bytes the last call wrote; for the test that compares them with the adapter's. */
    byte[] lastWritten() {
        return Arrays.copyOf(buffer, length);
    }

    /** {@code o} as a generated protobuf message (set-up only, through {@link #rotationOfMapped}). */
    private static OrderProtos.Order message(Order o) {
        return OrderProtos.Order.newBuilder()
                .setSmallInt(o.getSmallInt())
                .setLongInt(o.getLongInt())
                .setPrice(o.getPrice())
                .setFlag(o.isFlag())
                .setText(o.getText())
                // order.proto's constants are the published names prefixed, SIDE_UNSPECIFIED standing for none
                .setSide(o.getSide() == null ? OrderProtos.Side.SIDE_UNSPECIFIED : OrderProtos.Side.valueOf("SIDE_" + o.getSide().name().toUpperCase()))
                .build();
    }
}
