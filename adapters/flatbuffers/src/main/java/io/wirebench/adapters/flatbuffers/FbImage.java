package io.wirebench.adapters.flatbuffers;

import com.google.flatbuffers.FlatBufferBuilder;
import java.nio.ByteBuffer;

/** Table {@code Image} of {@code wirebench.fbs}, as flatc would generate it (written by hand, see {@link FbOrder}). */
final class FbImage extends FbPicture {
    FbImage assign(int table, ByteBuffer buffer) {
        __reset(table, buffer);
        return this;
    }

    byte size() {
        return int8(12);
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
