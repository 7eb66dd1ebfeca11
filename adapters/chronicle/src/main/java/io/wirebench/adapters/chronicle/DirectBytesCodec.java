package io.wirebench.adapters.chronicle;

import io.wirebench.core.Codec;
import java.lang.ref.Cleaner;
import net.openhft.chronicle.bytes.Bytes;
import net.openhft.chronicle.wire.Wire;

/**
 * What every Chronicle codec shares: one message is one document in a reused elastic direct {@link Bytes}, seen
 * through a {@link Wire}. {@link #close()} releases the buffer ({@code releaseLast}); the harness's {@code Codec} has
 * no lifecycle, so a {@link Cleaner} also releases it once the codec is unreachable. The subclasses ({@link WireCodec},
 * {@link BytesCodec}) differ in how they frame and read the document.
 */
abstract class DirectBytesCodec<T> implements Codec<T>, AutoCloseable {
    /** One cleaner thread for every Chronicle codec. */
    private static final Cleaner CLEANER = Cleaner.create();

    final Bytes<?> bytes;
    final Wire wire;
    /** The model's id, for messages. */
    final String what;
    private final Cleaner.Cleanable release;

    DirectBytesCodec(Bytes<?> bytes, Wire wire, String what) {
        this.bytes = bytes;
        this.wire = wire;
        this.what = what;
        this.release = CLEANER.register(this, new Release(bytes));
    }

    @Override
    public final byte[] encoded() {
        byte[] copy = new byte[(int) bytes.writePosition()];
        bytes.readPosition(0);
        bytes.copyTo(copy);
        return copy;
    }

    @Override
    public final void load(byte[] content) {
        wire.clear();
        bytes.write(content);
    }

    /** Releases the direct buffer; the codec cannot be used afterwards. */
    @Override
    public final void close() {
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
