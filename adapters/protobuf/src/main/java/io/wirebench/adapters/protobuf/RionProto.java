package io.wirebench.adapters.protobuf;

import com.google.protobuf.Message;
import com.google.protobuf.Parser;
import io.wirebench.adapters.protobuf.generated.RionProtos;
import io.wirebench.core.Mappings;
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
import java.util.List;
import java.util.function.BiConsumer;
import java.util.function.Function;
import java.io.IOException;
import java.util.function.Supplier;

/**
 * The RION matrix objects as generated messages, each model's {@link ProtoFields} written once: a
 * writer that sets the fields on the message's builder, one a line, and a reader that copies them
 * back. A codec gets its own instance, and so its own builder, cleared per message; a batch is a message with one repeated
 * field of them ({@link BatchProto}).
 */
final class RionProto {
    private RionProto() {
    }

    private static ProtoFields<Pojo1Boolean, RionProtos.Pojo1Boolean.Builder, RionProtos.Pojo1Boolean> boolean1() {
        return new ProtoFields<>(RionProtos.Pojo1Boolean.newBuilder(), RionProtos.Pojo1Boolean.parser(), Pojo1Boolean::new) {
            @Override
            public void write(Pojo1Boolean v, RionProtos.Pojo1Boolean.Builder b) throws IOException {
                b
                        .setField0(v.isField0());
            }

            @Override
            protected void fill(RionProtos.Pojo1Boolean m, Pojo1Boolean v) throws IOException {
                v.setField0(m.getField0());
            }
        };
    }

    private static ProtoFields<Pojo1Long, RionProtos.Pojo1Long.Builder, RionProtos.Pojo1Long> long1() {
        return new ProtoFields<>(RionProtos.Pojo1Long.newBuilder(), RionProtos.Pojo1Long.parser(), Pojo1Long::new) {
            @Override
            public void write(Pojo1Long v, RionProtos.Pojo1Long.Builder b) throws IOException {
                b
                        .setField0(v.getField0());
            }

            @Override
            protected void fill(RionProtos.Pojo1Long m, Pojo1Long v) throws IOException {
                v.setField0(m.getField0());
            }
        };
    }

    private static ProtoFields<Pojo1Float, RionProtos.Pojo1Float.Builder, RionProtos.Pojo1Float> float1() {
        return new ProtoFields<>(RionProtos.Pojo1Float.newBuilder(), RionProtos.Pojo1Float.parser(), Pojo1Float::new) {
            @Override
            public void write(Pojo1Float v, RionProtos.Pojo1Float.Builder b) throws IOException {
                b
                        .setField0(v.getField0());
            }

            @Override
            protected void fill(RionProtos.Pojo1Float m, Pojo1Float v) throws IOException {
                v.setField0(m.getField0());
            }
        };
    }

    private static ProtoFields<Pojo1Double, RionProtos.Pojo1Double.Builder, RionProtos.Pojo1Double> double1() {
        return new ProtoFields<>(RionProtos.Pojo1Double.newBuilder(), RionProtos.Pojo1Double.parser(), Pojo1Double::new) {
            @Override
            public void write(Pojo1Double v, RionProtos.Pojo1Double.Builder b) throws IOException {
                b
                        .setField0(v.getField0());
            }

            @Override
            protected void fill(RionProtos.Pojo1Double m, Pojo1Double v) throws IOException {
                v.setField0(m.getField0());
            }
        };
    }

    private static ProtoFields<Pojo1String, RionProtos.Pojo1String.Builder, RionProtos.Pojo1String> string1() {
        return new ProtoFields<>(RionProtos.Pojo1String.newBuilder(), RionProtos.Pojo1String.parser(), Pojo1String::new) {
            @Override
            public void write(Pojo1String v, RionProtos.Pojo1String.Builder b) throws IOException {
                b
                        .setField0(v.getField0());
            }

            @Override
            protected void fill(RionProtos.Pojo1String m, Pojo1String v) throws IOException {
                v.setField0(m.getField0());
            }
        };
    }

    private static ProtoFields<Pojo10Boolean, RionProtos.Pojo10Boolean.Builder, RionProtos.Pojo10Boolean> boolean10() {
        return new ProtoFields<>(RionProtos.Pojo10Boolean.newBuilder(), RionProtos.Pojo10Boolean.parser(), Pojo10Boolean::new) {
            @Override
            public void write(Pojo10Boolean v, RionProtos.Pojo10Boolean.Builder b) throws IOException {
                b
                        .setField0(v.isField0())
                        .setField1(v.isField1())
                        .setField2(v.isField2())
                        .setField3(v.isField3())
                        .setField4(v.isField4())
                        .setField5(v.isField5())
                        .setField6(v.isField6())
                        .setField7(v.isField7())
                        .setField8(v.isField8())
                        .setField9(v.isField9());
            }

            @Override
            protected void fill(RionProtos.Pojo10Boolean m, Pojo10Boolean v) throws IOException {
                v.setField0(m.getField0());
                v.setField1(m.getField1());
                v.setField2(m.getField2());
                v.setField3(m.getField3());
                v.setField4(m.getField4());
                v.setField5(m.getField5());
                v.setField6(m.getField6());
                v.setField7(m.getField7());
                v.setField8(m.getField8());
                v.setField9(m.getField9());
            }
        };
    }

    private static ProtoFields<Pojo10Long, RionProtos.Pojo10Long.Builder, RionProtos.Pojo10Long> long10() {
        return new ProtoFields<>(RionProtos.Pojo10Long.newBuilder(), RionProtos.Pojo10Long.parser(), Pojo10Long::new) {
            @Override
            public void write(Pojo10Long v, RionProtos.Pojo10Long.Builder b) throws IOException {
                b
                        .setField0(v.getField0())
                        .setField1(v.getField1())
                        .setField2(v.getField2())
                        .setField3(v.getField3())
                        .setField4(v.getField4())
                        .setField5(v.getField5())
                        .setField6(v.getField6())
                        .setField7(v.getField7())
                        .setField8(v.getField8())
                        .setField9(v.getField9());
            }

            @Override
            protected void fill(RionProtos.Pojo10Long m, Pojo10Long v) throws IOException {
                v.setField0(m.getField0());
                v.setField1(m.getField1());
                v.setField2(m.getField2());
                v.setField3(m.getField3());
                v.setField4(m.getField4());
                v.setField5(m.getField5());
                v.setField6(m.getField6());
                v.setField7(m.getField7());
                v.setField8(m.getField8());
                v.setField9(m.getField9());
            }
        };
    }

    private static ProtoFields<Pojo10Float, RionProtos.Pojo10Float.Builder, RionProtos.Pojo10Float> float10() {
        return new ProtoFields<>(RionProtos.Pojo10Float.newBuilder(), RionProtos.Pojo10Float.parser(), Pojo10Float::new) {
            @Override
            public void write(Pojo10Float v, RionProtos.Pojo10Float.Builder b) throws IOException {
                b
                        .setField0(v.getField0())
                        .setField1(v.getField1())
                        .setField2(v.getField2())
                        .setField3(v.getField3())
                        .setField4(v.getField4())
                        .setField5(v.getField5())
                        .setField6(v.getField6())
                        .setField7(v.getField7())
                        .setField8(v.getField8())
                        .setField9(v.getField9());
            }

            @Override
            protected void fill(RionProtos.Pojo10Float m, Pojo10Float v) throws IOException {
                v.setField0(m.getField0());
                v.setField1(m.getField1());
                v.setField2(m.getField2());
                v.setField3(m.getField3());
                v.setField4(m.getField4());
                v.setField5(m.getField5());
                v.setField6(m.getField6());
                v.setField7(m.getField7());
                v.setField8(m.getField8());
                v.setField9(m.getField9());
            }
        };
    }

    private static ProtoFields<Pojo10Double, RionProtos.Pojo10Double.Builder, RionProtos.Pojo10Double> double10() {
        return new ProtoFields<>(RionProtos.Pojo10Double.newBuilder(), RionProtos.Pojo10Double.parser(), Pojo10Double::new) {
            @Override
            public void write(Pojo10Double v, RionProtos.Pojo10Double.Builder b) throws IOException {
                b
                        .setField0(v.getField0())
                        .setField1(v.getField1())
                        .setField2(v.getField2())
                        .setField3(v.getField3())
                        .setField4(v.getField4())
                        .setField5(v.getField5())
                        .setField6(v.getField6())
                        .setField7(v.getField7())
                        .setField8(v.getField8())
                        .setField9(v.getField9());
            }

            @Override
            protected void fill(RionProtos.Pojo10Double m, Pojo10Double v) throws IOException {
                v.setField0(m.getField0());
                v.setField1(m.getField1());
                v.setField2(m.getField2());
                v.setField3(m.getField3());
                v.setField4(m.getField4());
                v.setField5(m.getField5());
                v.setField6(m.getField6());
                v.setField7(m.getField7());
                v.setField8(m.getField8());
                v.setField9(m.getField9());
            }
        };
    }

    private static ProtoFields<Pojo10String, RionProtos.Pojo10String.Builder, RionProtos.Pojo10String> string10() {
        return new ProtoFields<>(RionProtos.Pojo10String.newBuilder(), RionProtos.Pojo10String.parser(), Pojo10String::new) {
            @Override
            public void write(Pojo10String v, RionProtos.Pojo10String.Builder b) throws IOException {
                b
                        .setField0(v.getField0())
                        .setField1(v.getField1())
                        .setField2(v.getField2())
                        .setField3(v.getField3())
                        .setField4(v.getField4())
                        .setField5(v.getField5())
                        .setField6(v.getField6())
                        .setField7(v.getField7())
                        .setField8(v.getField8())
                        .setField9(v.getField9());
            }

            @Override
            protected void fill(RionProtos.Pojo10String m, Pojo10String v) throws IOException {
                v.setField0(m.getField0());
                v.setField1(m.getField1());
                v.setField2(m.getField2());
                v.setField3(m.getField3());
                v.setField4(m.getField4());
                v.setField5(m.getField5());
                v.setField6(m.getField6());
                v.setField7(m.getField7());
                v.setField8(m.getField8());
                v.setField9(m.getField9());
            }
        };
    }

    private static ProtoFields<Pojo1Mixed, RionProtos.Pojo1Mixed.Builder, RionProtos.Pojo1Mixed> mixed() {
        return new ProtoFields<>(RionProtos.Pojo1Mixed.newBuilder(), RionProtos.Pojo1Mixed.parser(), Pojo1Mixed::new) {
            @Override
            public void write(Pojo1Mixed v, RionProtos.Pojo1Mixed.Builder b) throws IOException {
                b
                        .setField0(v.isField0())
                        .setField1(v.getField1())
                        .setField2(v.getField2())
                        .setField3(v.getField3())
                        .setField4(v.getField4());
            }

            @Override
            protected void fill(RionProtos.Pojo1Mixed m, Pojo1Mixed v) throws IOException {
                v.setField0(m.getField0());
                v.setField1(m.getField1());
                v.setField2(m.getField2());
                v.setField3(m.getField3());
                v.setField4(m.getField4());
            }
        };
    }

    /** Maps every RION model and its batch. */
    static void addTo(Mappings.Builder b) {
        add(b, Models.RION_BOOLEAN1, RionProto::boolean1,
                RionProtos.Pojo1BooleanBatch::newBuilder, RionProtos.Pojo1BooleanBatch.Builder::addItems, RionProtos.Pojo1BooleanBatch::getItemsList, RionProtos.Pojo1BooleanBatch.parser());
        add(b, Models.RION_LONG1, RionProto::long1,
                RionProtos.Pojo1LongBatch::newBuilder, RionProtos.Pojo1LongBatch.Builder::addItems, RionProtos.Pojo1LongBatch::getItemsList, RionProtos.Pojo1LongBatch.parser());
        add(b, Models.RION_FLOAT1, RionProto::float1,
                RionProtos.Pojo1FloatBatch::newBuilder, RionProtos.Pojo1FloatBatch.Builder::addItems, RionProtos.Pojo1FloatBatch::getItemsList, RionProtos.Pojo1FloatBatch.parser());
        add(b, Models.RION_DOUBLE1, RionProto::double1,
                RionProtos.Pojo1DoubleBatch::newBuilder, RionProtos.Pojo1DoubleBatch.Builder::addItems, RionProtos.Pojo1DoubleBatch::getItemsList, RionProtos.Pojo1DoubleBatch.parser());
        add(b, Models.RION_STRING1, RionProto::string1,
                RionProtos.Pojo1StringBatch::newBuilder, RionProtos.Pojo1StringBatch.Builder::addItems, RionProtos.Pojo1StringBatch::getItemsList, RionProtos.Pojo1StringBatch.parser());
        add(b, Models.RION_BOOLEAN10, RionProto::boolean10,
                RionProtos.Pojo10BooleanBatch::newBuilder, RionProtos.Pojo10BooleanBatch.Builder::addItems, RionProtos.Pojo10BooleanBatch::getItemsList, RionProtos.Pojo10BooleanBatch.parser());
        add(b, Models.RION_LONG10, RionProto::long10,
                RionProtos.Pojo10LongBatch::newBuilder, RionProtos.Pojo10LongBatch.Builder::addItems, RionProtos.Pojo10LongBatch::getItemsList, RionProtos.Pojo10LongBatch.parser());
        add(b, Models.RION_FLOAT10, RionProto::float10,
                RionProtos.Pojo10FloatBatch::newBuilder, RionProtos.Pojo10FloatBatch.Builder::addItems, RionProtos.Pojo10FloatBatch::getItemsList, RionProtos.Pojo10FloatBatch.parser());
        add(b, Models.RION_DOUBLE10, RionProto::double10,
                RionProtos.Pojo10DoubleBatch::newBuilder, RionProtos.Pojo10DoubleBatch.Builder::addItems, RionProtos.Pojo10DoubleBatch::getItemsList, RionProtos.Pojo10DoubleBatch.parser());
        add(b, Models.RION_STRING10, RionProto::string10,
                RionProtos.Pojo10StringBatch::newBuilder, RionProtos.Pojo10StringBatch.Builder::addItems, RionProtos.Pojo10StringBatch::getItemsList, RionProtos.Pojo10StringBatch.parser());
        add(b, Models.RION_MIXED, RionProto::mixed,
                RionProtos.Pojo1MixedBatch::newBuilder, RionProtos.Pojo1MixedBatch.Builder::addItems, RionProtos.Pojo1MixedBatch::getItemsList, RionProtos.Pojo1MixedBatch.parser());
    }

    private static <T, B extends Message.Builder, M extends Message, BM extends Message, BB extends Message.Builder> void add(
            Mappings.Builder b, Model<T> model, Supplier<ProtoFields<T, B, M>> mapping,
            Supplier<BB> batchBuilder, BiConsumer<BB, M> addItem, Function<BM, List<M>> items, Parser<BM> batchParser) {
        b.add(model, () -> new ProtobufCodec<>(mapping.get()));
        b.add(Model.batchOf(model), () -> new ProtobufCodec<>(
                new BatchProto<>(mapping.get(), batchBuilder.get(), addItem, items, batchParser)));
    }
}
