package io.wirebench.adapters.flatbuffers;

import com.google.flatbuffers.FlatBufferBuilder;
import com.google.flatbuffers.Struct;
import java.nio.ByteBuffer;

/**
 * Table {@code Long1Batch { items: [Long1]; }} with {@code struct Long1 { field0: long; }} of
 * {@code wirebench.fbs}, as flatc would generate them (written by hand, see {@link FbOrder}). A vector
 * of structs is stored inline, 8 bytes an item: FlatBuffers' form for small fixed-size records.
 */
final class FbLong1Batch extends FbTable {
    FbLong1Batch assign(int table, ByteBuffer buffer) {
        __reset(table, buffer);
        return this;
    }

    boolean hasItems() {
        return present(4);
    }

    int itemsLength() {
        return vectorLength(4);
    }

    /** Item {@code j}, read through {@code into} (re-pointed at the item's 8 bytes, not allocated). */
    Long1 items(Long1 into, int j) {
        int o = __offset(4);
        return o != 0 ? into.assign(__vector(o) + j * 8, bb) : null;
    }

    /** flatc's {@code startItemsVector}: the items are then created last to first, then {@code endVector}. */
    static void startItemsVector(FlatBufferBuilder b, int count) {
        b.startVector(8, count, 8);
    }

    static int create(FlatBufferBuilder b, int items) {
        b.startTable(1);
        b.addOffset(0, items, 0);
        return b.endTable();
    }

    /** {@code struct Long1 { field0: long; }}. */
    static final class Long1 extends Struct {
        Long1 assign(int position, ByteBuffer buffer) {
            __reset(position, buffer);
            return this;
        }

        long field0() {
            return bb.getLong(bb_pos);
        }

        /** flatc's {@code createLong1}, inside an open vector. */
        static int create(FlatBufferBuilder b, long field0) {
            b.prep(8, 0);
            b.putLong(field0);
            return b.offset();
        }
    }
}
