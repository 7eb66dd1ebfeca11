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
import net.openhft.chronicle.bytes.BytesIn;
import net.openhft.chronicle.bytes.BytesOut;
import net.openhft.chronicle.wire.WireIn;
import net.openhft.chronicle.wire.WireOut;

/**
 * The RION matrix models in the {@code BytesMarshallable} style: the fields in order, through
 * {@link BytesFields}. Each model is a {@link BytesFormFields} (constructor, writer, reader: one
 * field a line) made per codec with the codec's {@code BytesFields}, and is itself the codec's
 * marshaller; {@link ChronicleContender}'s table names them model by model.
 */
final class RionBytes {
    private RionBytes() {
    }

    /** A model's fields as a {@link WireMarshaller} over the codec's {@code fields}. */
    static WireMarshaller<Pojo1Boolean> boolean1(BytesFields fields) {
        return new BytesFormFields<>(fields, Pojo1Boolean::new) {
            @Override
            public void write(Pojo1Boolean m, BytesOut<?> out) {
                out.writeBoolean(m.isField0());
            }

            @Override
            protected void fill(BytesIn<?> in, Pojo1Boolean m) {
                m.setField0(in.readBoolean());
            }
        };
    }

    static WireMarshaller<Pojo1Long> long1(BytesFields fields) {
        return new BytesFormFields<>(fields, Pojo1Long::new) {
            @Override
            public void write(Pojo1Long m, BytesOut<?> out) {
                fields.putLong(out, m.getField0());
            }

            @Override
            protected void fill(BytesIn<?> in, Pojo1Long m) {
                m.setField0(fields.getLong(in));
            }
        };
    }

    static WireMarshaller<Pojo1Float> float1(BytesFields fields) {
        return new BytesFormFields<>(fields, Pojo1Float::new) {
            @Override
            public void write(Pojo1Float m, BytesOut<?> out) {
                fields.putFloat(out, m.getField0());
            }

            @Override
            protected void fill(BytesIn<?> in, Pojo1Float m) {
                m.setField0(fields.getFloat(in));
            }
        };
    }

    static WireMarshaller<Pojo1Double> double1(BytesFields fields) {
        return new BytesFormFields<>(fields, Pojo1Double::new) {
            @Override
            public void write(Pojo1Double m, BytesOut<?> out) {
                fields.putDouble(out, m.getField0());
            }

            @Override
            protected void fill(BytesIn<?> in, Pojo1Double m) {
                m.setField0(fields.getDouble(in));
            }
        };
    }

    static WireMarshaller<Pojo1String> string1(BytesFields fields) {
        return new BytesFormFields<>(fields, Pojo1String::new) {
            @Override
            public void write(Pojo1String m, BytesOut<?> out) {
                fields.putText(out, m.getField0());
            }

            @Override
            protected void fill(BytesIn<?> in, Pojo1String m) {
                m.setField0(fields.getText(in));
            }
        };
    }

    static WireMarshaller<Pojo10Boolean> boolean10(BytesFields fields) {
        return new BytesFormFields<>(fields, Pojo10Boolean::new) {
            @Override
            public void write(Pojo10Boolean m, BytesOut<?> out) {
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
            }

            @Override
            protected void fill(BytesIn<?> in, Pojo10Boolean m) {
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
            }
        };
    }

    static WireMarshaller<Pojo10Long> long10(BytesFields fields) {
        return new BytesFormFields<>(fields, Pojo10Long::new) {
            @Override
            public void write(Pojo10Long m, BytesOut<?> out) {
                fields.putLong(out, m.getField0());
                fields.putLong(out, m.getField1());
                fields.putLong(out, m.getField2());
                fields.putLong(out, m.getField3());
                fields.putLong(out, m.getField4());
                fields.putLong(out, m.getField5());
                fields.putLong(out, m.getField6());
                fields.putLong(out, m.getField7());
                fields.putLong(out, m.getField8());
                fields.putLong(out, m.getField9());
            }

            @Override
            protected void fill(BytesIn<?> in, Pojo10Long m) {
                m.setField0(fields.getLong(in));
                m.setField1(fields.getLong(in));
                m.setField2(fields.getLong(in));
                m.setField3(fields.getLong(in));
                m.setField4(fields.getLong(in));
                m.setField5(fields.getLong(in));
                m.setField6(fields.getLong(in));
                m.setField7(fields.getLong(in));
                m.setField8(fields.getLong(in));
                m.setField9(fields.getLong(in));
            }
        };
    }

    static WireMarshaller<Pojo10Float> float10(BytesFields fields) {
        return new BytesFormFields<>(fields, Pojo10Float::new) {
            @Override
            public void write(Pojo10Float m, BytesOut<?> out) {
                fields.putFloat(out, m.getField0());
                fields.putFloat(out, m.getField1());
                fields.putFloat(out, m.getField2());
                fields.putFloat(out, m.getField3());
                fields.putFloat(out, m.getField4());
                fields.putFloat(out, m.getField5());
                fields.putFloat(out, m.getField6());
                fields.putFloat(out, m.getField7());
                fields.putFloat(out, m.getField8());
                fields.putFloat(out, m.getField9());
            }

            @Override
            protected void fill(BytesIn<?> in, Pojo10Float m) {
                m.setField0(fields.getFloat(in));
                m.setField1(fields.getFloat(in));
                m.setField2(fields.getFloat(in));
                m.setField3(fields.getFloat(in));
                m.setField4(fields.getFloat(in));
                m.setField5(fields.getFloat(in));
                m.setField6(fields.getFloat(in));
                m.setField7(fields.getFloat(in));
                m.setField8(fields.getFloat(in));
                m.setField9(fields.getFloat(in));
            }
        };
    }

    static WireMarshaller<Pojo10Double> double10(BytesFields fields) {
        return new BytesFormFields<>(fields, Pojo10Double::new) {
            @Override
            public void write(Pojo10Double m, BytesOut<?> out) {
                fields.putDouble(out, m.getField0());
                fields.putDouble(out, m.getField1());
                fields.putDouble(out, m.getField2());
                fields.putDouble(out, m.getField3());
                fields.putDouble(out, m.getField4());
                fields.putDouble(out, m.getField5());
                fields.putDouble(out, m.getField6());
                fields.putDouble(out, m.getField7());
                fields.putDouble(out, m.getField8());
                fields.putDouble(out, m.getField9());
            }

            @Override
            protected void fill(BytesIn<?> in, Pojo10Double m) {
                m.setField0(fields.getDouble(in));
                m.setField1(fields.getDouble(in));
                m.setField2(fields.getDouble(in));
                m.setField3(fields.getDouble(in));
                m.setField4(fields.getDouble(in));
                m.setField5(fields.getDouble(in));
                m.setField6(fields.getDouble(in));
                m.setField7(fields.getDouble(in));
                m.setField8(fields.getDouble(in));
                m.setField9(fields.getDouble(in));
            }
        };
    }

    static WireMarshaller<Pojo10String> string10(BytesFields fields) {
        return new BytesFormFields<>(fields, Pojo10String::new) {
            @Override
            public void write(Pojo10String m, BytesOut<?> out) {
                fields.putText(out, m.getField0());
                fields.putText(out, m.getField1());
                fields.putText(out, m.getField2());
                fields.putText(out, m.getField3());
                fields.putText(out, m.getField4());
                fields.putText(out, m.getField5());
                fields.putText(out, m.getField6());
                fields.putText(out, m.getField7());
                fields.putText(out, m.getField8());
                fields.putText(out, m.getField9());
            }

            @Override
            protected void fill(BytesIn<?> in, Pojo10String m) {
                m.setField0(fields.getText(in));
                m.setField1(fields.getText(in));
                m.setField2(fields.getText(in));
                m.setField3(fields.getText(in));
                m.setField4(fields.getText(in));
                m.setField5(fields.getText(in));
                m.setField6(fields.getText(in));
                m.setField7(fields.getText(in));
                m.setField8(fields.getText(in));
                m.setField9(fields.getText(in));
            }
        };
    }

    static WireMarshaller<Pojo1Mixed> mixed(BytesFields fields) {
        return new BytesFormFields<>(fields, Pojo1Mixed::new) {
            @Override
            public void write(Pojo1Mixed m, BytesOut<?> out) {
                out.writeBoolean(m.isField0());
                fields.putLong(out, m.getField1());
                fields.putFloat(out, m.getField2());
                fields.putDouble(out, m.getField3());
                fields.putText(out, m.getField4());
            }

            @Override
            protected void fill(BytesIn<?> in, Pojo1Mixed m) {
                m.setField0(in.readBoolean());
                m.setField1(fields.getLong(in));
                m.setField2(fields.getFloat(in));
                m.setField3(fields.getDouble(in));
                m.setField4(fields.getText(in));
            }
        };
    }
}
