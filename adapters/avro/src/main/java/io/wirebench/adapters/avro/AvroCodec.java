package io.wirebench.adapters.avro;

import io.wirebench.core.ReusableBufferCodec;
import java.io.IOException;
import org.apache.avro.AvroRuntimeException;
import org.apache.avro.io.BinaryDecoder;
import org.apache.avro.io.BinaryEncoder;
import org.apache.avro.io.DecoderFactory;
import org.apache.avro.io.EncoderFactory;
import org.apache.avro.specific.SpecificData;
import org.apache.avro.specific.SpecificDatumReader;
import org.apache.avro.specific.SpecificDatumWriter;

/**
 * Avro binary encoding of one datum per message (no container file, no schema in the bytes: writer
 * and reader share the schema, as in an RPC or a Kafka topic with a registry). Everything Avro lets a
 * caller keep is kept: the {@code DatumWriter}/{@code DatumReader}, the {@code BinaryEncoder} and
 * {@code BinaryDecoder} (through the factories' reuse parameters), the output byte array, and the
 * datum written and the datum read into (passed back to {@code read} as its reuse argument).
 */
final class AvroCodec<T, R> extends ReusableBufferCodec<T> {
    private final RecordMapper<T, R> mapper;
    private final SpecificDatumWriter<R> writer;
    private final SpecificDatumReader<R> reader;
    private final R written;
    private BinaryEncoder encoder;
    private BinaryDecoder decoder;
    private R read;

    AvroCodec(RecordMapper<T, R> mapper, SpecificData data) {
        super(512);
        this.mapper = mapper;
        this.writer = new SpecificDatumWriter<>(mapper.schema(), data);
        this.reader = new SpecificDatumReader<>(mapper.schema(), mapper.schema(), data);
        this.written = mapper.newDatum();
    }

    @Override
    public int encode(T message) throws IOException {
        out.reset();
        encoder = EncoderFactory.get().binaryEncoder(out, encoder);
        mapper.toDatum(message, written);
        writer.write(written, encoder);
        encoder.flush();
        return out.length();
    }

    @Override
    public T decode(T reuse) throws IOException {
        decoder = DecoderFactory.get().binaryDecoder(out.array(), 0, out.length(), decoder);
        try {
            read = reader.read(read, decoder);
        } catch (AvroRuntimeException e) {
            throw new IOException("Avro cannot read a " + mapper.schema().getName() + " from " + out.length()
                    + " bytes: " + e.getMessage(), e);
        }
        return mapper.toModel(read, reuse);
    }
}
