package io.wirebench.adapters.flatbuffers;

import com.google.flatbuffers.FlatBufferBuilder;
import com.google.flatbuffers.Table;
import java.nio.ByteBuffer;

/** Table {@code Image} of {@code wirebench.fbs}, as flatc would generate it (written by hand, see {@link FbOrder}). */
final class FbImage extends Table {
    FbImage assign(int table, ByteBuffer buffer) {
        __reset(table, buffer);
        return this;
    }

    String uri() {
        int o = __offset(4);
        return o != 0 ? __string(o + bb_pos) : null;
    }

    String title() {
        int o = __offset(6);
        return o != 0 ? __string(o + bb_pos) : null;
    }

    int width() {
        int o = __offset(8);
        return o != 0 ? bb.getInt(o + bb_pos) : 0;
    }

    int height() {
        int o = __offset(10);
        return o != 0 ? bb.getInt(o + bb_pos) : 0;
    }

    byte size() {
        int o = __offset(12);
        return o != 0 ? bb.get(o + bb_pos) : 0;
    }

    static int create(FlatBufferBuilder b, int uri, int title, int width, int height, byte size) {
        b.startTable(5);
        b.addInt(3, height, 0);
        b.addInt(2, width, 0);
        b.addOffset(1, title, 0);
        b.addOffset(0, uri, 0);
        b.addByte(4, size, 0);
        return b.endTable();
    }
}
