package io.wirebench.adapters.chronicle;

import io.wirebench.adapters.chronicle.Keys.FieldKey;
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
import net.openhft.chronicle.wire.WireIn;
import net.openhft.chronicle.wire.WireOut;

/**
 * The RION matrix models, field by field with the wire's own encoding for each Java type, keys
 * {@code field0} … {@code field9}. Each model's {@link Fields} (constructor, writer, reader: one
 * field a line) writes to and reads from the codec's {@link Values}, pointed at the wire of each
 * call, so that its lambdas capture nothing; {@link ChronicleContender}'s table names them model by model.
 */
final class RionMarshallers {
    private RionMarshallers() {
    }

    /** A model's fields as a {@link WireMarshaller} over the codec's {@code values}. */
    static <T> WireMarshaller<T> marshaller(Fields.Plain<T, Values, Values> fields, Values values) {
        return new WireMarshaller<>() {
            @Override
            public void write(WireOut wire, T value) {
                fields.write(value, values.on(wire));
            }

            @Override
            public T read(WireIn wire, T reuse) {
                return fields.read(values.on(wire), reuse);
            }
        };
    }

    static final Fields.Plain<Pojo1Boolean, Values, Values> BOOLEAN1 = Fields.plain(Pojo1Boolean::new,
            (m, out) -> out.write(FieldKey.field0).bool(m.isField0()),
            (in, m) -> m.setField0(in.read(FieldKey.field0).bool()));

    static final Fields.Plain<Pojo1Long, Values, Values> LONG1 = Fields.plain(Pojo1Long::new,
            (m, out) -> out.write(FieldKey.field0).int64(m.getField0()),
            (in, m) -> m.setField0(in.read(FieldKey.field0).int64()));

    static final Fields.Plain<Pojo1Float, Values, Values> FLOAT1 = Fields.plain(Pojo1Float::new,
            (m, out) -> out.write(FieldKey.field0).float32(out.f32(m.getField0())),
            (in, m) -> m.setField0(in.read(FieldKey.field0).float32()));

    static final Fields.Plain<Pojo1Double, Values, Values> DOUBLE1 = Fields.plain(Pojo1Double::new,
            (m, out) -> out.write(FieldKey.field0).float64(out.f64(m.getField0())),
            (in, m) -> m.setField0(in.read(FieldKey.field0).float64()));

    static final Fields.Plain<Pojo1String, Values, Values> STRING1 = Fields.plain(Pojo1String::new,
            (m, out) -> out.write(FieldKey.field0).text(m.getField0()),
            (in, m) -> m.setField0(in.text(in.read(FieldKey.field0))));

    static final Fields.Plain<Pojo10Boolean, Values, Values> BOOLEAN10 = Fields.plain(Pojo10Boolean::new,
            (m, out) -> {
                out.write(FieldKey.field0).bool(m.isField0());
                out.write(FieldKey.field1).bool(m.isField1());
                out.write(FieldKey.field2).bool(m.isField2());
                out.write(FieldKey.field3).bool(m.isField3());
                out.write(FieldKey.field4).bool(m.isField4());
                out.write(FieldKey.field5).bool(m.isField5());
                out.write(FieldKey.field6).bool(m.isField6());
                out.write(FieldKey.field7).bool(m.isField7());
                out.write(FieldKey.field8).bool(m.isField8());
                out.write(FieldKey.field9).bool(m.isField9());
            },
            (in, m) -> {
                m.setField0(in.read(FieldKey.field0).bool());
                m.setField1(in.read(FieldKey.field1).bool());
                m.setField2(in.read(FieldKey.field2).bool());
                m.setField3(in.read(FieldKey.field3).bool());
                m.setField4(in.read(FieldKey.field4).bool());
                m.setField5(in.read(FieldKey.field5).bool());
                m.setField6(in.read(FieldKey.field6).bool());
                m.setField7(in.read(FieldKey.field7).bool());
                m.setField8(in.read(FieldKey.field8).bool());
                m.setField9(in.read(FieldKey.field9).bool());
            });

    static final Fields.Plain<Pojo10Long, Values, Values> LONG10 = Fields.plain(Pojo10Long::new,
            (m, out) -> {
                out.write(FieldKey.field0).int64(m.getField0());
                out.write(FieldKey.field1).int64(m.getField1());
                out.write(FieldKey.field2).int64(m.getField2());
                out.write(FieldKey.field3).int64(m.getField3());
                out.write(FieldKey.field4).int64(m.getField4());
                out.write(FieldKey.field5).int64(m.getField5());
                out.write(FieldKey.field6).int64(m.getField6());
                out.write(FieldKey.field7).int64(m.getField7());
                out.write(FieldKey.field8).int64(m.getField8());
                out.write(FieldKey.field9).int64(m.getField9());
            },
            (in, m) -> {
                m.setField0(in.read(FieldKey.field0).int64());
                m.setField1(in.read(FieldKey.field1).int64());
                m.setField2(in.read(FieldKey.field2).int64());
                m.setField3(in.read(FieldKey.field3).int64());
                m.setField4(in.read(FieldKey.field4).int64());
                m.setField5(in.read(FieldKey.field5).int64());
                m.setField6(in.read(FieldKey.field6).int64());
                m.setField7(in.read(FieldKey.field7).int64());
                m.setField8(in.read(FieldKey.field8).int64());
                m.setField9(in.read(FieldKey.field9).int64());
            });

    static final Fields.Plain<Pojo10Float, Values, Values> FLOAT10 = Fields.plain(Pojo10Float::new,
            (m, out) -> {
                out.write(FieldKey.field0).float32(out.f32(m.getField0()));
                out.write(FieldKey.field1).float32(out.f32(m.getField1()));
                out.write(FieldKey.field2).float32(out.f32(m.getField2()));
                out.write(FieldKey.field3).float32(out.f32(m.getField3()));
                out.write(FieldKey.field4).float32(out.f32(m.getField4()));
                out.write(FieldKey.field5).float32(out.f32(m.getField5()));
                out.write(FieldKey.field6).float32(out.f32(m.getField6()));
                out.write(FieldKey.field7).float32(out.f32(m.getField7()));
                out.write(FieldKey.field8).float32(out.f32(m.getField8()));
                out.write(FieldKey.field9).float32(out.f32(m.getField9()));
            },
            (in, m) -> {
                m.setField0(in.read(FieldKey.field0).float32());
                m.setField1(in.read(FieldKey.field1).float32());
                m.setField2(in.read(FieldKey.field2).float32());
                m.setField3(in.read(FieldKey.field3).float32());
                m.setField4(in.read(FieldKey.field4).float32());
                m.setField5(in.read(FieldKey.field5).float32());
                m.setField6(in.read(FieldKey.field6).float32());
                m.setField7(in.read(FieldKey.field7).float32());
                m.setField8(in.read(FieldKey.field8).float32());
                m.setField9(in.read(FieldKey.field9).float32());
            });

    static final Fields.Plain<Pojo10Double, Values, Values> DOUBLE10 = Fields.plain(Pojo10Double::new,
            (m, out) -> {
                out.write(FieldKey.field0).float64(out.f64(m.getField0()));
                out.write(FieldKey.field1).float64(out.f64(m.getField1()));
                out.write(FieldKey.field2).float64(out.f64(m.getField2()));
                out.write(FieldKey.field3).float64(out.f64(m.getField3()));
                out.write(FieldKey.field4).float64(out.f64(m.getField4()));
                out.write(FieldKey.field5).float64(out.f64(m.getField5()));
                out.write(FieldKey.field6).float64(out.f64(m.getField6()));
                out.write(FieldKey.field7).float64(out.f64(m.getField7()));
                out.write(FieldKey.field8).float64(out.f64(m.getField8()));
                out.write(FieldKey.field9).float64(out.f64(m.getField9()));
            },
            (in, m) -> {
                m.setField0(in.read(FieldKey.field0).float64());
                m.setField1(in.read(FieldKey.field1).float64());
                m.setField2(in.read(FieldKey.field2).float64());
                m.setField3(in.read(FieldKey.field3).float64());
                m.setField4(in.read(FieldKey.field4).float64());
                m.setField5(in.read(FieldKey.field5).float64());
                m.setField6(in.read(FieldKey.field6).float64());
                m.setField7(in.read(FieldKey.field7).float64());
                m.setField8(in.read(FieldKey.field8).float64());
                m.setField9(in.read(FieldKey.field9).float64());
            });

    static final Fields.Plain<Pojo10String, Values, Values> STRING10 = Fields.plain(Pojo10String::new,
            (m, out) -> {
                out.write(FieldKey.field0).text(m.getField0());
                out.write(FieldKey.field1).text(m.getField1());
                out.write(FieldKey.field2).text(m.getField2());
                out.write(FieldKey.field3).text(m.getField3());
                out.write(FieldKey.field4).text(m.getField4());
                out.write(FieldKey.field5).text(m.getField5());
                out.write(FieldKey.field6).text(m.getField6());
                out.write(FieldKey.field7).text(m.getField7());
                out.write(FieldKey.field8).text(m.getField8());
                out.write(FieldKey.field9).text(m.getField9());
            },
            (in, m) -> {
                m.setField0(in.text(in.read(FieldKey.field0)));
                m.setField1(in.text(in.read(FieldKey.field1)));
                m.setField2(in.text(in.read(FieldKey.field2)));
                m.setField3(in.text(in.read(FieldKey.field3)));
                m.setField4(in.text(in.read(FieldKey.field4)));
                m.setField5(in.text(in.read(FieldKey.field5)));
                m.setField6(in.text(in.read(FieldKey.field6)));
                m.setField7(in.text(in.read(FieldKey.field7)));
                m.setField8(in.text(in.read(FieldKey.field8)));
                m.setField9(in.text(in.read(FieldKey.field9)));
            });

    static final Fields.Plain<Pojo1Mixed, Values, Values> MIXED = Fields.plain(Pojo1Mixed::new,
            (m, out) -> {
                out.write(FieldKey.field0).bool(m.isField0())
                        .write(FieldKey.field1).int64(m.getField1())
                        .write(FieldKey.field2).float32(out.f32(m.getField2()))
                        .write(FieldKey.field3).float64(out.f64(m.getField3()))
                        .write(FieldKey.field4).text(m.getField4());
            },
            (in, m) -> {
                m.setField0(in.read(FieldKey.field0).bool());
                m.setField1(in.read(FieldKey.field1).int64());
                m.setField2(in.read(FieldKey.field2).float32());
                m.setField3(in.read(FieldKey.field3).float64());
                m.setField4(in.text(in.read(FieldKey.field4)));
            });
}
