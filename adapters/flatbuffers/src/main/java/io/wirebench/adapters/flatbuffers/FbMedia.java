package io.wirebench.adapters.flatbuffers;

import com.google.flatbuffers.FlatBufferBuilder;
import java.nio.ByteBuffer;

/** Table {@code Media} of {@code wirebench.fbs}, as flatc would generate it (written by hand, see {@link FbOrder}). */
final class FbMedia extends FbPicture {
    FbMedia assign(int table, ByteBuffer buffer) {
        __reset(table, buffer);
        return this;
    }

    String format() {
        return string(12);
    }

    long duration() {
        return int64(14);
    }

    long size() {
        return int64(16);
    }

    int bitrate() {
        return int32(18);
    }

    boolean hasBitrate() {
        return bool(20);
    }

    /** Whether the persons vector is present at all (an absent vector and an empty one differ). */
    boolean hasPersons() {
        return present(22);
    }

    int personsLength() {
        return vectorLength(22);
    }

    String persons(int j) {
        int o = __offset(22);
        return o != 0 ? __string(__vector(o) + j * 4) : null;
    }

    byte player() {
        return int8(24);
    }

    String copyright() {
        return string(26);
    }

    /** flatc's {@code createMedia}: 8-byte fields first, then 4-byte (offsets and ints), then 1-byte. */
    static int create(FlatBufferBuilder b, int uri, int title, int width, int height, int format, long duration, long size,
            int bitrate, boolean hasBitrate, int persons, byte player, int copyright) {
        b.startTable(12);
        b.addLong(6, size, 0L);
        b.addLong(5, duration, 0L);
        b.addOffset(11, copyright, 0);
        b.addOffset(9, persons, 0);
        b.addInt(7, bitrate, 0);
        b.addOffset(4, format, 0);
        b.addInt(3, height, 0);
        b.addInt(2, width, 0);
        b.addOffset(1, title, 0);
        b.addOffset(0, uri, 0);
        b.addByte(10, player, 0);
        b.addBoolean(8, hasBitrate, false);
        return b.endTable();
    }
}
