package io.wirebench.adapters.chronicle;

import io.wirebench.core.Codec;
import java.io.IOException;
import java.lang.ref.Cleaner;
import net.openhft.chronicle.bytes.Bytes;
import net.openhft.chronicle.wire.Wire;
import net.openhft.chronicle.wire.Wires;

/**
 * One message is one Chronicle document (4-byte length-and-flags header, then the body) in a reused
 * elastic direct {@link Bytes}, as in Chronicle's own microbenchmark: {@code wire.writeDocument(false,
 * marshallable)} to write, and to read the header then the body within the header's length, which is
 * what {@code WireIn.rawReadData} does, plus the check it leaves to an assert: that the header is a
 * complete data document whose length fits the bytes there are. A cut message therefore throws.
 *
 * <p>Direct memory: {@link #close()} releases the buffer ({@code releaseLast}). The harness's
 * {@code Codec} has no lifecycle, so a {@link Cleaner} also releases it once the codec is unreachable.
 */
final class WireCodec<T> implements Codec<T>, AutoCloseable {
    private static final Cleaner CLEANER = Cleaner.create();
    private static final int HEADER = 4;

    private final Bytes<?> bytes;
    private final Wire wire;
    private final WireMarshaller<T> marshaller;
    private final Nested<T> document;
    private final String what;
    private final Cleaner.Cleanable release;

    WireCodec(Bytes<?> bytes, Wire wire, WireMarshaller<T> marshaller, String what) {
        this.bytes = bytes;
        this.wire = wire;
        this.marshaller = marshaller;
        this.document = new Nested<>(marshaller);
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
        bytes.readPosition(0);
        long end = bytes.readLimit();
        if (end < HEADER) {
            throw new IOException("no " + what + " document: " + end + " bytes, fewer than the 4-byte header");
        }
        int header = bytes.readInt();
        int length = Wires.lengthOf(header);
        if (!Wires.isReadyData(header) || length > end - HEADER) {
            throw new IOException("no complete " + what + " document: header 0x" + Integer.toHexString(header) + " promises "
                    + length + " bytes, " + (end - HEADER) + " follow");
        }
        try {
            bytes.readLimit(HEADER + length);
            return marshaller.read(wire, reuse);
        } catch (RuntimeException e) {
            throw new IOException("Chronicle Wire cannot read a " + what + ": " + e, e);
        } finally {
            bytes.readLimit(end);
        }
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
    private static final class Release implements Runnable {
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
