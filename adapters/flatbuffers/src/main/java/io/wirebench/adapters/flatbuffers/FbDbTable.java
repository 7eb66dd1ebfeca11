package io.wirebench.adapters.flatbuffers;

import com.google.flatbuffers.FlatBufferBuilder;
import java.nio.ByteBuffer;

/**
 * Tables {@code DbTable { rows: [DbRow]; }} and {@code DbRow} of {@code wirebench.fbs}, as flatc would
 * generate them (written by hand, see {@link FbOrder}).
 */
final class FbDbTable extends FbTable {
    FbDbTable assign(int table, ByteBuffer buffer) {
        __reset(table, buffer);
        return this;
    }

    boolean hasRows() {
        return present(4);
    }

    int rowsLength() {
        return vectorLength(4);
    }

    Row rows(Row into, int j) {
        int o = __offset(4);
        return o != 0 ? into.assign(__indirect(__vector(o) + j * 4), bb) : null;
    }

    static int create(FlatBufferBuilder b, int rows) {
        b.startTable(1);
        b.addOffset(0, rows, 0);
        return b.endTable();
    }

    /** {@code table DbRow { id: int; first_name: string; last_name: string; street: string; city: string; state: string; zip: string; }}. */
    static final class Row extends FbTable {
        Row assign(int table, ByteBuffer buffer) {
            __reset(table, buffer);
            return this;
        }

        int id() {
            return int32(4);
        }

        /** String field {@code slot} (1 to 6: first_name … zip), or null when absent. */
        String text(int slot) {
            return string(4 + 2 * slot);
        }

        /** flatc's {@code createDbRow}: all fields are 4 bytes, added last slot first. */
        static int create(FlatBufferBuilder b, int id, int firstName, int lastName, int street, int city, int state, int zip) {
            b.startTable(7);
            b.addOffset(6, zip, 0);
            b.addOffset(5, state, 0);
            b.addOffset(4, city, 0);
            b.addOffset(3, street, 0);
            b.addOffset(2, lastName, 0);
            b.addOffset(1, firstName, 0);
            b.addInt(0, id, 0);
            return b.endTable();
        }
    }
}
