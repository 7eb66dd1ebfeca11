package io.wirebench.adapters.flatbuffers;

import com.google.flatbuffers.FlatBufferBuilder;
import io.wirebench.core.DirectUseRotation;
import io.wirebench.core.model.order.Order;
import java.nio.ByteBuffer;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;

/**
 * FlatBuffers used directly, as its Java tutorial (flatbuffers.dev/tutorial) recommends, with no harness type
 * between the JMH method and the library: one {@link FlatBufferBuilder} {@code clear()}ed and reused, the string
 * first, then the table through the flatc-style {@code FbOrder.create}, {@code finishSizePrefixed} (the framing the
 * adapter writes, FlatBuffers' documented form for a stream); then the root read in place from the builder's own
 * buffer (flatc's {@code getSizePrefixedRootAs...} arithmetic, without moving the buffer's position) through one
 * re-pointed {@code FbOrder} and {@code FbFloat64}, as the tutorial advises for performance-sensitive code. Every
 * field is copied out into one reused {@link DirectOrder}, the text as a {@code String}, because that is the
 * harness round trip's work: a read that touched no field would measure nothing. Measured beside
 * {@code CodecBenchmark.roundTrip} on {@code flatbuffers} (harness/bench/README.md, "Direct-use parity").
 *
 * <p><b>What the adapter does on top, by design:</b> it maps the shared {@code Order} model onto the builder calls
 * and the accessors back onto the model, refusing a null string or side; on decode it checks the size prefix
 * against the bytes present and the root offset's range, checks that the price and text are there and that the side
 * is a known constant, and turns an out-of-range offset into an {@code IOException}. Those are part of the harness
 * score, and the parity ratio shows them.
 *
 * <p>{@code FlatBuffersDirectUseTest} checks that this class writes the adapter's exact bytes for every message of
 * {@code order} and {@code orders}.
 */
@State(Scope.Thread)
public class FlatBuffersDirectUse extends DirectUseRotation {
    /** Bytes of the size prefix {@code finishSizePrefixed} writes. */
    private static final int PREFIX = 4;

    @Param("flatbuffers")
    public String contender;

    @Param({"order", "orders"})
    public String dataset;

    private final FlatBufferBuilder builder = new FlatBufferBuilder(1024);
    private final FbOrder table = new FbOrder();
    private final FbFloat64 price = new FbFloat64();
    private DirectOrder reuse;
    private DirectOrder[] messages;

    @Setup
    public void setUp() {
        messages = rotationOfCopies("FlatBuffersDirectUse", contender, "flatbuffers", dataset, DirectOrder.class);
        reuse = copyOfLast(messages);
    }

    @Benchmark
    public DirectOrder directRoundTrip() {
        DirectOrder m = messages[next++ & mask];
        FlatBufferBuilder b = builder;
        b.clear();
        int text = b.createString(m.text);
        b.finishSizePrefixed(FbOrder.create(b, m.price, m.flag, text, m.side, m.smallInt, m.longInt));

        ByteBuffer bb = b.dataBuffer();
        int rootOffset = bb.position() + PREFIX;
        FbOrder t = table.assign(rootOffset + bb.getInt(rootOffset), bb);
        DirectOrder o = reuse;
        o.price = t.price(price).value();
        o.flag = t.flag();
        o.text = t.text();
        o.side = t.side();
        o.smallInt = t.smallInt();
        o.longInt = t.longInt();
        return o;
    }

    /** The size-prefixed buffer the last call finished; for the test against the adapter's bytes. */
    byte[] lastWritten() {
        return builder.sizedByteArray();
    }

    /**
     * The values a FlatBuffers user copies out of the table: plain fields, the side as the schema's byte enum
     * ({@code enum Side : byte { Buy, Sell }} numbers the constants in declaration order: the ordinal set-up copies in).
     */
    public static final class DirectOrder {
        double price;
        boolean flag;
        String text;
        byte side;
        int smallInt;
        long longInt;
    }
}
