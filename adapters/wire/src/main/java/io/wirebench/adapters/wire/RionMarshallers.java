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
import io.wirebench.wire.Marshaller;
import io.wirebench.wire.WireIn;
import io.wirebench.wire.WireKey;
import io.wirebench.wire.WireOut;
import java.util.Map;

/**
 * The descriptions of the RION matrix objects: fields {@code field0} to {@code field9}, numbered
 * 1 to 10, written in order. Floats go as float32, whose compact form is as exact as the value.
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

    private static final Marshaller<Pojo1Boolean> BOOLEAN1 = new Marshaller<>() {
        @Override
        public void write(Pojo1Boolean p, WireOut out) {
            out.write(FIELDS[0]).bool(p.isField0());
        }

        @Override
        public Pojo1Boolean read(Pojo1Boolean reuse, WireIn in) {
            Pojo1Boolean p = reuse != null ? reuse : new Pojo1Boolean();
            p.setField0(in.read(FIELDS[0]).bool());
            return p;
        }
    };

    private static final Marshaller<Pojo1Long> LONG1 = new Marshaller<>() {
        @Override
        public void write(Pojo1Long p, WireOut out) {
            out.write(FIELDS[0]).int64(p.getField0());
        }

        @Override
        public Pojo1Long read(Pojo1Long reuse, WireIn in) {
            Pojo1Long p = reuse != null ? reuse : new Pojo1Long();
            p.setField0(in.read(FIELDS[0]).int64());
            return p;
        }
    };

    private static final Marshaller<Pojo1Float> FLOAT1 = new Marshaller<>() {
        @Override
        public void write(Pojo1Float p, WireOut out) {
            out.write(FIELDS[0]).float32(p.getField0());
        }

        @Override
        public Pojo1Float read(Pojo1Float reuse, WireIn in) {
            Pojo1Float p = reuse != null ? reuse : new Pojo1Float();
            p.setField0(in.read(FIELDS[0]).float32());
            return p;
        }
    };

    private static final Marshaller<Pojo1Double> DOUBLE1 = new Marshaller<>() {
        @Override
        public void write(Pojo1Double p, WireOut out) {
            out.write(FIELDS[0]).float64(p.getField0());
        }

        @Override
        public Pojo1Double read(Pojo1Double reuse, WireIn in) {
            Pojo1Double p = reuse != null ? reuse : new Pojo1Double();
            p.setField0(in.read(FIELDS[0]).float64());
            return p;
        }
    };

    private static final Marshaller<Pojo1String> STRING1 = new Marshaller<>() {
        @Override
        public void write(Pojo1String p, WireOut out) {
            out.write(FIELDS[0]).text(p.getField0());
        }

        @Override
        public Pojo1String read(Pojo1String reuse, WireIn in) {
            Pojo1String p = reuse != null ? reuse : new Pojo1String();
            p.setField0(in.read(FIELDS[0]).text());
            return p;
        }
    };

    private static final Marshaller<Pojo10Boolean> BOOLEAN10 = new Marshaller<>() {
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
        public Pojo10Boolean read(Pojo10Boolean reuse, WireIn in) {
            Pojo10Boolean p = reuse != null ? reuse : new Pojo10Boolean();
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
            return p;
        }
    };

    private static final Marshaller<Pojo10Long> LONG10 = new Marshaller<>() {
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
        public Pojo10Long read(Pojo10Long reuse, WireIn in) {
            Pojo10Long p = reuse != null ? reuse : new Pojo10Long();
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
            return p;
        }
    };

    private static final Marshaller<Pojo10Float> FLOAT10 = new Marshaller<>() {
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
        public Pojo10Float read(Pojo10Float reuse, WireIn in) {
            Pojo10Float p = reuse != null ? reuse : new Pojo10Float();
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
            return p;
        }
    };

    private static final Marshaller<Pojo10Double> DOUBLE10 = new Marshaller<>() {
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
        public Pojo10Double read(Pojo10Double reuse, WireIn in) {
            Pojo10Double p = reuse != null ? reuse : new Pojo10Double();
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
            return p;
        }
    };

    private static final Marshaller<Pojo10String> STRING10 = new Marshaller<>() {
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
        public Pojo10String read(Pojo10String reuse, WireIn in) {
            Pojo10String p = reuse != null ? reuse : new Pojo10String();
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
            return p;
        }
    };

    private static final Marshaller<Pojo1Mixed> MIXED = new Marshaller<>() {
        @Override
        public void write(Pojo1Mixed p, WireOut out) {
            out.write(FIELDS[0]).bool(p.isField0())
                    .write(FIELDS[1]).int64(p.getField1())
                    .write(FIELDS[2]).float32(p.getField2())
                    .write(FIELDS[3]).float64(p.getField3())
                    .write(FIELDS[4]).text(p.getField4());
        }

        @Override
        public Pojo1Mixed read(Pojo1Mixed reuse, WireIn in) {
            Pojo1Mixed p = reuse != null ? reuse : new Pojo1Mixed();
            p.setField0(in.read(FIELDS[0]).bool());
            p.setField1(in.read(FIELDS[1]).int64());
            p.setField2(in.read(FIELDS[2]).float32());
            p.setField3(in.read(FIELDS[3]).float64());
            p.setField4(in.read(FIELDS[4]).text());
            return p;
        }
    };

    private static final Map<Model<?>, Marshaller<?>> BY_MODEL = Map.ofEntries(
            Map.entry(Models.RION_BOOLEAN1, BOOLEAN1),
            Map.entry(Models.RION_LONG1, LONG1),
            Map.entry(Models.RION_FLOAT1, FLOAT1),
            Map.entry(Models.RION_DOUBLE1, DOUBLE1),
            Map.entry(Models.RION_STRING1, STRING1),
            Map.entry(Models.RION_BOOLEAN10, BOOLEAN10),
            Map.entry(Models.RION_LONG10, LONG10),
            Map.entry(Models.RION_FLOAT10, FLOAT10),
            Map.entry(Models.RION_DOUBLE10, DOUBLE10),
            Map.entry(Models.RION_STRING10, STRING10),
            Map.entry(Models.RION_MIXED, MIXED));

    /** The description of a RION model, or null if {@code model} is not one. */
    static Marshaller<?> of(Model<?> model) {
        return BY_MODEL.get(model);
    }
}
