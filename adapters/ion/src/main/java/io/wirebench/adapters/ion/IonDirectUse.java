package io.wirebench.adapters.ion;

import com.amazon.ion.IonReader;
import com.amazon.ion.IonType;
import com.amazon.ion.IonWriter;
import com.amazon.ion.system.IonBinaryWriterBuilder;
import com.amazon.ion.system.IonReaderBuilder;
import io.wirebench.core.DirectUseRotation;
import io.wirebench.core.OrderFields;
import io.wirebench.core.PlainOrder;
import io.wirebench.core.ReusableByteArrayOutputStream;
import io.wirebench.core.model.order.Order;
import java.io.IOException;
import java.util.function.Function;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;

/**
 * Binary Ion used directly through ion-java's streaming API, as the Ion cookbook
 * (amazon-ion.github.io/ion-docs/guides/cookbook.html) writes and reads a struct field by field, with no harness type
 * between the JMH method and the library: one {@link IonWriter} from {@code IonBinaryWriterBuilder.standard()}
 * over one reused array, {@code finish()} after each message (every message a stream of its own, as in the
 * adapter), and one {@link IonReaderBuilder} that builds a reader over the array's range per message (an Ion
 * reader cannot be re-pointed), stepping into the struct and switching on each field name.
 *
 * <p><b>The same work as the harness's round trip</b>: the next message of the data set's rotation (array load
 * and mask), written, read back into one reused {@link PlainOrder} and returned, as the adapter reads into the
 * reused model object. {@code IonDirectUseTest} checks that both write the same bytes for every message of
 * {@code order} and {@code orders}. What the adapter does beyond this, to refuse malformed input: a type check of
 * each field's value, a check that every field was present, and a check that no second value follows; all are
 * part of its score by design.
 */
@State(Scope.Thread)
public class IonDirectUse extends DirectUseRotation {
    private static final Function<Order, PlainOrder> COPY = OrderFields.into(PlainOrder.class);

    /** The contender this class measures directly; the runner passes it. */
    @Param("ion-binary")
    public String contender;

    @Param({"order", "orders"})
    public String dataset;

    // The sink the adapter writes into as well: unsynchronized and kept between messages, so both sides pay alike for it.
    private final ReusableByteArrayOutputStream bytes = new ReusableByteArrayOutputStream(256);
    private final IonReaderBuilder readers = IonReaderBuilder.standard();
    private PlainOrder reuse;
    private IonWriter writer;
    private PlainOrder[] messages;

    @Setup
    public void setUp() {
        messages = rotationOfMapped("IonDirectUse", contender, "ion-binary", dataset, IonDirectUse::message, PlainOrder[]::new);
        writer = IonBinaryWriterBuilder.standard().build(bytes);
        reuse = copyOfLast(messages);
    }

    @Benchmark
    public PlainOrder directRoundTrip() throws IOException {
        PlainOrder m = messages[next++ & mask];
        bytes.reset();
        writer.stepIn(IonType.STRUCT);
        writer.setFieldName("price");
        writer.writeFloat(m.getPrice());
        writer.setFieldName("flag");
        writer.writeBool(m.isFlag());
        writer.setFieldName("text");
        writer.writeString(m.getText());
        writer.setFieldName("side");
        writer.writeSymbol(m.getSide().name());
        writer.setFieldName("smallInt");
        writer.writeInt(m.getSmallInt());
        writer.setFieldName("longInt");
        writer.writeInt(m.getLongInt());
        writer.stepOut();
        writer.finish();
        try (IonReader in = readers.build(bytes.array(), 0, bytes.length())) {
            in.next();
            in.stepIn();
            while (in.next() != null) {
                switch (in.getFieldName()) {
                    case "price" -> reuse.setPrice(in.doubleValue());
                    case "flag" -> reuse.setFlag(in.booleanValue());
                    case "text" -> reuse.setText(in.stringValue());
                    case "side" -> reuse.setSide(PlainOrder.Side.valueOf(in.stringValue()));
                    case "smallInt" -> reuse.setSmallInt(in.intValue());
                    case "longInt" -> reuse.setLongInt(in.longValue());
                    default -> {
                        // a field this benchmark does not know: next() steps over it
                    }
                }
            }
            in.stepOut();
        }
        return reuse;
    }

    /** The bytes the last call wrote; for the test that compares them with the adapter's. */
    byte[] lastWritten() {
        return bytes.toByteArray();
    }

    /** {@code o} as the benchmark's message (set-up only, through {@link #rotationOfMapped}). */
    private static PlainOrder message(Order o) {
        if (o.getSide() == null) {
            // Ion's symbol for the side has no null here, as in the adapter's mapping
            throw new IllegalArgumentException("an order without a side: " + o);
        }
        return COPY.apply(o);
    }
}
