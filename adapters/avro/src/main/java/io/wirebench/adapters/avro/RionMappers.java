package io.wirebench.adapters.avro;

import io.wirebench.adapters.avro.schema.AvroPojo10Boolean;
import io.wirebench.adapters.avro.schema.AvroPojo10Double;
import io.wirebench.adapters.avro.schema.AvroPojo10Float;
import io.wirebench.adapters.avro.schema.AvroPojo10Long;
import io.wirebench.adapters.avro.schema.AvroPojo10String;
import io.wirebench.adapters.avro.schema.AvroPojo1Boolean;
import io.wirebench.adapters.avro.schema.AvroPojo1Double;
import io.wirebench.adapters.avro.schema.AvroPojo1Float;
import io.wirebench.adapters.avro.schema.AvroPojo1Long;
import io.wirebench.adapters.avro.schema.AvroPojo1Mixed;
import io.wirebench.adapters.avro.schema.AvroPojo1String;
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

/** The RION matrix models and their generated records: field-by-field copies, nothing else. */
final class RionMappers {
    private RionMappers() {
    }

    static final RecordMapper<Pojo1Boolean, AvroPojo1Boolean> BOOLEAN1 = FlatMapper.of(AvroPojo1Boolean.getClassSchema(), AvroPojo1Boolean::new, Pojo1Boolean::new,
            (m, r) -> { r.setField0(m.isField0()); },
            (r, m) -> { m.setField0(r.getField0()); });

    static final RecordMapper<Pojo10Boolean, AvroPojo10Boolean> BOOLEAN10 = FlatMapper.of(AvroPojo10Boolean.getClassSchema(), AvroPojo10Boolean::new, Pojo10Boolean::new,
            (m, r) -> { r.setField0(m.isField0()); r.setField1(m.isField1()); r.setField2(m.isField2()); r.setField3(m.isField3()); r.setField4(m.isField4()); r.setField5(m.isField5()); r.setField6(m.isField6()); r.setField7(m.isField7()); r.setField8(m.isField8()); r.setField9(m.isField9()); },
            (r, m) -> { m.setField0(r.getField0()); m.setField1(r.getField1()); m.setField2(r.getField2()); m.setField3(r.getField3()); m.setField4(r.getField4()); m.setField5(r.getField5()); m.setField6(r.getField6()); m.setField7(r.getField7()); m.setField8(r.getField8()); m.setField9(r.getField9()); });

    static final RecordMapper<Pojo1Long, AvroPojo1Long> LONG1 = FlatMapper.of(AvroPojo1Long.getClassSchema(), AvroPojo1Long::new, Pojo1Long::new,
            (m, r) -> { r.setField0(m.getField0()); },
            (r, m) -> { m.setField0(r.getField0()); });

    static final RecordMapper<Pojo10Long, AvroPojo10Long> LONG10 = FlatMapper.of(AvroPojo10Long.getClassSchema(), AvroPojo10Long::new, Pojo10Long::new,
            (m, r) -> { r.setField0(m.getField0()); r.setField1(m.getField1()); r.setField2(m.getField2()); r.setField3(m.getField3()); r.setField4(m.getField4()); r.setField5(m.getField5()); r.setField6(m.getField6()); r.setField7(m.getField7()); r.setField8(m.getField8()); r.setField9(m.getField9()); },
            (r, m) -> { m.setField0(r.getField0()); m.setField1(r.getField1()); m.setField2(r.getField2()); m.setField3(r.getField3()); m.setField4(r.getField4()); m.setField5(r.getField5()); m.setField6(r.getField6()); m.setField7(r.getField7()); m.setField8(r.getField8()); m.setField9(r.getField9()); });

    static final RecordMapper<Pojo1Float, AvroPojo1Float> FLOAT1 = FlatMapper.of(AvroPojo1Float.getClassSchema(), AvroPojo1Float::new, Pojo1Float::new,
            (m, r) -> { r.setField0(m.getField0()); },
            (r, m) -> { m.setField0(r.getField0()); });

    static final RecordMapper<Pojo10Float, AvroPojo10Float> FLOAT10 = FlatMapper.of(AvroPojo10Float.getClassSchema(), AvroPojo10Float::new, Pojo10Float::new,
            (m, r) -> { r.setField0(m.getField0()); r.setField1(m.getField1()); r.setField2(m.getField2()); r.setField3(m.getField3()); r.setField4(m.getField4()); r.setField5(m.getField5()); r.setField6(m.getField6()); r.setField7(m.getField7()); r.setField8(m.getField8()); r.setField9(m.getField9()); },
            (r, m) -> { m.setField0(r.getField0()); m.setField1(r.getField1()); m.setField2(r.getField2()); m.setField3(r.getField3()); m.setField4(r.getField4()); m.setField5(r.getField5()); m.setField6(r.getField6()); m.setField7(r.getField7()); m.setField8(r.getField8()); m.setField9(r.getField9()); });

    static final RecordMapper<Pojo1Double, AvroPojo1Double> DOUBLE1 = FlatMapper.of(AvroPojo1Double.getClassSchema(), AvroPojo1Double::new, Pojo1Double::new,
            (m, r) -> { r.setField0(m.getField0()); },
            (r, m) -> { m.setField0(r.getField0()); });

    static final RecordMapper<Pojo10Double, AvroPojo10Double> DOUBLE10 = FlatMapper.of(AvroPojo10Double.getClassSchema(), AvroPojo10Double::new, Pojo10Double::new,
            (m, r) -> { r.setField0(m.getField0()); r.setField1(m.getField1()); r.setField2(m.getField2()); r.setField3(m.getField3()); r.setField4(m.getField4()); r.setField5(m.getField5()); r.setField6(m.getField6()); r.setField7(m.getField7()); r.setField8(m.getField8()); r.setField9(m.getField9()); },
            (r, m) -> { m.setField0(r.getField0()); m.setField1(r.getField1()); m.setField2(r.getField2()); m.setField3(r.getField3()); m.setField4(r.getField4()); m.setField5(r.getField5()); m.setField6(r.getField6()); m.setField7(r.getField7()); m.setField8(r.getField8()); m.setField9(r.getField9()); });

    static final RecordMapper<Pojo1String, AvroPojo1String> STRING1 = FlatMapper.of(AvroPojo1String.getClassSchema(), AvroPojo1String::new, Pojo1String::new,
            (m, r) -> { r.setField0(m.getField0()); },
            (r, m) -> { m.setField0(r.getField0()); });

    static final RecordMapper<Pojo10String, AvroPojo10String> STRING10 = FlatMapper.of(AvroPojo10String.getClassSchema(), AvroPojo10String::new, Pojo10String::new,
            (m, r) -> { r.setField0(m.getField0()); r.setField1(m.getField1()); r.setField2(m.getField2()); r.setField3(m.getField3()); r.setField4(m.getField4()); r.setField5(m.getField5()); r.setField6(m.getField6()); r.setField7(m.getField7()); r.setField8(m.getField8()); r.setField9(m.getField9()); },
            (r, m) -> { m.setField0(r.getField0()); m.setField1(r.getField1()); m.setField2(r.getField2()); m.setField3(r.getField3()); m.setField4(r.getField4()); m.setField5(r.getField5()); m.setField6(r.getField6()); m.setField7(r.getField7()); m.setField8(r.getField8()); m.setField9(r.getField9()); });

    static final RecordMapper<Pojo1Mixed, AvroPojo1Mixed> MIXED = FlatMapper.of(AvroPojo1Mixed.getClassSchema(), AvroPojo1Mixed::new, Pojo1Mixed::new,
            (m, r) -> { r.setField0(m.isField0()); r.setField1(m.getField1()); r.setField2(m.getField2()); r.setField3(m.getField3()); r.setField4(m.getField4()); },
            (r, m) -> { m.setField0(r.getField0()); m.setField1(r.getField1()); m.setField2(r.getField2()); m.setField3(r.getField3()); m.setField4(r.getField4()); });
}
