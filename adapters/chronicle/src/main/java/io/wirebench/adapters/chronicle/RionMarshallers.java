package io.wirebench.adapters.chronicle;

import io.wirebench.adapters.chronicle.Keys.FieldKey;
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
 * {@code field0} … {@code field9}. Each model is a {@link WireFields} (constructor, writer, reader:
 * one field a line) made per codec with the codec's {@link Values}, and is itself the codec's
 * marshaller; {@link ChronicleContender}'s table names them model by model.
 */
final class RionMarshallers {
    private RionMarshallers() {
    }

    static WireMarshaller<Pojo1Boolean> boolean1(Values values) {
        return new WireFields<>(values, Pojo1Boolean::new) {
            @Override
            public void write(Pojo1Boolean m, WireOut out) {
                out.write(FieldKey.field0).bool(m.isField0());
            }

            @Override
            protected void fill(WireIn in, Pojo1Boolean m) {
                m.setField0(in.read(FieldKey.field0).bool());
            }
        };
    }

    static WireMarshaller<Pojo1Long> long1(Values values) {
        return new WireFields<>(values, Pojo1Long::new) {
            @Override
            public void write(Pojo1Long m, WireOut out) {
                out.write(FieldKey.field0).int64(m.getField0());
            }

            @Override
            protected void fill(WireIn in, Pojo1Long m) {
                m.setField0(in.read(FieldKey.field0).int64());
            }
        };
    }

    static WireMarshaller<Pojo1Float> float1(Values values) {
        return new WireFields<>(values, Pojo1Float::new) {
            @Override
            public void write(Pojo1Float m, WireOut out) {
                out.write(FieldKey.field0).float32(values.f32(m.getField0()));
            }

            @Override
            protected void fill(WireIn in, Pojo1Float m) {
                m.setField0(in.read(FieldKey.field0).float32());
            }
        };
    }

    static WireMarshaller<Pojo1Double> double1(Values values) {
        return new WireFields<>(values, Pojo1Double::new) {
            @Override
            public void write(Pojo1Double m, WireOut out) {
                out.write(FieldKey.field0).float64(values.f64(m.getField0()));
            }

            @Override
            protected void fill(WireIn in, Pojo1Double m) {
                m.setField0(in.read(FieldKey.field0).float64());
            }
        };
    }

    static WireMarshaller<Pojo1String> string1(Values values) {
        return new WireFields<>(values, Pojo1String::new) {
            @Override
            public void write(Pojo1String m, WireOut out) {
                out.write(FieldKey.field0).text(m.getField0());
            }

            @Override
            protected void fill(WireIn in, Pojo1String m) {
                m.setField0(values.text(in.read(FieldKey.field0)));
            }
        };
    }

    static WireMarshaller<Pojo10Boolean> boolean10(Values values) {
        return new WireFields<>(values, Pojo10Boolean::new) {
            @Override
            public void write(Pojo10Boolean m, WireOut out) {
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
            }

            @Override
            protected void fill(WireIn in, Pojo10Boolean m) {
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
            }
        };
    }

    static WireMarshaller<Pojo10Long> long10(Values values) {
        return new WireFields<>(values, Pojo10Long::new) {
            @Override
            public void write(Pojo10Long m, WireOut out) {
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
            }

            @Override
            protected void fill(WireIn in, Pojo10Long m) {
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
            }
        };
    }

    static WireMarshaller<Pojo10Float> float10(Values values) {
        return new WireFields<>(values, Pojo10Float::new) {
            @Override
            public void write(Pojo10Float m, WireOut out) {
                out.write(FieldKey.field0).float32(values.f32(m.getField0()));
                out.write(FieldKey.field1).float32(values.f32(m.getField1()));
                out.write(FieldKey.field2).float32(values.f32(m.getField2()));
                out.write(FieldKey.field3).float32(values.f32(m.getField3()));
                out.write(FieldKey.field4).float32(values.f32(m.getField4()));
                out.write(FieldKey.field5).float32(values.f32(m.getField5()));
                out.write(FieldKey.field6).float32(values.f32(m.getField6()));
                out.write(FieldKey.field7).float32(values.f32(m.getField7()));
                out.write(FieldKey.field8).float32(values.f32(m.getField8()));
                out.write(FieldKey.field9).float32(values.f32(m.getField9()));
            }

            @Override
            protected void fill(WireIn in, Pojo10Float m) {
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
            }
        };
    }

    static WireMarshaller<Pojo10Double> double10(Values values) {
        return new WireFields<>(values, Pojo10Double::new) {
            @Override
            public void write(Pojo10Double m, WireOut out) {
                out.write(FieldKey.field0).float64(values.f64(m.getField0()));
                out.write(FieldKey.field1).float64(values.f64(m.getField1()));
                out.write(FieldKey.field2).float64(values.f64(m.getField2()));
                out.write(FieldKey.field3).float64(values.f64(m.getField3()));
                out.write(FieldKey.field4).float64(values.f64(m.getField4()));
                out.write(FieldKey.field5).float64(values.f64(m.getField5()));
                out.write(FieldKey.field6).float64(values.f64(m.getField6()));
                out.write(FieldKey.field7).float64(values.f64(m.getField7()));
                out.write(FieldKey.field8).float64(values.f64(m.getField8()));
                out.write(FieldKey.field9).float64(values.f64(m.getField9()));
            }

            @Override
            protected void fill(WireIn in, Pojo10Double m) {
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
            }
        };
    }

    static WireMarshaller<Pojo10String> string10(Values values) {
        return new WireFields<>(values, Pojo10String::new) {
            @Override
            public void write(Pojo10String m, WireOut out) {
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
            }

            @Override
            protected void fill(WireIn in, Pojo10String m) {
                m.setField0(values.text(in.read(FieldKey.field0)));
                m.setField1(values.text(in.read(FieldKey.field1)));
                m.setField2(values.text(in.read(FieldKey.field2)));
                m.setField3(values.text(in.read(FieldKey.field3)));
                m.setField4(values.text(in.read(FieldKey.field4)));
                m.setField5(values.text(in.read(FieldKey.field5)));
                m.setField6(values.text(in.read(FieldKey.field6)));
                m.setField7(values.text(in.read(FieldKey.field7)));
                m.setField8(values.text(in.read(FieldKey.field8)));
                m.setField9(values.text(in.read(FieldKey.field9)));
            }
        };
    }

    static WireMarshaller<Pojo1Mixed> mixed(Values values) {
        return new WireFields<>(values, Pojo1Mixed::new) {
            @Override
            public void write(Pojo1Mixed m, WireOut out) {
                out.write(FieldKey.field0).bool(m.isField0())
                        .write(FieldKey.field1).int64(m.getField1())
                        .write(FieldKey.field2).float32(values.f32(m.getField2()))
                        .write(FieldKey.field3).float64(values.f64(m.getField3()))
                        .write(FieldKey.field4).text(m.getField4());
            }

            @Override
            protected void fill(WireIn in, Pojo1Mixed m) {
                m.setField0(in.read(FieldKey.field0).bool());
                m.setField1(in.read(FieldKey.field1).int64());
                m.setField2(in.read(FieldKey.field2).float32());
                m.setField3(in.read(FieldKey.field3).float64());
                m.setField4(values.text(in.read(FieldKey.field4)));
            }
        };
    }
}
