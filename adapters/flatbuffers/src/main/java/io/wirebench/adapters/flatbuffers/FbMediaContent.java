package io.wirebench.adapters.flatbuffers;

import com.google.flatbuffers.FlatBufferBuilder;
import java.nio.ByteBuffer;

/** Table {@code MediaContent} of {@code wirebench.fbs}, as flatc would generate it (written by hand, see {@link FbOrder}). */
final class FbMediaContent extends FbTable {
    FbMediaContent assign(int table, ByteBuffer buffer) {
        __reset(table, buffer);
        return this;
    }

    /** The media table, read through {@code into} (re-pointed, not allocated), or null when absent. */
    FbMedia media(FbMedia into) {
        int o = __offset(4);
        return o != 0 ? into.assign(__indirect(o + bb_pos), bb) : null;
    }

    boolean hasImages() {
        return present(6);
    }

    int imagesLength() {
        return vectorLength(6);
    }

    FbImage images(FbImage into, int j) {
        int o = __offset(6);
        return o != 0 ? into.assign(__indirect(__vector(o) + j * 4), bb) : null;
    }

    static int create(FlatBufferBuilder b, int media, int images) {
        b.startTable(2);
        b.addOffset(1, images, 0);
        b.addOffset(0, media, 0);
        return b.endTable();
    }
}
