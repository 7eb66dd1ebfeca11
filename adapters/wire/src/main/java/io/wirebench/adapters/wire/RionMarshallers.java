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
import io.wirebench.wire.WireIn;
import io.wirebench.wire.WireKey;
import io.wirebench.wire.WireOut;

/**
 * The descriptions of the RION matrix objects: fields {@code field0} to {@code field9}, numbered
 * 1 to 10, written in order. Floats go as float32, whose compact form is as exact as the value.
 * Each model is a {@link WireFields} (constructor, writer, reader: one field a line), which is its
 * marshaller; {@link WireContender}'s table names them model by model.
 */
final class RionMarshallers {
    private RionMarshallers() {
    }

    static final WireKey[] FIELDS = new WireKey[10];

    static {
        for (int i = 0; i < FIELDS.length; i++) {
            FIELDS[i] = WireKey.of("field" + i, i + 1);
        }
    }

    static final WireFields<Pojo1Boolean> BOOLEAN1 = new WireFields<>(Pojo1Boolean::new) {
        @Override
        public void write(Pojo1Boolean p, WireOut out) {
            out.write(FIELDS[0]).bool(p.isField0());
        }

        @Override
        protected void fill(WireIn in, Pojo1Boolean p) {
            p.setField0(in.read(FIELDS[0]).bool());
        }
    };

    static final WireFields<Pojo1Long> LONG1 = new WireFields<>(Pojo1Long::new) {
        @Override
        public void write(Pojo1Long p, WireOut out) {
            out.write(FIELDS[0]).int64(p.getField0());
        }

        @Override
        protected void fill(WireIn in, Pojo1Long p) {
            p.setField0(in.read(FIELDS[0]).int64());
        }
    };

    static final WireFields<Pojo1Float> FLOAT1 = new WireFields<>(Pojo1Float::new) {
        @Override
        public void write(Pojo1Float p, WireOut out) {
            out.write(FIELDS[0]).float32(p.getField0());
        }

        @Override
        protected void fill(WireIn in, Pojo1Float p) {
            p.setField0(in.read(FIELDS[0]).float32());
        }
    };

    static final WireFields<Pojo1Double> DOUBLE1 = new WireFields<>(Pojo1Double::new) {
        @Override
        public void write(Pojo1Double p, WireOut out) {
            out.write(FIELDS[0]).float64(p.getField0());
        }

        @Override
        protected void fill(WireIn in, Pojo1Double p) {
            p.setField0(in.read(FIELDS[0]).float64());
        }
    };

    static final WireFields<Pojo1String> STRING1 = new WireFields<>(Pojo1String::new) {
        @Override
        public void write(Pojo1String p, WireOut out) {
            out.write(FIELDS[0]).text(p.getField0());
        }

        @Override
        protected void fill(WireIn in, Pojo1String p) {
            p.setField0(in.read(FIELDS[0]).text());
        }
    };

    static final WireFields<Pojo10Boolean> BOOLEAN10 = new WireFields<>(Pojo10Boolean::new) {
        @Override
        public void write(Pojo10Boolean p, WireOut out) {
            out.write(FIELDS[0]).bool(p.isField0());
            out.write(FIELDS[1]).bool(p.isField1());
            out.write(FIELDS[2]).bool(p.isField2());
            out.write(FIELDS[3]).bool(p.isField3());
            out.write(FIELDS[4]).bool(p.isField4());
            out.write(FIELDS[5]).bool(p.isField5());
            out.write(FIELDS[6]).bool(p.isField6());
            out.write(FIELDS[7]).bool(p.isField7());
            out.write(FIELDS[8]).bool(p.isField8());
            out.write(FIELDS[9]).bool(p.isField9());
        }

        @Override
        protected void fill(WireIn in, Pojo10Boolean p) {
            p.setField0(in.read(FIELDS[0]).bool());
            p.setField1(in.read(FIELDS[1]).bool());
            p.setField2(in.read(FIELDS[2]).bool());
            p.setField3(in.read(FIELDS[3]).bool());
            p.setField4(in.read(FIELDS[4]).bool());
            p.setField5(in.read(FIELDS[5]).bool());
            p.setField6(in.read(FIELDS[6]).bool());
            p.setField7(in.read(FIELDS[7]).bool());
            p.setField8(in.read(FIELDS[8]).bool());
            p.setField9(in.read(FIELDS[9]).bool());
        }
    };

    static final WireFields<Pojo10Long> LONG10 = new WireFields<>(Pojo10Long::new) {
        @Override
        public void write(Pojo10Long p, WireOut out) {
            out.write(FIELDS[0]).int64(p.getField0());
            out.write(FIELDS[1]).int64(p.getField1());
            out.write(FIELDS[2]).int64(p.getField2());
            out.write(FIELDS[3]).int64(p.getField3());
            out.write(FIELDS[4]).int64(p.getField4());
            out.write(FIELDS[5]).int64(p.getField5());
            out.write(FIELDS[6]).int64(p.getField6());
            out.write(FIELDS[7]).int64(p.getField7());
            out.write(FIELDS[8]).int64(p.getField8());
            out.write(FIELDS[9]).int64(p.getField9());
        }

        @Override
        protected void fill(WireIn in, Pojo10Long p) {
            p.setField0(in.read(FIELDS[0]).int64());
            p.setField1(in.read(FIELDS[1]).int64());
            p.setField2(in.read(FIELDS[2]).int64());
            p.setField3(in.read(FIELDS[3]).int64());
            p.setField4(in.read(FIELDS[4]).int64());
            p.setField5(in.read(FIELDS[5]).int64());
            p.setField6(in.read(FIELDS[6]).int64());
            p.setField7(in.read(FIELDS[7]).int64());
            p.setField8(in.read(FIELDS[8]).int64());
            p.setField9(in.read(FIELDS[9]).int64());
        }
    };

    static final WireFields<Pojo10Float> FLOAT10 = new WireFields<>(Pojo10Float::new) {
        @Override
        public void write(Pojo10Float p, WireOut out) {
            out.write(FIELDS[0]).float32(p.getField0());
            out.write(FIELDS[1]).float32(p.getField1());
            out.write(FIELDS[2]).float32(p.getField2());
            out.write(FIELDS[3]).float32(p.getField3());
            out.write(FIELDS[4]).float32(p.getField4());
            out.write(FIELDS[5]).float32(p.getField5());
            out.write(FIELDS[6]).float32(p.getField6());
            out.write(FIELDS[7]).float32(p.getField7());
            out.write(FIELDS[8]).float32(p.getField8());
            out.write(FIELDS[9]).float32(p.getField9());
        }

        @Override
        protected void fill(WireIn in, Pojo10Float p) {
            p.setField0(in.read(FIELDS[0]).float32());
            p.setField1(in.read(FIELDS[1]).float32());
            p.setField2(in.read(FIELDS[2]).float32());
            p.setField3(in.read(FIELDS[3]).float32());
            p.setField4(in.read(FIELDS[4]).float32());
            p.setField5(in.read(FIELDS[5]).float32());
            p.setField6(in.read(FIELDS[6]).float32());
            p.setField7(in.read(FIELDS[7]).float32());
            p.setField8(in.read(FIELDS[8]).float32());
            p.setField9(in.read(FIELDS[9]).float32());
        }
    };

    static final WireFields<Pojo10Double> DOUBLE10 = new WireFields<>(Pojo10Double::new) {
        @Override
        public void write(Pojo10Double p, WireOut out) {
            out.write(FIELDS[0]).float64(p.getField0());
            out.write(FIELDS[1]).float64(p.getField1());
            out.write(FIELDS[2]).float64(p.getField2());
            out.write(FIELDS[3]).float64(p.getField3());
            out.write(FIELDS[4]).float64(p.getField4());
            out.write(FIELDS[5]).float64(p.getField5());
            out.write(FIELDS[6]).float64(p.getField6());
            out.write(FIELDS[7]).float64(p.getField7());
            out.write(FIELDS[8]).float64(p.getField8());
            out.write(FIELDS[9]).float64(p.getField9());
        }

        @Override
        protected void fill(WireIn in, Pojo10Double p) {
            p.setField0(in.read(FIELDS[0]).float64());
            p.setField1(in.read(FIELDS[1]).float64());
            p.setField2(in.read(FIELDS[2]).float64());
            p.setField3(in.read(FIELDS[3]).float64());
            p.setField4(in.read(FIELDS[4]).float64());
            p.setField5(in.read(FIELDS[5]).float64());
            p.setField6(in.read(FIELDS[6]).float64());
            p.setField7(in.read(FIELDS[7]).float64());
            p.setField8(in.read(FIELDS[8]).float64());
            p.setField9(in.read(FIELDS[9]).float64());
        }
    };

    static final WireFields<Pojo10String> STRING10 = new WireFields<>(Pojo10String::new) {
        @Override
        public void write(Pojo10String p, WireOut out) {
            out.write(FIELDS[0]).text(p.getField0());
            out.write(FIELDS[1]).text(p.getField1());
            out.write(FIELDS[2]).text(p.getField2());
            out.write(FIELDS[3]).text(p.getField3());
            out.write(FIELDS[4]).text(p.getField4());
            out.write(FIELDS[5]).text(p.getField5());
            out.write(FIELDS[6]).text(p.getField6());
            out.write(FIELDS[7]).text(p.getField7());
            out.write(FIELDS[8]).text(p.getField8());
            out.write(FIELDS[9]).text(p.getField9());
        }

        @Override
        protected void fill(WireIn in, Pojo10String p) {
            p.setField0(in.read(FIELDS[0]).text());
            p.setField1(in.read(FIELDS[1]).text());
            p.setField2(in.read(FIELDS[2]).text());
            p.setField3(in.read(FIELDS[3]).text());
            p.setField4(in.read(FIELDS[4]).text());
            p.setField5(in.read(FIELDS[5]).text());
            p.setField6(in.read(FIELDS[6]).text());
            p.setField7(in.read(FIELDS[7]).text());
            p.setField8(in.read(FIELDS[8]).text());
            p.setField9(in.read(FIELDS[9]).text());
        }
    };

    static final WireFields<Pojo1Mixed> MIXED = new WireFields<>(Pojo1Mixed::new) {
        @Override
        public void write(Pojo1Mixed p, WireOut out) {
            out.write(FIELDS[0]).bool(p.isField0())
                    .write(FIELDS[1]).int64(p.getField1())
                    .write(FIELDS[2]).float32(p.getField2())
                    .write(FIELDS[3]).float64(p.getField3())
                    .write(FIELDS[4]).text(p.getField4());
        }

        @Override
        protected void fill(WireIn in, Pojo1Mixed p) {
            p.setField0(in.read(FIELDS[0]).bool());
            p.setField1(in.read(FIELDS[1]).int64());
            p.setField2(in.read(FIELDS[2]).float32());
            p.setField3(in.read(FIELDS[3]).float64());
            p.setField4(in.read(FIELDS[4]).text());
        }
    };
}
