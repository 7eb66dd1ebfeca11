package io.wirebench.wire.bytes;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.ByteBuffer;
import org.junit.jupiter.api.Test;

/** Direct (off-heap) memory. */
class NioBufferTest extends WritableBufferContract {
    @Override
    WritableBuffer newBuffer(int capacity) {
        return NioBuffer.allocateDirect(capacity);
    }

    @Test
    void ignoresTheByteBuffersOwnPositionAndOrder() {
        ByteBuffer bb = ByteBuffer.allocateDirect(16);
        bb.position(8).limit(10);
        NioBuffer b = NioBuffer.wrap(bb);
        b.putInt(12, 7);
        assertEquals(16, b.capacity());
        assertEquals(7, b.getInt(12));
        assertEquals(8, bb.position());
    }
}
