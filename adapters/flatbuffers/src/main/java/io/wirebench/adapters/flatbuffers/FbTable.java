package io.wirebench.adapters.flatbuffers;

import com.google.flatbuffers.FlatBufferBuilder;
import com.google.flatbuffers.Table;

/**
 * The reads and the one vector every table of {@code wirebench.fbs} uses (the tables are generated at build
 * time from the table in {@code src/main/rion/…/Tables.java.tmpl}). flatc spells each out in every accessor
 * it generates (look the field up in the vtable, read it in place, or give the schema's default when it is
 * absent); here each is written once and the tables' accessors name the field's vtable offset. The methods
 * are final and small, so each accessor compiles to the same reads as flatc's.
 */
abstract class FbTable extends Table {
    final boolean present(int field) {
        return __offset(field) != 0;
    }

    final String string(int field) {
        int o = __offset(field);
        return o != 0 ? __string(o + bb_pos) : null;
    }

    final boolean bool(int field) {
        int o = __offset(field);
        return o != 0 && bb.get(o + bb_pos) != 0;
    }

    final byte int8(int field) {
        int o = __offset(field);
        return o != 0 ? bb.get(o + bb_pos) : 0;
    }

    final int int32(int field) {
        int o = __offset(field);
        return o != 0 ? bb.getInt(o + bb_pos) : 0;
    }

    final long int64(int field) {
        int o = __offset(field);
        return o != 0 ? bb.getLong(o + bb_pos) : 0L;
    }

    final int vectorLength(int field) {
        int o = __offset(field);
        return o != 0 ? __vector_len(o) : 0;
    }

    /** flatc's {@code create…Vector} for a vector of strings or tables: their offsets, added last to first. */
    static int offsetVector(FlatBufferBuilder b, int[] offsets, int count) {
        b.startVector(4, count, 4);
        for (int i = count - 1; i >= 0; i--) {
            b.addOffset(offsets[i]);
        }
        return b.endVector();
    }
}
