package io.wirebench.adapters.wire;

import io.wirebench.core.model.Model;
import io.wirebench.core.model.Models;
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

/** The RION matrix objects written by hand: their fields in order, numbers as the {@link Packing} says, text UTF-8. */
final class RionBytes {
    private RionBytes() {
    }

    private static BytesMarshaller<Pojo1Boolean> boolean1(Packing packing) {
        return new BytesMarshaller<>() {
            @Override
            public void write(Pojo1Boolean p, BytesOut out) {
                out.writeBoolean(p.isField0());
            }

            @Override
            public Pojo1Boolean read(Pojo1Boolean reuse, BytesIn in) {
                Pojo1Boolean p = reuse != null ? reuse : new Pojo1Boolean();
                p.setField0(in.readBoolean());
                return p;
            }
        };
    }

    private static BytesMarshaller<Pojo1Long> long1(Packing packing) {
        return new BytesMarshaller<>() {
            @Override
            public void write(Pojo1Long p, BytesOut out) {
                packing.putLong(out, p.getField0());
            }

            @Override
            public Pojo1Long read(Pojo1Long reuse, BytesIn in) {
                Pojo1Long p = reuse != null ? reuse : new Pojo1Long();
                p.setField0(packing.getLong(in));
                return p;
            }
        };
    }

    private static BytesMarshaller<Pojo1Float> float1(Packing packing) {
        return new BytesMarshaller<>() {
            @Override
            public void write(Pojo1Float p, BytesOut out) {
                packing.putFloat(out, p.getField0());
            }

            @Override
            public Pojo1Float read(Pojo1Float reuse, BytesIn in) {
                Pojo1Float p = reuse != null ? reuse : new Pojo1Float();
                p.setField0(packing.getFloat(in));
                return p;
            }
        };
    }

    private static BytesMarshaller<Pojo1Double> double1(Packing packing) {
        return new BytesMarshaller<>() {
            @Override
            public void write(Pojo1Double p, BytesOut out) {
                packing.putDouble(out, p.getField0());
            }

            @Override
            public Pojo1Double read(Pojo1Double reuse, BytesIn in) {
                Pojo1Double p = reuse != null ? reuse : new Pojo1Double();
                p.setField0(packing.getDouble(in));
                return p;
            }
        };
    }

    private static BytesMarshaller<Pojo1String> string1(Packing packing) {
        return new BytesMarshaller<>() {
            @Override
            public void write(Pojo1String p, BytesOut out) {
                out.writeUtf8(p.getField0());
            }

            @Override
            public Pojo1String read(Pojo1String reuse, BytesIn in) {
                Pojo1String p = reuse != null ? reuse : new Pojo1String();
                p.setField0(in.readUtf8());
                return p;
            }
        };
    }

    private static BytesMarshaller<Pojo10Boolean> boolean10(Packing packing) {
        return new BytesMarshaller<>() {
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
            public Pojo10Boolean read(Pojo10Boolean reuse, BytesIn in) {
                Pojo10Boolean p = reuse != null ? reuse : new Pojo10Boolean();
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
                return p;
            }
        };
    }

    private static BytesMarshaller<Pojo10Long> long10(Packing packing) {
        return new BytesMarshaller<>() {
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
            public Pojo10Long read(Pojo10Long reuse, BytesIn in) {
                Pojo10Long p = reuse != null ? reuse : new Pojo10Long();
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
                return p;
            }
        };
    }

    private static BytesMarshaller<Pojo10Float> float10(Packing packing) {
        return new BytesMarshaller<>() {
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
            public Pojo10Float read(Pojo10Float reuse, BytesIn in) {
                Pojo10Float p = reuse != null ? reuse : new Pojo10Float();
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
                return p;
            }
        };
    }

    private static BytesMarshaller<Pojo10Double> double10(Packing packing) {
        return new BytesMarshaller<>() {
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
            public Pojo10Double read(Pojo10Double reuse, BytesIn in) {
                Pojo10Double p = reuse != null ? reuse : new Pojo10Double();
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
                return p;
            }
        };
    }

    private static BytesMarshaller<Pojo10String> string10(Packing packing) {
        return new BytesMarshaller<>() {
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
            public Pojo10String read(Pojo10String reuse, BytesIn in) {
                Pojo10String p = reuse != null ? reuse : new Pojo10String();
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
                return p;
            }
        };
    }

    private static BytesMarshaller<Pojo1Mixed> mixed(Packing packing) {
        return new BytesMarshaller<>() {
            @Override
            public void write(Pojo1Mixed p, BytesOut out) {
                out.writeBoolean(p.isField0());
                packing.putLong(out, p.getField1());
                packing.putFloat(out, p.getField2());
                packing.putDouble(out, p.getField3());
                out.writeUtf8(p.getField4());
            }

            @Override
            public Pojo1Mixed read(Pojo1Mixed reuse, BytesIn in) {
                Pojo1Mixed p = reuse != null ? reuse : new Pojo1Mixed();
                p.setField0(in.readBoolean());
                p.setField1(packing.getLong(in));
                p.setField2(packing.getFloat(in));
                p.setField3(packing.getDouble(in));
                p.setField4(in.readUtf8());
                return p;
            }
        };
    }

    /** The hand-written codec of a RION model, or null if {@code model} is not one. */
    static BytesMarshaller<?> of(Model<?> model, Packing packing) {
        if (model.equals(Models.RION_BOOLEAN1)) {
            return boolean1(packing);
        }
        if (model.equals(Models.RION_LONG1)) {
            return long1(packing);
        }
        if (model.equals(Models.RION_FLOAT1)) {
            return float1(packing);
        }
        if (model.equals(Models.RION_DOUBLE1)) {
            return double1(packing);
        }
        if (model.equals(Models.RION_STRING1)) {
            return string1(packing);
        }
        if (model.equals(Models.RION_BOOLEAN10)) {
            return boolean10(packing);
        }
        if (model.equals(Models.RION_LONG10)) {
            return long10(packing);
        }
        if (model.equals(Models.RION_FLOAT10)) {
            return float10(packing);
        }
        if (model.equals(Models.RION_DOUBLE10)) {
            return double10(packing);
        }
        if (model.equals(Models.RION_STRING10)) {
            return string10(packing);
        }
        if (model.equals(Models.RION_MIXED)) {
            return mixed(packing);
        }
        return null;
    }
}
