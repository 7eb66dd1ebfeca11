package io.wirebench.adapters.flatbuffers;

import com.google.flatbuffers.FlatBufferBuilder;
import com.google.flatbuffers.Table;
import java.nio.ByteBuffer;

/** Table {@code Media} of {@code wirebench.fbs}, as flatc would generate it (written by hand, see {@link FbOrder}). */
final class FbMedia extends Table {
    FbMedia assign(int table, ByteBuffer buffer) {
        __reset(table, buffer);
        return this;
    }

    String uri() {
        return string(4);
    }

    String title() {
        return string(6);
    }

    int width() {
        int o = __offset(8);
        return o != 0 ? bb.getInt(o + bb_pos) : 0;
    }

    int height() {
        int o = __offset(10);
        return o != 0 ? bb.getInt(o + bb_pos) : 0;
    }

    String format() {
        return string(12);
    }

    long duration() {
        int o = __offset(14);
        return o != 0 ? bb.getLong(o + bb_pos) : 0L;
    }

    long size() {
        int o = __offset(16);
        return o != 0 ? bb.getLong(o + bb_pos) : 0L;
    }

    int bitrate() {
        int o = __offset(18);
        return o != 0 ? bb.getInt(o + bb_pos) : 0;
    }

    boolean hasBitrate() {
        int o = __offset(20);
        return o != 0 && bb.get(o + bb_pos) != 0;
    }

    /** Whether the persons vector is present at all (an absent vector and an empty one differ). */
    boolean hasPersons() {
        return __offset(22) != 0;
    }

    int personsLength() {
        int o = __offset(22);
        return o != 0 ? __vector_len(o) : 0;
    }

    String persons(int j) {
        int o = __offset(22);
        return o != 0 ? __string(__vector(o) + j * 4) : null;
    }

    byte player() {
        int o = __offset(24);
        return o != 0 ? bb.get(o + bb_pos) : 0;
    }

    String copyright() {
        return string(26);
    }

    private String string(int vtableOffset) {
        int o = __offset(vtableOffset);
        return o != 0 ? __string(o + bb_pos) : null;
    }

    static int createPersonsVector(FlatBufferBuilder b, int[] offsets, int count) {
        b.startVector(4, count, 4);
        for (int i = count - 1; i >= 0; i--) {
            b.addOffset(offsets[i]);
        }
        return b.endVector();
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
