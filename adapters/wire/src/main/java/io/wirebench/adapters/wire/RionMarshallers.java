package io.wirebench.adapters.wire;

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
import io.wirebench.wire.Marshaller;
import io.wirebench.wire.WireIn;
import io.wirebench.wire.WireKey;
import io.wirebench.wire.WireOut;

/**
 * The descriptions of the RION matrix objects: fields {@code field0} to {@code field9}, numbered
 * 1 to 10, written in order. Floats go as float32, whose compact form is as exact as the value.
 * Each model's {@link Fields} (constructor, writer, reader: one field a line) is wrapped into a
 * {@link Marshaller} by {@link #marshaller}; {@link WireContender}'s table names them model by model.
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

    /** A model's description as the wire library's {@link Marshaller}. */
    static <T> Marshaller<T> marshaller(Fields.Plain<T, WireOut, WireIn> fields) {
        return new Marshaller<>() {
            @Override
            public void write(T value, WireOut out) {
                fields.write(value, out);
            }

            @Override
            public T read(T reuse, WireIn in) {
                return fields.read(in, reuse);
            }
        };
    }

    static final Fields.Plain<Pojo1Boolean, WireOut, WireIn> BOOLEAN1 = Fields.plain(Pojo1Boolean::new,
            (p, out) -> out.write(FIELDS[0]).bool(p.isField0()),
            (in, p) -> p.setField0(in.read(FIELDS[0]).bool()));

    static final Fields.Plain<Pojo1Long, WireOut, WireIn> LONG1 = Fields.plain(Pojo1Long::new,
            (p, out) -> out.write(FIELDS[0]).int64(p.getField0()),
            (in, p) -> p.setField0(in.read(FIELDS[0]).int64()));

    static final Fields.Plain<Pojo1Float, WireOut, WireIn> FLOAT1 = Fields.plain(Pojo1Float::new,
            (p, out) -> out.write(FIELDS[0]).float32(p.getField0()),
            (in, p) -> p.setField0(in.read(FIELDS[0]).float32()));

    static final Fields.Plain<Pojo1Double, WireOut, WireIn> DOUBLE1 = Fields.plain(Pojo1Double::new,
            (p, out) -> out.write(FIELDS[0]).float64(p.getField0()),
            (in, p) -> p.setField0(in.read(FIELDS[0]).float64()));

    static final Fields.Plain<Pojo1String, WireOut, WireIn> STRING1 = Fields.plain(Pojo1String::new,
            (p, out) -> out.write(FIELDS[0]).text(p.getField0()),
            (in, p) -> p.setField0(in.read(FIELDS[0]).text()));

    static final Fields.Plain<Pojo10Boolean, WireOut, WireIn> BOOLEAN10 = Fields.plain(Pojo10Boolean::new,
            (p, out) -> {
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
            },
            (in, p) -> {
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
            });

    static final Fields.Plain<Pojo10Long, WireOut, WireIn> LONG10 = Fields.plain(Pojo10Long::new,
            (p, out) -> {
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
            },
            (in, p) -> {
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
            });

    static final Fields.Plain<Pojo10Float, WireOut, WireIn> FLOAT10 = Fields.plain(Pojo10Float::new,
            (p, out) -> {
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
            },
            (in, p) -> {
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
            });

    static final Fields.Plain<Pojo10Double, WireOut, WireIn> DOUBLE10 = Fields.plain(Pojo10Double::new,
            (p, out) -> {
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
            },
            (in, p) -> {
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
            });

    static final Fields.Plain<Pojo10String, WireOut, WireIn> STRING10 = Fields.plain(Pojo10String::new,
            (p, out) -> {
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
            },
            (in, p) -> {
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
            });

    static final Fields.Plain<Pojo1Mixed, WireOut, WireIn> MIXED = Fields.plain(Pojo1Mixed::new,
            (p, out) -> {
                out.write(FIELDS[0]).bool(p.isField0())
                        .write(FIELDS[1]).int64(p.getField1())
                        .write(FIELDS[2]).float32(p.getField2())
                        .write(FIELDS[3]).float64(p.getField3())
                        .write(FIELDS[4]).text(p.getField4());
            },
            (in, p) -> {
                p.setField0(in.read(FIELDS[0]).bool());
                p.setField1(in.read(FIELDS[1]).int64());
                p.setField2(in.read(FIELDS[2]).float32());
                p.setField3(in.read(FIELDS[3]).float64());
                p.setField4(in.read(FIELDS[4]).text());
            });
}
