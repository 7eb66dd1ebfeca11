package io.wirebench.adapters.sbe;

import io.wirebench.adapters.sbe.generated.MessageHeaderDecoder;
import io.wirebench.adapters.sbe.generated.MessageHeaderEncoder;
import io.wirebench.core.Codec;
import java.io.IOException;
import java.util.Arrays;
import org.agrona.ExpandableArrayBuffer;
import org.agrona.concurrent.UnsafeBuffer;
import org.agrona.sbe.MessageDecoderFlyweight;
import org.agrona.sbe.MessageEncoderFlyweight;

/**
 * SBE the way its documentation shows it: flyweight encoder and decoder made once and re-wrapped
 * per message over one buffer kept for the codec's life. Encoding writes into an
 * {@link ExpandableArrayBuffer} (it grows if a message does not fit); decoding reads through an
 * {@link UnsafeBuffer} view of exactly the encoded bytes, so reading past the message's end is a
 * bounds-check error rather than a read of stale bytes. Agrona's bounds checks are left on, their
 * default.
 *
 * <p>With {@code header}, each message starts with SBE's standard 8-byte message header (block
 * length, template id, schema id, version) and decoding checks it; without, the reader must know
 * the message type and version, as in a stream carrying one type only.
 */
class SbeCodec<T, E extends MessageEncoderFlyweight, D extends MessageDecoderFlyweight> implements Codec<T> {
    private final SbeMapping<T, E, D> mapping;
    private final boolean header;
    private final E encoder;
    private final D decoder;
    private final MessageHeaderEncoder headerEncoder = new MessageHeaderEncoder();
    private final MessageHeaderDecoder headerDecoder = new MessageHeaderDecoder();
    private final ExpandableArrayBuffer out = new ExpandableArrayBuffer(256);
    private final UnsafeBuffer in = new UnsafeBuffer(new byte[0]);
    private int length;

    /** A codec of a RION model, with the flyweights its {@link SbeFields} makes. */
    SbeCodec(SbeFields<T, E, D> fields, boolean header) {
        this(fields, fields.newEncoder(), fields.newDecoder(), header);
    }

    /** A codec of {@code mapping} over this codec's own new {@code encoder} and {@code decoder}. */
    SbeCodec(SbeMapping<T, E, D> mapping, E encoder, D decoder, boolean header) {
        this.mapping = mapping;
        this.header = header;
        this.encoder = encoder;
        this.decoder = decoder;
    }

    @Override
    public int encode(T message) throws IOException {
        int offset = 0;
        if (header) {
            headerEncoder.wrap(out, 0)
                    .blockLength(encoder.sbeBlockLength())
                    .templateId(encoder.sbeTemplateId())
                    .schemaId(encoder.sbeSchemaId())
                    .version(encoder.sbeSchemaVersion());
            offset = MessageHeaderEncoder.ENCODED_LENGTH;
        }
        encoder.wrap(out, offset);
        mapping.encode(message, encoder);
        length = offset + encoder.encodedLength();
        return length;
    }

    @Override
    public T decode(T reuse) throws IOException {
        int offset = wrapDecoder();
        T value = mapping.decode(decoder, reuse);
        int end = offset + decoder.encodedLength();
        if (end != length) {
            throw new IOException("the " + decoder.getClass().getSimpleName().replace("Decoder", "") + " message ends at byte "
                    + end + " but " + length + " bytes were given");
        }
        return value;
    }

    /** Wraps the decoder over the encoded bytes, after checking the header if there is one. */
    final D wrappedDecoder() throws IOException {
        wrapDecoder();
        return decoder;
    }

    private int wrapDecoder() throws IOException {
        in.wrap(out.byteArray(), 0, length);
        if (!header) {
            decoder.wrap(in, 0, decoder.sbeBlockLength(), decoder.sbeSchemaVersion());
            return 0;
        }
        headerDecoder.wrap(in, 0);
        if (headerDecoder.schemaId() != decoder.sbeSchemaId() || headerDecoder.templateId() != decoder.sbeTemplateId()) {
            throw new IOException("expected template " + decoder.sbeTemplateId() + " of schema " + decoder.sbeSchemaId()
                    + " but the header says template " + headerDecoder.templateId() + " of schema " + headerDecoder.schemaId());
        }
        int offset = MessageHeaderDecoder.ENCODED_LENGTH;
        decoder.wrap(in, offset, headerDecoder.blockLength(), headerDecoder.version());
        return offset;
    }

    @Override
    public byte[] encoded() {
        return Arrays.copyOf(out.byteArray(), length);
    }

    @Override
    public void load(byte[] bytes) {
        out.putBytes(0, bytes);
        length = bytes.length;
    }
}
