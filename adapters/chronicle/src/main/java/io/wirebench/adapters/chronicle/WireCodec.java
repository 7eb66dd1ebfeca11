package io.wirebench.adapters.chronicle;

import io.wirebench.core.Codec;
import java.io.IOException;
import java.lang.ref.Cleaner;
import net.openhft.chronicle.bytes.Bytes;
import net.openhft.chronicle.wire.Wire;

/**
 * One message is one Chronicle document (4-byte length-and-flags header, then the body) in a reused
 * elastic direct {@link Bytes}, written and read the way Chronicle's microbenchmark and README use a wire:
 * {@code wire.writeDocument(false, marshallable)} and {@code wire.readDocument(null, marshallable)}, the
 * marshallable being the model's {@link Document} (made once per codec). {@code readDocument} reads the
 * header, then the body within the header's length, and refuses a body longer than the bytes there are;
 * no document at all (fewer than 4 bytes) is its {@code false}. Either way a cut message throws here.
 * The direct-use benchmark beside this class ({@link ChronicleDirectUse}) makes the same calls without
 * the harness, and {@code ChronicleDirectUseTest} checks that both write the same bytes.
 *
 * <p>Direct memory: {@link #close()} releases the buffer ({@code releaseLast}). The harness's
 * {@code Codec} has no lifecycle, so a {@link Cleaner} also releases it once the codec is unreachable.
 */
final class WireCodec<T> implements Codec<T>, AutoCloseable {
    /** Shared with {@link BytesCodec}: one cleaner thread for every Chronicle codec. */
    static final Cleaner CLEANER = Cleaner.create();

    private final Bytes<?> bytes;
    private final Wire wire;
    private final Document<T> document;
    private final String what;
    private final Cleaner.Cleanable release;

    WireCodec(Bytes<?> bytes, Wire wire, WireMarshaller<T> marshaller, String what) {
        this.bytes = bytes;
        this.wire = wire;
        this.document = marshaller.document();
        this.what = what;
        this.release = CLEANER.register(this, new Release(bytes));
    }

    @Override
    public int encode(T message) {
        wire.clear();
        wire.writeDocument(false, document.of(message));
        return (int) bytes.writePosition();
    }

    @Override
    public T decode(T reuse) throws IOException {
        // a codec may decode its buffer more than once (the decode benchmark does): start at its first byte
        bytes.readPosition(0);
        boolean read;
        try {
            read = wire.readDocument(null, document.of(reuse));
        } catch (RuntimeException e) {
            throw new IOException("Chronicle Wire cannot read the " + what + " document in " + bytes.readLimit() + " bytes: " + e, e);
        }
        if (!read) {
            throw new IOException("no complete " + what + " data document in " + bytes.readLimit()
                    + " bytes (a document is a 4-byte header, then as many bytes as it says)");
        }
        return document.value();
    }

    @Override
    public byte[] encoded() {
        byte[] copy = new byte[(int) bytes.writePosition()];
        bytes.readPosition(0);
        bytes.copyTo(copy);
        return copy;
    }

    @Override
    public void load(byte[] content) {
        wire.clear();
        bytes.write(content);
    }

    /** Releases the direct buffer; the codec cannot be used afterwards. */
    @Override
    public void close() {
        release.clean();
    }

    /** Holds the buffer, never the codec, so that the codec can become unreachable. */
    static final class Release implements Runnable {
        private final Bytes<?> bytes;

        Release(Bytes<?> bytes) {
            this.bytes = bytes;
        }

        @Override
        public void run() {
            // The Cleaner's thread is not the one that used the buffer: Chronicle checks that by default.
            bytes.singleThreadedCheckReset();
            bytes.releaseLast();
        }
    }
}
