package io.wirebench.wire.bytes;

import java.nio.ByteBuffer;

/** A heap {@code ByteBuffer} behind the NIO buffer. */
class NioHeapBufferTest extends WritableBufferContract {
    @Override
    WritableBuffer newBuffer(int capacity) {
        return NioBuffer.wrap(ByteBuffer.allocate(capacity));
    }
}
