package io.wirebench.adapters.protostuff;

import io.protostuff.LinkedBuffer;
import io.protostuff.ProtostuffIOUtil;
import io.protostuff.Schema;
import io.protostuff.runtime.RuntimeSchema;
import io.wirebench.core.DirectUseRotation;
import io.wirebench.core.PlainOrder;
import io.wirebench.core.ReusableByteArrayOutputStream;
import java.io.IOException;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;

/**
 * Protostuff used directly, as its getting-started page (protostuff.github.io/docs) and {@code ProtostuffIOUtil}'s
 * javadoc show it: a {@code RuntimeSchema} of the benchmark's own message type ({@link PlainOrder}, the plain class
 * the direct-use benchmarks share: the model's fields in the model's order, which the schema numbers in declaration
 * order), one {@link LinkedBuffer} kept and
 * cleared after every message, {@code ProtostuffIOUtil.writeTo(OutputStream, message, schema, buffer)} into one
 * reused array (where the page's {@code toByteArray} would return a new array per message), and {@code mergeFrom}
 * of that array's range into {@code schema.newMessage()}; no harness type between the JMH method and the library.
 *
 * <p><b>The same work as the harness's round trip</b>: the next message of the data set's rotation (array load
 * and mask), written, read back and returned. {@code mergeFrom} merges rather than overwrites (a field absent from
 * the bytes, a null text, would keep its stale value), so a new {@link PlainOrder} per read is the library's
 * direct use, as in the adapter. {@code ProtostuffDirectUseTest} checks that the bytes written are the adapter's
 * message bytes for every message of {@code order} and {@code orders}.
 *
 * <p><b>What the adapter does beyond this, by design</b>: it frames every message with a 4-byte length, written
 * into the same array before the message, and checks the frame before reading, because protostuff's reader takes
 * the end of its input as the end of an open nested message (see {@code ProtostuffCodec}). That frame and check
 * are part of the harness score, and the parity ratio shows them.
 */
@State(Scope.Thread)
public class ProtostuffDirectUse extends DirectUseRotation {

    /** The contender this class measures directly; the runner passes it. */
    @Param("protostuff")
    public String contender;

    @Param({"order", "orders"})
    public String dataset;

    private final LinkedBuffer buffer = LinkedBuffer.allocate(LinkedBuffer.DEFAULT_BUFFER_SIZE);
    // The sink the adapter writes into as well: unsynchronized and kept between messages, so both sides pay alike for it.
    private final ReusableByteArrayOutputStream out = new ReusableByteArrayOutputStream(256);
    private Schema<PlainOrder> schema;
    private PlainOrder[] messages;

    @Setup
    public void setUp() {
        messages = rotationOfCopies("ProtostuffDirectUse", contender, "protostuff", dataset, PlainOrder.class);
        schema = RuntimeSchema.getSchema(PlainOrder.class);
    }

    @Benchmark
    public PlainOrder directRoundTrip() throws IOException {
        out.reset();
        try {
            ProtostuffIOUtil.writeTo(out, messages[next++ & mask], schema, buffer);
        } finally {
            buffer.clear();
        }
        PlainOrder read = schema.newMessage();
        ProtostuffIOUtil.mergeFrom(out.array(), 0, out.length(), read, schema);
        return read;
    }

    /** The bytes the last call wrote; for the test that compares them with the adapter's. */
    byte[] lastWritten() {
        return out.toByteArray();
    }
}
