package io.wirebench.adapters.flatbuffers;

import com.google.flatbuffers.FlatBufferBuilder;
import com.google.flatbuffers.Struct;
import java.nio.ByteBuffer;

/**
 * {@code struct Float64 { value: double; }} of {@code wirebench.fbs}, as flatc would generate it. A
 * table's scalar field is left out when it equals its default, and Java's FlatBufferBuilder compares
 * with {@code !=}, for which -0.0 equals 0.0: the sign of a negative zero would be lost. FlatBuffers'
 * schema documentation gives wrapping the scalar in a struct as the way to keep such a field present in
 * every language; a struct is stored inline, so it costs no byte more than the bare double.
 */
final class FbFloat64 extends Struct {
    FbFloat64 assign(int position, ByteBuffer buffer) {
        __reset(position, buffer);
        return this;
    }

    double value() {
        return bb.getDouble(bb_pos);
    }

    /** flatc's {@code createFloat64}: to be added to the table at once ({@code addStruct}). */
    static int create(FlatBufferBuilder b, double value) {
        b.prep(8, 0);
        b.putDouble(value);
        return b.offset();
    }
}
