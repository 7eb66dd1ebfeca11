package io.wirebench.adapters.flatbuffers;

import com.google.flatbuffers.FlatBufferBuilder;
import java.nio.ByteBuffer;

/**
 * Table {@code Order} of {@code src/main/fbs/wirebench.fbs}: the accessors and builder methods flatc
 * would generate for it, written by hand (flatc is not on Maven Central). An accessor reads its field
 * straight from the buffer through the table's vtable, falling back to the schema default when the
 * field is absent. One instance is re-pointed at every message ({@link #assign}), as flatc's
 * {@code __assign} allows, so reading allocates nothing but the decoded strings.
 */
final class FbOrder extends FbTable {
    FbOrder assign(int table, ByteBuffer buffer) {
        __reset(table, buffer);
        return this;
    }

    /** The price struct, read through {@code into} (re-pointed, not allocated), or null when absent. */
    FbFloat64 price(FbFloat64 into) {
        int o = __offset(4);
        return o != 0 ? into.assign(o + bb_pos, bb) : null;
    }

    boolean flag() {
        return bool(6);
    }

    String text() {
        return string(8);
    }

    byte side() {
        return int8(10);
    }

    int smallInt() {
        return int32(12);
    }

    long longInt() {
        return int64(14);
    }

    /**
     * flatc's {@code startOrder}, the {@code add} of each field and {@code endOrder}, largest fields first
     * (8-byte, then 4-byte, then 1-byte) so the table needs no padding between them. The scalar {@code add}s
     * leave out a field equal to its default; the price struct is always written, straight after it is made.
     */
    static int create(FlatBufferBuilder b, double price, boolean flag, int textOffset, byte side, int smallInt, long longInt) {
        b.startTable(6);
        b.addStruct(0, FbFloat64.create(b, price), 0);
        b.addLong(5, longInt, 0L);
        b.addInt(4, smallInt, 0);
        b.addOffset(2, textOffset, 0);
        b.addByte(3, side, 0);
        b.addBoolean(1, flag, false);
        return b.endTable();
    }
}
