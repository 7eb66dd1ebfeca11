package io.wirebench.adapters.chronicle;

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
import net.openhft.chronicle.bytes.BytesIn;
import net.openhft.chronicle.bytes.BytesOut;
import net.openhft.chronicle.wire.WireIn;
import net.openhft.chronicle.wire.WireOut;

/**
 * The RION matrix models in the {@code BytesMarshallable} style: the fields in order, through
 * {@link BytesFields}. Each model's {@link Fields} (constructor, writer, reader: one field a line)
 * writes to and reads from the codec's {@code BytesFields}, pointed at the wire's bytes of each
 * call, so that its lambdas capture nothing; {@link ChronicleContender}'s table names them model by model.
 */
final class RionBytes {
    private RionBytes() {
    }

    /** A model's fields as a {@link WireMarshaller} over the codec's {@code fields}. */
    static <T> WireMarshaller<T> marshaller(Fields.Plain<T, BytesFields, BytesFields> fields, BytesFields bytesFields) {
        return new WireMarshaller<>() {
            @Override
            public void write(WireOut wire, T value) {
                fields.write(value, bytesFields.to(wire.bytes()));
            }

            @Override
            public T read(WireIn wire, T reuse) {
                return fields.read(bytesFields.from(wire.bytes()), reuse);
            }
        };
    }

    static final Fields.Plain<Pojo1Boolean, BytesFields, BytesFields> BOOLEAN1 = Fields.plain(Pojo1Boolean::new,
            (m, f) -> f.out.writeBoolean(m.isField0()),
            (f, m) -> m.setField0(f.in.readBoolean()));

    static final Fields.Plain<Pojo1Long, BytesFields, BytesFields> LONG1 = Fields.plain(Pojo1Long::new,
            (m, f) -> f.putLong(f.out, m.getField0()),
            (f, m) -> m.setField0(f.getLong(f.in)));

    static final Fields.Plain<Pojo1Float, BytesFields, BytesFields> FLOAT1 = Fields.plain(Pojo1Float::new,
            (m, f) -> f.putFloat(f.out, m.getField0()),
            (f, m) -> m.setField0(f.getFloat(f.in)));

    static final Fields.Plain<Pojo1Double, BytesFields, BytesFields> DOUBLE1 = Fields.plain(Pojo1Double::new,
            (m, f) -> f.putDouble(f.out, m.getField0()),
            (f, m) -> m.setField0(f.getDouble(f.in)));

    static final Fields.Plain<Pojo1String, BytesFields, BytesFields> STRING1 = Fields.plain(Pojo1String::new,
            (m, f) -> f.putText(f.out, m.getField0()),
            (f, m) -> m.setField0(f.getText(f.in)));

    static final Fields.Plain<Pojo10Boolean, BytesFields, BytesFields> BOOLEAN10 = Fields.plain(Pojo10Boolean::new,
            (m, f) -> {
                BytesOut<?> out = f.out;
                out.writeBoolean(m.isField0());
                out.writeBoolean(m.isField1());
                out.writeBoolean(m.isField2());
                out.writeBoolean(m.isField3());
                out.writeBoolean(m.isField4());
                out.writeBoolean(m.isField5());
                out.writeBoolean(m.isField6());
                out.writeBoolean(m.isField7());
                out.writeBoolean(m.isField8());
                out.writeBoolean(m.isField9());
            },
            (f, m) -> {
                BytesIn<?> in = f.in;
                m.setField0(in.readBoolean());
                m.setField1(in.readBoolean());
                m.setField2(in.readBoolean());
                m.setField3(in.readBoolean());
                m.setField4(in.readBoolean());
                m.setField5(in.readBoolean());
                m.setField6(in.readBoolean());
                m.setField7(in.readBoolean());
                m.setField8(in.readBoolean());
                m.setField9(in.readBoolean());
            });

    static final Fields.Plain<Pojo10Long, BytesFields, BytesFields> LONG10 = Fields.plain(Pojo10Long::new,
            (m, f) -> {
                BytesOut<?> out = f.out;
                f.putLong(out, m.getField0());
                f.putLong(out, m.getField1());
                f.putLong(out, m.getField2());
                f.putLong(out, m.getField3());
                f.putLong(out, m.getField4());
                f.putLong(out, m.getField5());
                f.putLong(out, m.getField6());
                f.putLong(out, m.getField7());
                f.putLong(out, m.getField8());
                f.putLong(out, m.getField9());
            },
            (f, m) -> {
                BytesIn<?> in = f.in;
                m.setField0(f.getLong(in));
                m.setField1(f.getLong(in));
                m.setField2(f.getLong(in));
                m.setField3(f.getLong(in));
                m.setField4(f.getLong(in));
                m.setField5(f.getLong(in));
                m.setField6(f.getLong(in));
                m.setField7(f.getLong(in));
                m.setField8(f.getLong(in));
                m.setField9(f.getLong(in));
            });

    static final Fields.Plain<Pojo10Float, BytesFields, BytesFields> FLOAT10 = Fields.plain(Pojo10Float::new,
            (m, f) -> {
                BytesOut<?> out = f.out;
                f.putFloat(out, m.getField0());
                f.putFloat(out, m.getField1());
                f.putFloat(out, m.getField2());
                f.putFloat(out, m.getField3());
                f.putFloat(out, m.getField4());
                f.putFloat(out, m.getField5());
                f.putFloat(out, m.getField6());
                f.putFloat(out, m.getField7());
                f.putFloat(out, m.getField8());
                f.putFloat(out, m.getField9());
            },
            (f, m) -> {
                BytesIn<?> in = f.in;
                m.setField0(f.getFloat(in));
                m.setField1(f.getFloat(in));
                m.setField2(f.getFloat(in));
                m.setField3(f.getFloat(in));
                m.setField4(f.getFloat(in));
                m.setField5(f.getFloat(in));
                m.setField6(f.getFloat(in));
                m.setField7(f.getFloat(in));
                m.setField8(f.getFloat(in));
                m.setField9(f.getFloat(in));
            });

    static final Fields.Plain<Pojo10Double, BytesFields, BytesFields> DOUBLE10 = Fields.plain(Pojo10Double::new,
            (m, f) -> {
                BytesOut<?> out = f.out;
                f.putDouble(out, m.getField0());
                f.putDouble(out, m.getField1());
                f.putDouble(out, m.getField2());
                f.putDouble(out, m.getField3());
                f.putDouble(out, m.getField4());
                f.putDouble(out, m.getField5());
                f.putDouble(out, m.getField6());
                f.putDouble(out, m.getField7());
                f.putDouble(out, m.getField8());
                f.putDouble(out, m.getField9());
            },
            (f, m) -> {
                BytesIn<?> in = f.in;
                m.setField0(f.getDouble(in));
                m.setField1(f.getDouble(in));
                m.setField2(f.getDouble(in));
                m.setField3(f.getDouble(in));
                m.setField4(f.getDouble(in));
                m.setField5(f.getDouble(in));
                m.setField6(f.getDouble(in));
                m.setField7(f.getDouble(in));
                m.setField8(f.getDouble(in));
                m.setField9(f.getDouble(in));
            });

    static final Fields.Plain<Pojo10String, BytesFields, BytesFields> STRING10 = Fields.plain(Pojo10String::new,
            (m, f) -> {
                BytesOut<?> out = f.out;
                f.putText(out, m.getField0());
                f.putText(out, m.getField1());
                f.putText(out, m.getField2());
                f.putText(out, m.getField3());
                f.putText(out, m.getField4());
                f.putText(out, m.getField5());
                f.putText(out, m.getField6());
                f.putText(out, m.getField7());
                f.putText(out, m.getField8());
                f.putText(out, m.getField9());
            },
            (f, m) -> {
                BytesIn<?> in = f.in;
                m.setField0(f.getText(in));
                m.setField1(f.getText(in));
                m.setField2(f.getText(in));
                m.setField3(f.getText(in));
                m.setField4(f.getText(in));
                m.setField5(f.getText(in));
                m.setField6(f.getText(in));
                m.setField7(f.getText(in));
                m.setField8(f.getText(in));
                m.setField9(f.getText(in));
            });

    static final Fields.Plain<Pojo1Mixed, BytesFields, BytesFields> MIXED = Fields.plain(Pojo1Mixed::new,
            (m, f) -> {
                BytesOut<?> out = f.out;
                out.writeBoolean(m.isField0());
                f.putLong(out, m.getField1());
                f.putFloat(out, m.getField2());
                f.putDouble(out, m.getField3());
                f.putText(out, m.getField4());
            },
            (f, m) -> {
                BytesIn<?> in = f.in;
                m.setField0(in.readBoolean());
                m.setField1(f.getLong(in));
                m.setField2(f.getFloat(in));
                m.setField3(f.getDouble(in));
                m.setField4(f.getText(in));
            });
}
