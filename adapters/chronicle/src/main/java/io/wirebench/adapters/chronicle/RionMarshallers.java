package io.wirebench.adapters.chronicle;

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

/** The RION matrix models, field by field, with the wire's own encoding for each Java type. */
final class RionMarshallers {
    private RionMarshallers() {
    }

    static final WireMarshaller<Pojo1Boolean> BOOLEAN1 = FlatMarshaller.of(Pojo1Boolean::new,
            (wire, m) -> wire.write("field0").bool(m.isField0()),
            (wire, m) -> { m.setField0(wire.read("field0").bool()); });

    static final WireMarshaller<Pojo10Boolean> BOOLEAN10 = FlatMarshaller.of(Pojo10Boolean::new,
            (wire, m) -> wire.write("field0").bool(m.isField0()).write("field1").bool(m.isField1()).write("field2").bool(m.isField2()).write("field3").bool(m.isField3()).write("field4").bool(m.isField4()).write("field5").bool(m.isField5()).write("field6").bool(m.isField6()).write("field7").bool(m.isField7()).write("field8").bool(m.isField8()).write("field9").bool(m.isField9()),
            (wire, m) -> { m.setField0(wire.read("field0").bool()); m.setField1(wire.read("field1").bool()); m.setField2(wire.read("field2").bool()); m.setField3(wire.read("field3").bool()); m.setField4(wire.read("field4").bool()); m.setField5(wire.read("field5").bool()); m.setField6(wire.read("field6").bool()); m.setField7(wire.read("field7").bool()); m.setField8(wire.read("field8").bool()); m.setField9(wire.read("field9").bool()); });

    static final WireMarshaller<Pojo1Long> LONG1 = FlatMarshaller.of(Pojo1Long::new,
            (wire, m) -> wire.write("field0").int64(m.getField0()),
            (wire, m) -> { m.setField0(wire.read("field0").int64()); });

    static final WireMarshaller<Pojo10Long> LONG10 = FlatMarshaller.of(Pojo10Long::new,
            (wire, m) -> wire.write("field0").int64(m.getField0()).write("field1").int64(m.getField1()).write("field2").int64(m.getField2()).write("field3").int64(m.getField3()).write("field4").int64(m.getField4()).write("field5").int64(m.getField5()).write("field6").int64(m.getField6()).write("field7").int64(m.getField7()).write("field8").int64(m.getField8()).write("field9").int64(m.getField9()),
            (wire, m) -> { m.setField0(wire.read("field0").int64()); m.setField1(wire.read("field1").int64()); m.setField2(wire.read("field2").int64()); m.setField3(wire.read("field3").int64()); m.setField4(wire.read("field4").int64()); m.setField5(wire.read("field5").int64()); m.setField6(wire.read("field6").int64()); m.setField7(wire.read("field7").int64()); m.setField8(wire.read("field8").int64()); m.setField9(wire.read("field9").int64()); });

    static final WireMarshaller<Pojo1Float> FLOAT1 = FlatMarshaller.of(Pojo1Float::new,
            (wire, m) -> wire.write("field0").float32(m.getField0()),
            (wire, m) -> { m.setField0(wire.read("field0").float32()); });

    static final WireMarshaller<Pojo10Float> FLOAT10 = FlatMarshaller.of(Pojo10Float::new,
            (wire, m) -> wire.write("field0").float32(m.getField0()).write("field1").float32(m.getField1()).write("field2").float32(m.getField2()).write("field3").float32(m.getField3()).write("field4").float32(m.getField4()).write("field5").float32(m.getField5()).write("field6").float32(m.getField6()).write("field7").float32(m.getField7()).write("field8").float32(m.getField8()).write("field9").float32(m.getField9()),
            (wire, m) -> { m.setField0(wire.read("field0").float32()); m.setField1(wire.read("field1").float32()); m.setField2(wire.read("field2").float32()); m.setField3(wire.read("field3").float32()); m.setField4(wire.read("field4").float32()); m.setField5(wire.read("field5").float32()); m.setField6(wire.read("field6").float32()); m.setField7(wire.read("field7").float32()); m.setField8(wire.read("field8").float32()); m.setField9(wire.read("field9").float32()); });

    static final WireMarshaller<Pojo1Double> DOUBLE1 = FlatMarshaller.of(Pojo1Double::new,
            (wire, m) -> wire.write("field0").float64(m.getField0()),
            (wire, m) -> { m.setField0(wire.read("field0").float64()); });

    static final WireMarshaller<Pojo10Double> DOUBLE10 = FlatMarshaller.of(Pojo10Double::new,
            (wire, m) -> wire.write("field0").float64(m.getField0()).write("field1").float64(m.getField1()).write("field2").float64(m.getField2()).write("field3").float64(m.getField3()).write("field4").float64(m.getField4()).write("field5").float64(m.getField5()).write("field6").float64(m.getField6()).write("field7").float64(m.getField7()).write("field8").float64(m.getField8()).write("field9").float64(m.getField9()),
            (wire, m) -> { m.setField0(wire.read("field0").float64()); m.setField1(wire.read("field1").float64()); m.setField2(wire.read("field2").float64()); m.setField3(wire.read("field3").float64()); m.setField4(wire.read("field4").float64()); m.setField5(wire.read("field5").float64()); m.setField6(wire.read("field6").float64()); m.setField7(wire.read("field7").float64()); m.setField8(wire.read("field8").float64()); m.setField9(wire.read("field9").float64()); });

    static final WireMarshaller<Pojo1String> STRING1 = FlatMarshaller.of(Pojo1String::new,
            (wire, m) -> wire.write("field0").text(m.getField0()),
            (wire, m) -> { m.setField0(wire.read("field0").text()); });

    static final WireMarshaller<Pojo10String> STRING10 = FlatMarshaller.of(Pojo10String::new,
            (wire, m) -> wire.write("field0").text(m.getField0()).write("field1").text(m.getField1()).write("field2").text(m.getField2()).write("field3").text(m.getField3()).write("field4").text(m.getField4()).write("field5").text(m.getField5()).write("field6").text(m.getField6()).write("field7").text(m.getField7()).write("field8").text(m.getField8()).write("field9").text(m.getField9()),
            (wire, m) -> { m.setField0(wire.read("field0").text()); m.setField1(wire.read("field1").text()); m.setField2(wire.read("field2").text()); m.setField3(wire.read("field3").text()); m.setField4(wire.read("field4").text()); m.setField5(wire.read("field5").text()); m.setField6(wire.read("field6").text()); m.setField7(wire.read("field7").text()); m.setField8(wire.read("field8").text()); m.setField9(wire.read("field9").text()); });

    static final WireMarshaller<Pojo1Mixed> MIXED = FlatMarshaller.of(Pojo1Mixed::new,
            (wire, m) -> wire.write("field0").bool(m.isField0()).write("field1").int64(m.getField1())
                    .write("field2").float32(m.getField2()).write("field3").float64(m.getField3()).write("field4").text(m.getField4()),
            (wire, m) -> {
                m.setField0(wire.read("field0").bool());
                m.setField1(wire.read("field1").int64());
                m.setField2(wire.read("field2").float32());
                m.setField3(wire.read("field3").float64());
                m.setField4(wire.read("field4").text());
            });
}
