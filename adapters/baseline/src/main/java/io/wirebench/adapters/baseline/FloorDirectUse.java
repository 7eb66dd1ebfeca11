package io.wirebench.adapters.baseline;

import io.wirebench.core.DirectUseRotation;
import java.io.IOException;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;

/**
 * The floor used directly: the same byte code as {@code FloorOrderCodec} (the same {@link FloorBytes} calls in the same
 * order, the same checks on read) on a message class of its own ({@link Message}), with no {@code Codec} interface and
 * no shared model class between the JMH method and the bytes. The floor is not a library; what it has in place of
 * documentation is this module's README and {@link FloorBytes}, which this class follows exactly, so the ratio of
 * {@code baseline-bytebuffer}'s harness round trip to this one is what the harness's layers and the shared model's
 * setters cost the cheapest possible codec.
 *
 * <p><b>The same work as the harness's round trip</b> ({@code CodecBenchmark.roundTrip}): the next message of the data
 * set's rotation (array load and mask), encoded into the reused array, decoded into the one reused instance (filled
 * only once the whole message has been read, as the codec fills it) and returned. The messages are the data set's own,
 * copied in set-up. {@code FloorDirectUseTest} checks that this class and the codec write the same bytes for every
 * message of {@code order} and {@code orders}.
 */
@State(Scope.Thread)
public class FloorDirectUse extends DirectUseRotation {
    private static final int FIXED = 8 + 8 + 4 + 1 + 1;
    private static final Message.Side[] SIDES = Message.Side.values();

    @Param("baseline-bytebuffer")
    public String contender;

    @Param({"order", "orders"})
    public String dataset;

    private final FloorBytes bytes = new FloorBytes();
    private Message reuse;
    private Message[] messages;

    @Setup
    public void setUp() {
        messages = rotationOfCopies("FloorDirectUse", contender, "baseline-bytebuffer", dataset, Message.class);
        reuse = copyOfLast(messages);
    }

    @Benchmark
    public Message directRoundTrip() throws IOException {
        Message o = messages[next++ & mask];
        FloorBytes b = bytes;
        b.start();
        b.room(FIXED);
        b.putDouble(o.price);
        b.putLong(o.longInt);
        b.putInt(o.smallInt);
        b.putByte(o.flag ? 1 : 0);
        b.putOrdinal(o.side);
        b.putText(o.text);
        b.finish();

        b.open();
        b.need(FIXED);
        double price = b.getDouble();
        long longInt = b.getLong();
        int smallInt = b.getInt();
        boolean flag = b.getByte() != 0;
        Message.Side side = b.getOrdinal(SIDES);
        String text = b.getText();
        b.close();
        Message r = reuse;
        r.price = price;
        r.longInt = longInt;
        r.smallInt = smallInt;
        r.flag = flag;
        r.side = side;
        r.text = text;
        return r;
    }

    /** The message the last call wrote, length header included; for the test that compares it with the codec's. */
    byte[] lastMessage() {
        return bytes.copy();
    }

    /** The order as this benchmark's own class: plain fields, nothing of the harness. */
    public static final class Message {
        /** This benchmark's own enum, named as the published message's. */
        public enum Side {
            Buy, Sell
        }

        double price;
        long longInt;
        int smallInt;
        boolean flag;
        Side side;
        String text;
    }
}
