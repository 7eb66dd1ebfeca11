package io.wirebench.wire.bytes;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class HeapBufferTest extends WritableBufferContract {
    @Override
    WritableBuffer newBuffer(int capacity) {
        return HeapBuffer.allocate(capacity);
    }

    @Test
    void wrapsTheArrayWithoutCopying() {
        byte[] array = new byte[8];
        HeapBuffer b = HeapBuffer.wrap(array);
        b.putInt(0, 42);
        assertSame(array, b.array());
        assertEquals(42, array[0]);
    }

    @Test
    void anExpandableBufferGrowsAndKeepsItsContent() {
        HeapBuffer b = HeapBuffer.expandable(4);
        b.putInt(0, 0x0A0B0C0D);
        b.ensureCapacity(1000);
        assertTrue(b.capacity() >= 1000);
        assertEquals(0x0A0B0C0D, b.getInt(0));
        assertTrue(b.isExpandable());
    }
}
