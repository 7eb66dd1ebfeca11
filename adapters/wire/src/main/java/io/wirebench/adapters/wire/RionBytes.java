package io.wirebench.adapters.wire;

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
 * says, text UTF-8. Each model is a {@link PackedFields} (constructor, writer, reader: one field a
 * line) made per codec with the codec's packing, and is itself the codec's marshaller;
 * {@link BytesContender}'s table names them model by model.
 */
final class RionBytes {
    private RionBytes() {
    }

    static BytesMarshaller<Pojo1Boolean> boolean1(Packing packing) {
        return new PackedFields<>(packing, Pojo1Boolean::new) {
            @Override
            public void write(Pojo1Boolean p, BytesOut out) {
                out.writeBoolean(p.isField0());
            }

            @Override
            protected void fill(BytesIn in, Pojo1Boolean p) {
                p.setField0(in.readBoolean());
            }
        };
    }

    static BytesMarshaller<Pojo1Long> long1(Packing packing) {
        return new PackedFields<>(packing, Pojo1Long::new) {
            @Override
            public void write(Pojo1Long p, BytesOut out) {
                packing.putLong(out, p.getField0());
            }

            @Override
            protected void fill(BytesIn in, Pojo1Long p) {
                p.setField0(packing.getLong(in));
            }
        };
    }

    static BytesMarshaller<Pojo1Float> float1(Packing packing) {
        return new PackedFields<>(packing, Pojo1Float::new) {
            @Override
            public void write(Pojo1Float p, BytesOut out) {
                packing.putFloat(out, p.getField0());
            }

            @Override
            protected void fill(BytesIn in, Pojo1Float p) {
                p.setField0(packing.getFloat(in));
            }
        };
    }

    static BytesMarshaller<Pojo1Double> double1(Packing packing) {
        return new PackedFields<>(packing, Pojo1Double::new) {
            @Override
            public void write(Pojo1Double p, BytesOut out) {
                packing.putDouble(out, p.getField0());
            }

            @Override
            protected void fill(BytesIn in, Pojo1Double p) {
                p.setField0(packing.getDouble(in));
            }
        };
    }

    static BytesMarshaller<Pojo1String> string1(Packing packing) {
        return new PackedFields<>(packing, Pojo1String::new) {
            @Override
            public void write(Pojo1String p, BytesOut out) {
                out.writeUtf8(p.getField0());
            }

            @Override
            protected void fill(BytesIn in, Pojo1String p) {
                p.setField0(in.readUtf8());
            }
        };
    }

    static BytesMarshaller<Pojo10Boolean> boolean10(Packing packing) {
        return new PackedFields<>(packing, Pojo10Boolean::new) {
            @Override
            public void write(Pojo10Boolean p, BytesOut out) {
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
            }

            @Override
            protected void fill(BytesIn in, Pojo10Boolean p) {
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
            }
        };
    }

    static BytesMarshaller<Pojo10Long> long10(Packing packing) {
        return new PackedFields<>(packing, Pojo10Long::new) {
            @Override
            public void write(Pojo10Long p, BytesOut out) {
                packing.putLong(out, p.getField0());
                packing.putLong(out, p.getField1());
                packing.putLong(out, p.getField2());
                packing.putLong(out, p.getField3());
                packing.putLong(out, p.getField4());
                packing.putLong(out, p.getField5());
                packing.putLong(out, p.getField6());
                packing.putLong(out, p.getField7());
                packing.putLong(out, p.getField8());
                packing.putLong(out, p.getField9());
            }

            @Override
            protected void fill(BytesIn in, Pojo10Long p) {
                p.setField0(packing.getLong(in));
                p.setField1(packing.getLong(in));
                p.setField2(packing.getLong(in));
                p.setField3(packing.getLong(in));
                p.setField4(packing.getLong(in));
                p.setField5(packing.getLong(in));
                p.setField6(packing.getLong(in));
                p.setField7(packing.getLong(in));
                p.setField8(packing.getLong(in));
                p.setField9(packing.getLong(in));
            }
        };
    }

    static BytesMarshaller<Pojo10Float> float10(Packing packing) {
        return new PackedFields<>(packing, Pojo10Float::new) {
            @Override
            public void write(Pojo10Float p, BytesOut out) {
                packing.putFloat(out, p.getField0());
                packing.putFloat(out, p.getField1());
                packing.putFloat(out, p.getField2());
                packing.putFloat(out, p.getField3());
                packing.putFloat(out, p.getField4());
                packing.putFloat(out, p.getField5());
                packing.putFloat(out, p.getField6());
                packing.putFloat(out, p.getField7());
                packing.putFloat(out, p.getField8());
                packing.putFloat(out, p.getField9());
            }

            @Override
            protected void fill(BytesIn in, Pojo10Float p) {
                p.setField0(packing.getFloat(in));
                p.setField1(packing.getFloat(in));
                p.setField2(packing.getFloat(in));
                p.setField3(packing.getFloat(in));
                p.setField4(packing.getFloat(in));
                p.setField5(packing.getFloat(in));
                p.setField6(packing.getFloat(in));
                p.setField7(packing.getFloat(in));
                p.setField8(packing.getFloat(in));
                p.setField9(packing.getFloat(in));
            }
        };
    }

    static BytesMarshaller<Pojo10Double> double10(Packing packing) {
        return new PackedFields<>(packing, Pojo10Double::new) {
            @Override
            public void write(Pojo10Double p, BytesOut out) {
                packing.putDouble(out, p.getField0());
                packing.putDouble(out, p.getField1());
                packing.putDouble(out, p.getField2());
                packing.putDouble(out, p.getField3());
                packing.putDouble(out, p.getField4());
                packing.putDouble(out, p.getField5());
                packing.putDouble(out, p.getField6());
                packing.putDouble(out, p.getField7());
                packing.putDouble(out, p.getField8());
                packing.putDouble(out, p.getField9());
            }

            @Override
            protected void fill(BytesIn in, Pojo10Double p) {
                p.setField0(packing.getDouble(in));
                p.setField1(packing.getDouble(in));
                p.setField2(packing.getDouble(in));
                p.setField3(packing.getDouble(in));
                p.setField4(packing.getDouble(in));
                p.setField5(packing.getDouble(in));
                p.setField6(packing.getDouble(in));
                p.setField7(packing.getDouble(in));
                p.setField8(packing.getDouble(in));
                p.setField9(packing.getDouble(in));
            }
        };
    }

    static BytesMarshaller<Pojo10String> string10(Packing packing) {
        return new PackedFields<>(packing, Pojo10String::new) {
            @Override
            public void write(Pojo10String p, BytesOut out) {
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
            }

            @Override
            protected void fill(BytesIn in, Pojo10String p) {
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
            }
        };
    }

    static BytesMarshaller<Pojo1Mixed> mixed(Packing packing) {
        return new PackedFields<>(packing, Pojo1Mixed::new) {
            @Override
            public void write(Pojo1Mixed p, BytesOut out) {
                out.writeBoolean(p.isField0());
                packing.putLong(out, p.getField1());
                packing.putFloat(out, p.getField2());
                packing.putDouble(out, p.getField3());
                out.writeUtf8(p.getField4());
            }

            @Override
            protected void fill(BytesIn in, Pojo1Mixed p) {
                p.setField0(in.readBoolean());
                p.setField1(packing.getLong(in));
                p.setField2(packing.getFloat(in));
                p.setField3(packing.getDouble(in));
                p.setField4(in.readUtf8());
            }
        };
    }
}
