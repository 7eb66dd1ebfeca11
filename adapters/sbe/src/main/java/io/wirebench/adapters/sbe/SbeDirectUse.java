package io.wirebench.adapters.sbe;

import io.wirebench.adapters.sbe.generated.BooleanType;
import io.wirebench.adapters.sbe.generated.MessageHeaderDecoder;
import io.wirebench.adapters.sbe.generated.MessageHeaderEncoder;
import io.wirebench.adapters.sbe.generated.OrderDecoder;
import io.wirebench.adapters.sbe.generated.OrderEncoder;
import io.wirebench.adapters.sbe.generated.OrderSide;
import io.wirebench.core.DirectUseContender;
import io.wirebench.core.DirectUseMessages;
import io.wirebench.core.DirectUseRotation;
import io.wirebench.core.model.order.Order;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import org.agrona.concurrent.UnsafeBuffer;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;

/**
 * SBE used directly, as its generated-stub example ({@code ExampleUsingGeneratedStub}, "Java Users Guide" of the
 * simple-binary-encoding wiki) shows it, with no harness type between the JMH method and the library: one
 * {@code OrderEncoder} and one {@code OrderDecoder} flyweight made once and re-wrapped per message over one
 * {@link UnsafeBuffer} kept for the benchmark's life; with the message header ({@code sbe}) through the generated
 * {@code wrapAndApplyHeader} on both sides, without it ({@code sbe-noheader}) through {@code wrap} with the schema's
 * block length and version. Every field is read back, in schema order, into one reused {@link DirectOrder}, the text
 * as a {@code String} (the generated {@code text()}), since a decode that left the fields in the buffer would not do
 * the harness's work. Measured beside {@code CodecBenchmark.roundTrip} (harness/bench/README.md, "Direct-use parity").
 *
 * <p><b>What the adapter does on top, by design:</b> it maps the shared {@code Order} model to the flyweight's
 * setters and the getters back onto the model, through its {@code SbeMapping}; it checks the text's claimed length
 * against the bytes there before the generated {@code text()} allocates for it, checks that the message ends where the
 * bytes end and, with the header, also the schema id; and it decodes through a view of exactly the encoded bytes
 * rather than the whole buffer it wrote. Those are part of the harness score, and the parity ratio shows them.
 *
 * <p>{@code SbeDirectUseTest} checks that this class writes the adapter's exact bytes for every message of
 * {@code order} and {@code orders}, for both contenders.
 */
@State(Scope.Thread)
public class SbeDirectUse extends DirectUseRotation {

    @Param({"sbe", "sbe-noheader"})
    public String contender;

    @Param({"order", "orders"})
    public String dataset;

    private final OrderEncoder encoder = new OrderEncoder();
    private final OrderDecoder decoder = new OrderDecoder();
    private final MessageHeaderEncoder headerEncoder = new MessageHeaderEncoder();
    private final MessageHeaderDecoder headerDecoder = new MessageHeaderDecoder();
    private DirectOrder reuse;
    private UnsafeBuffer buffer;
    private boolean header;
    private int length;
    private DirectOrder[] messages;

    @Setup
    public void setUp() {
        header = !DirectUseContender.isSecond("SbeDirectUse", contender, "sbe", "sbe-noheader");
        messages = rotation(DirectUseMessages.copies("SbeDirectUse", dataset, DirectOrder.class));
        int largest = 0;
        for (DirectOrder m : messages) {
            largest = Math.max(largest, m.text.getBytes(StandardCharsets.UTF_8).length);
        }
        // one fixed buffer that holds the largest message, as SBE's example allocates one buffer up front
        buffer = new UnsafeBuffer(new byte[MessageHeaderEncoder.ENCODED_LENGTH + OrderEncoder.BLOCK_LENGTH
                + OrderEncoder.textHeaderLength() + largest]);
        reuse = copyOfLast(messages);
    }

    @Benchmark
    public DirectOrder directRoundTrip() {
        DirectOrder m = messages[next++ & mask];
        int offset = 0;
        if (header) {
            encoder.wrapAndApplyHeader(buffer, 0, headerEncoder);
            offset = MessageHeaderEncoder.ENCODED_LENGTH;
        } else {
            encoder.wrap(buffer, 0);
        }
        encoder.price(m.price)
                .flag(m.flag ? BooleanType.T : BooleanType.F)
                .side(m.side)
                .smallInt(m.smallInt)
                .longInt(m.longInt)
                .text(m.text);
        length = offset + encoder.encodedLength();

        if (header) {
            decoder.wrapAndApplyHeader(buffer, 0, headerDecoder);
        } else {
            decoder.wrap(buffer, 0, OrderDecoder.BLOCK_LENGTH, OrderDecoder.SCHEMA_VERSION);
        }
        DirectOrder o = reuse;
        o.price = decoder.price();
        o.flag = decoder.flag() == BooleanType.T;
        o.side = decoder.side();
        o.smallInt = decoder.smallInt();
        o.longInt = decoder.longInt();
        o.text = decoder.text();
        return o;
    }

    /** The bytes the last call wrote, header included where there is one; for the test against the adapter's. */
    byte[] lastWritten() {
        return Arrays.copyOf(buffer.byteArray(), length);
    }

    /** The values an SBE user keeps outside the buffer: plain fields, the schema's own enum for the side. */
    public static final class DirectOrder {
        double price;
        boolean flag;
        OrderSide side;
        int smallInt;
        long longInt;
        String text;
    }
}
