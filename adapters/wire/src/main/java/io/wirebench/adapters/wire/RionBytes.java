package io.wirebench.adapters.wire;

import io.wirebench.core.Fields;
import io.wirebench.core.model.rion.Pojo10Boolean;
import io.wirebench.core.model.rion.Pojo10Double;
import io.wirebench.core.model.rion.Pojo10Float;
import io.wirebench.core.model.rion.Pojo10Long;
import io.wirebench.core.model.rion.Pojo10String;
import io.wirebench.core.model.rion.Pojo1Boolean;
import io.wirebench.core.model.rion.Pojo1Double;
import io.wirebench.core.model.rion.Pojo1Float;
import io.wirebench.core.model.rion.Pojo1Long;
import io.wirebench.core.model.rion.Pojo1Mixed;
import io.wirebench.core.model.rion.Pojo1String;
import io.wirebench.wire.bytes.BytesIn;
import io.wirebench.wire.bytes.BytesMarshaller;
import io.wirebench.wire.bytes.BytesOut;

/**
 * The RION matrix objects written by hand: their fields in order, numbers as the {@link Packing}
 * says, text UTF-8. Each model's {@link Fields} (constructor, writer, reader: one field a line)
 * writes to and reads from a {@link Packed}, the marshaller's bytes and packing, so that its
 * lambdas capture nothing; {@link BytesContender}'s table names them model by model.
 */
final class RionBytes {
    private RionBytes() {
    }

    /**
     * A model's fields as the wire library's {@link BytesMarshaller}, numbers packed as {@code packing}
     * says. Its {@link Packed} is made here, once per marshaller (so once per codec), and pointed at
     * the bytes of each call.
     */
    static <T> BytesMarshaller<T> marshaller(Fields.Plain<T, Packed, Packed> fields, Packing packing) {
        Packed packed = new Packed(packing);
        return new BytesMarshaller<>() {
            @Override
            public void write(T value, BytesOut out) {
                packed.out = out;
                fields.write(value, packed);
            }

            @Override
            public T read(T reuse, BytesIn in) {
                packed.in = in;
                return fields.read(packed, reuse);
            }
        };
    }

    /**
     * What a RION model's writer writes to and its reader reads from: the {@code BytesOut} or
     * {@code BytesIn} of the current call and the codec's {@link Packing}. Each method is the one
     * call the hand-written code made. Single-threaded, like the codec that owns it.
     */
    static final class Packed {
        private final Packing packing;
        private BytesOut out;
        private BytesIn in;

        Packed(Packing packing) {
            this.packing = packing;
        }

        void writeBoolean(boolean v) { out.writeBoolean(v); }
        void putLong(long v) { packing.putLong(out, v); }
        void putFloat(float v) { packing.putFloat(out, v); }
        void putDouble(double v) { packing.putDouble(out, v); }
        void writeUtf8(String v) { out.writeUtf8(v); }

        boolean readBoolean() { return in.readBoolean(); }
        long getLong() { return packing.getLong(in); }
        float getFloat() { return packing.getFloat(in); }
        double getDouble() { return packing.getDouble(in); }
        String readUtf8() { return in.readUtf8(); }
    }

    static final Fields.Plain<Pojo1Boolean, Packed, Packed> BOOLEAN1 = Fields.plain(Pojo1Boolean::new,
            (p, out) -> out.writeBoolean(p.isField0()),
            (in, p) -> p.setField0(in.readBoolean()));

    static final Fields.Plain<Pojo1Long, Packed, Packed> LONG1 = Fields.plain(Pojo1Long::new,
            (p, out) -> out.putLong(p.getField0()),
            (in, p) -> p.setField0(in.getLong()));

    static final Fields.Plain<Pojo1Float, Packed, Packed> FLOAT1 = Fields.plain(Pojo1Float::new,
            (p, out) -> out.putFloat(p.getField0()),
            (in, p) -> p.setField0(in.getFloat()));

    static final Fields.Plain<Pojo1Double, Packed, Packed> DOUBLE1 = Fields.plain(Pojo1Double::new,
            (p, out) -> out.putDouble(p.getField0()),
            (in, p) -> p.setField0(in.getDouble()));

    static final Fields.Plain<Pojo1String, Packed, Packed> STRING1 = Fields.plain(Pojo1String::new,
            (p, out) -> out.writeUtf8(p.getField0()),
            (in, p) -> p.setField0(in.readUtf8()));

    static final Fields.Plain<Pojo10Boolean, Packed, Packed> BOOLEAN10 = Fields.plain(Pojo10Boolean::new,
            (p, out) -> {
                out.writeBoolean(p.isField0());
                out.writeBoolean(p.isField1());
                out.writeBoolean(p.isField2());
                out.writeBoolean(p.isField3());
                out.writeBoolean(p.isField4());
                out.writeBoolean(p.isField5());
                out.writeBoolean(p.isField6());
                out.writeBoolean(p.isField7());
                out.writeBoolean(p.isField8());
                out.writeBoolean(p.isField9());
            },
            (in, p) -> {
                p.setField0(in.readBoolean());
                p.setField1(in.readBoolean());
                p.setField2(in.readBoolean());
                p.setField3(in.readBoolean());
                p.setField4(in.readBoolean());
                p.setField5(in.readBoolean());
                p.setField6(in.readBoolean());
                p.setField7(in.readBoolean());
                p.setField8(in.readBoolean());
                p.setField9(in.readBoolean());
            });

    static final Fields.Plain<Pojo10Long, Packed, Packed> LONG10 = Fields.plain(Pojo10Long::new,
            (p, out) -> {
                out.putLong(p.getField0());
                out.putLong(p.getField1());
                out.putLong(p.getField2());
                out.putLong(p.getField3());
                out.putLong(p.getField4());
                out.putLong(p.getField5());
                out.putLong(p.getField6());
                out.putLong(p.getField7());
                out.putLong(p.getField8());
                out.putLong(p.getField9());
            },
            (in, p) -> {
                p.setField0(in.getLong());
                p.setField1(in.getLong());
                p.setField2(in.getLong());
                p.setField3(in.getLong());
                p.setField4(in.getLong());
                p.setField5(in.getLong());
                p.setField6(in.getLong());
                p.setField7(in.getLong());
                p.setField8(in.getLong());
                p.setField9(in.getLong());
            });

    static final Fields.Plain<Pojo10Float, Packed, Packed> FLOAT10 = Fields.plain(Pojo10Float::new,
            (p, out) -> {
                out.putFloat(p.getField0());
                out.putFloat(p.getField1());
                out.putFloat(p.getField2());
                out.putFloat(p.getField3());
                out.putFloat(p.getField4());
                out.putFloat(p.getField5());
                out.putFloat(p.getField6());
                out.putFloat(p.getField7());
                out.putFloat(p.getField8());
                out.putFloat(p.getField9());
            },
            (in, p) -> {
                p.setField0(in.getFloat());
                p.setField1(in.getFloat());
                p.setField2(in.getFloat());
                p.setField3(in.getFloat());
                p.setField4(in.getFloat());
                p.setField5(in.getFloat());
                p.setField6(in.getFloat());
                p.setField7(in.getFloat());
                p.setField8(in.getFloat());
                p.setField9(in.getFloat());
            });

    static final Fields.Plain<Pojo10Double, Packed, Packed> DOUBLE10 = Fields.plain(Pojo10Double::new,
            (p, out) -> {
                out.putDouble(p.getField0());
                out.putDouble(p.getField1());
                out.putDouble(p.getField2());
                out.putDouble(p.getField3());
                out.putDouble(p.getField4());
                out.putDouble(p.getField5());
                out.putDouble(p.getField6());
                out.putDouble(p.getField7());
                out.putDouble(p.getField8());
                out.putDouble(p.getField9());
            },
            (in, p) -> {
                p.setField0(in.getDouble());
                p.setField1(in.getDouble());
                p.setField2(in.getDouble());
                p.setField3(in.getDouble());
                p.setField4(in.getDouble());
                p.setField5(in.getDouble());
                p.setField6(in.getDouble());
                p.setField7(in.getDouble());
                p.setField8(in.getDouble());
                p.setField9(in.getDouble());
            });

    static final Fields.Plain<Pojo10String, Packed, Packed> STRING10 = Fields.plain(Pojo10String::new,
            (p, out) -> {
                out.writeUtf8(p.getField0());
                out.writeUtf8(p.getField1());
                out.writeUtf8(p.getField2());
                out.writeUtf8(p.getField3());
                out.writeUtf8(p.getField4());
                out.writeUtf8(p.getField5());
                out.writeUtf8(p.getField6());
                out.writeUtf8(p.getField7());
                out.writeUtf8(p.getField8());
                out.writeUtf8(p.getField9());
            },
            (in, p) -> {
                p.setField0(in.readUtf8());
                p.setField1(in.readUtf8());
                p.setField2(in.readUtf8());
                p.setField3(in.readUtf8());
                p.setField4(in.readUtf8());
                p.setField5(in.readUtf8());
                p.setField6(in.readUtf8());
                p.setField7(in.readUtf8());
                p.setField8(in.readUtf8());
                p.setField9(in.readUtf8());
            });

    static final Fields.Plain<Pojo1Mixed, Packed, Packed> MIXED = Fields.plain(Pojo1Mixed::new,
            (p, out) -> {
                out.writeBoolean(p.isField0());
                out.putLong(p.getField1());
                out.putFloat(p.getField2());
                out.putDouble(p.getField3());
                out.writeUtf8(p.getField4());
            },
            (in, p) -> {
                p.setField0(in.readBoolean());
                p.setField1(in.getLong());
                p.setField2(in.getFloat());
                p.setField3(in.getDouble());
                p.setField4(in.readUtf8());
            });
}
