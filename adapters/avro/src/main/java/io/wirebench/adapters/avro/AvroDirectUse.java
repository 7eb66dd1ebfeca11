package io.wirebench.adapters.avro;

import io.wirebench.adapters.avro.schema.AvroOrder;
import io.wirebench.adapters.avro.schema.AvroSide;
import io.wirebench.core.DirectUseRotation;
import io.wirebench.core.ReusableByteArrayOutputStream;
import io.wirebench.core.model.order.Order;
import java.io.IOException;
import org.apache.avro.io.BinaryDecoder;
import org.apache.avro.io.BinaryEncoder;
import org.apache.avro.io.DecoderFactory;
import org.apache.avro.io.EncoderFactory;
import org.apache.avro.specific.SpecificData;
import org.apache.avro.specific.SpecificDatumReader;
import org.apache.avro.specific.SpecificDatumWriter;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;

/**
 * Apache Avro used directly, as its <i>Getting Started (Java)</i> guide and the {@code EncoderFactory} /
 * {@code DecoderFactory} javadoc recommend for speed, with no harness type between the JMH method and the library:
 * the generated {@code AvroOrder} records are built once in set-up; a {@link SpecificDatumWriter} and
 * {@link SpecificDatumReader} over a {@link SpecificData} with the custom coders on (the guide's faster path); the
 * {@code BinaryEncoder} and {@code BinaryDecoder} passed back to the factories to be reused; one output array reset
 * per message; the read into one reused record. Measured beside {@code CodecBenchmark.roundTrip} on {@code avro}
 * (harness/bench/README.md, "Direct-use parity").
 *
 * <p><b>What the adapter does on top, by design:</b> the harness sends the shared {@code Order} model, so the
 * adapter copies it field by field into a reused record before each write and copies the record read back onto the
 * model after each read (Avro's own perf suite reads and writes its records directly, as this class does), and it
 * wraps Avro's runtime exceptions into an {@code IOException}. That mapping is part of the harness score, and the
 * parity ratio shows it.
 *
 * <p>{@code AvroDirectUseTest} checks that this class writes the adapter's exact bytes for every message of
 * {@code order} and {@code orders}.
 */
@State(Scope.Thread)
public class AvroDirectUse extends DirectUseRotation {

    @Param("avro")
    public String contender;

    @Param({"order", "orders"})
    public String dataset;

    // The sink the adapter writes into as well: unsynchronized and kept between messages, so both sides pay alike for it.
    private final ReusableByteArrayOutputStream out = new ReusableByteArrayOutputStream(512);
    private SpecificDatumWriter<AvroOrder> writer;
    private SpecificDatumReader<AvroOrder> reader;
    private BinaryEncoder encoder;
    private BinaryDecoder decoder;
    private AvroOrder read;
    private AvroOrder[] messages;

    @Setup
    public void setUp() {
        messages = rotationOfMapped("AvroDirectUse", contender, "avro", dataset, AvroDirectUse::message, AvroOrder[]::new);
        // Avro 1.11.4+ instantiates only trusted classes a schema names; an Avro user must trust its generated classes too
        TrustedSchemaClasses.trust(AvroOrder.getClassSchema());
        SpecificData data = new SpecificData(AvroDirectUse.class.getClassLoader());
        data.setCustomCoders(true);
        writer = new SpecificDatumWriter<>(AvroOrder.getClassSchema(), data);
        reader = new SpecificDatumReader<>(AvroOrder.getClassSchema(), AvroOrder.getClassSchema(), data);
        // the reused record starts as the last message, as the harness's reused instance does
        read = AvroOrder.newBuilder(messages[mask]).build();
    }

    @Benchmark
    public AvroOrder directRoundTrip() throws IOException {
        out.reset();
        encoder = EncoderFactory.get().binaryEncoder(out, encoder);
        writer.write(messages[next++ & mask], encoder);
        encoder.flush();
        decoder = DecoderFactory.get().binaryDecoder(out.array(), 0, out.length(), decoder);
        read = reader.read(read, decoder);
        return read;
    }

    /** The bytes the last call wrote; for the test that compares them with the adapter's. */
    byte[] lastWritten() {
        return out.toByteArray();
    }

    /** One message of the data set as a generated record (set-up only: the harness's data is the one source of both sides' messages). */
    private static AvroOrder message(Order o) {
        return AvroOrder.newBuilder()
                .setPrice(o.getPrice())
                .setFlag(o.isFlag())
                .setText(o.getText())
                .setSide(AvroSide.valueOf(o.getSide().name()))
                .setSmallInt(o.getSmallInt())
                .setLongInt(o.getLongInt())
                .build();
    }
}
