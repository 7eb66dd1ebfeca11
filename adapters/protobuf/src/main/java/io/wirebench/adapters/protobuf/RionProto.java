package io.wirebench.adapters.protobuf;

import com.google.protobuf.Message;
import com.google.protobuf.Parser;
import io.wirebench.adapters.protobuf.generated.RionProtos;
import io.wirebench.core.Fields;
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
import java.util.function.Supplier;

/**
 * The RION matrix objects as generated messages, each model's {@link Fields} written once: a
 * writer that sets the fields on the message's builder, one a line, and a reader that copies them
 * back. A codec gets its own builder, cleared per message; a batch is a message with one repeated
 * field of them ({@link BatchProto}).
 */
final class RionProto {
    private RionProto() {
    }

    private static final Fields<Pojo1Boolean, RionProtos.Pojo1Boolean.Builder, RionProtos.Pojo1Boolean> BOOLEAN1 = Fields.of(Pojo1Boolean::new,
            (v, b) -> b
                    .setField0(v.isField0()),
            (m, v) -> {
                v.setField0(m.getField0());
            });

    private static final Fields<Pojo1Long, RionProtos.Pojo1Long.Builder, RionProtos.Pojo1Long> LONG1 = Fields.of(Pojo1Long::new,
            (v, b) -> b
                    .setField0(v.getField0()),
            (m, v) -> {
                v.setField0(m.getField0());
            });

    private static final Fields<Pojo1Float, RionProtos.Pojo1Float.Builder, RionProtos.Pojo1Float> FLOAT1 = Fields.of(Pojo1Float::new,
            (v, b) -> b
                    .setField0(v.getField0()),
            (m, v) -> {
                v.setField0(m.getField0());
            });

    private static final Fields<Pojo1Double, RionProtos.Pojo1Double.Builder, RionProtos.Pojo1Double> DOUBLE1 = Fields.of(Pojo1Double::new,
            (v, b) -> b
                    .setField0(v.getField0()),
            (m, v) -> {
                v.setField0(m.getField0());
            });

    private static final Fields<Pojo1String, RionProtos.Pojo1String.Builder, RionProtos.Pojo1String> STRING1 = Fields.of(Pojo1String::new,
            (v, b) -> b
                    .setField0(v.getField0()),
            (m, v) -> {
                v.setField0(m.getField0());
            });

    private static final Fields<Pojo10Boolean, RionProtos.Pojo10Boolean.Builder, RionProtos.Pojo10Boolean> BOOLEAN10 = Fields.of(Pojo10Boolean::new,
            (v, b) -> b
                    .setField0(v.isField0())
                    .setField1(v.isField1())
                    .setField2(v.isField2())
                    .setField3(v.isField3())
                    .setField4(v.isField4())
                    .setField5(v.isField5())
                    .setField6(v.isField6())
                    .setField7(v.isField7())
                    .setField8(v.isField8())
                    .setField9(v.isField9()),
            (m, v) -> {
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
            });

    private static final Fields<Pojo10Long, RionProtos.Pojo10Long.Builder, RionProtos.Pojo10Long> LONG10 = Fields.of(Pojo10Long::new,
            (v, b) -> b
                    .setField0(v.getField0())
                    .setField1(v.getField1())
                    .setField2(v.getField2())
                    .setField3(v.getField3())
                    .setField4(v.getField4())
                    .setField5(v.getField5())
                    .setField6(v.getField6())
                    .setField7(v.getField7())
                    .setField8(v.getField8())
                    .setField9(v.getField9()),
            (m, v) -> {
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
            });

    private static final Fields<Pojo10Float, RionProtos.Pojo10Float.Builder, RionProtos.Pojo10Float> FLOAT10 = Fields.of(Pojo10Float::new,
            (v, b) -> b
                    .setField0(v.getField0())
                    .setField1(v.getField1())
                    .setField2(v.getField2())
                    .setField3(v.getField3())
                    .setField4(v.getField4())
                    .setField5(v.getField5())
                    .setField6(v.getField6())
                    .setField7(v.getField7())
                    .setField8(v.getField8())
                    .setField9(v.getField9()),
            (m, v) -> {
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
            });

    private static final Fields<Pojo10Double, RionProtos.Pojo10Double.Builder, RionProtos.Pojo10Double> DOUBLE10 = Fields.of(Pojo10Double::new,
            (v, b) -> b
                    .setField0(v.getField0())
                    .setField1(v.getField1())
                    .setField2(v.getField2())
                    .setField3(v.getField3())
                    .setField4(v.getField4())
                    .setField5(v.getField5())
                    .setField6(v.getField6())
                    .setField7(v.getField7())
                    .setField8(v.getField8())
                    .setField9(v.getField9()),
            (m, v) -> {
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
            });

    private static final Fields<Pojo10String, RionProtos.Pojo10String.Builder, RionProtos.Pojo10String> STRING10 = Fields.of(Pojo10String::new,
            (v, b) -> b
                    .setField0(v.getField0())
                    .setField1(v.getField1())
                    .setField2(v.getField2())
                    .setField3(v.getField3())
                    .setField4(v.getField4())
                    .setField5(v.getField5())
                    .setField6(v.getField6())
                    .setField7(v.getField7())
                    .setField8(v.getField8())
                    .setField9(v.getField9()),
            (m, v) -> {
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
            });

    private static final Fields<Pojo1Mixed, RionProtos.Pojo1Mixed.Builder, RionProtos.Pojo1Mixed> MIXED = Fields.of(Pojo1Mixed::new,
            (v, b) -> b
                    .setField0(v.isField0())
                    .setField1(v.getField1())
                    .setField2(v.getField2())
                    .setField3(v.getField3())
                    .setField4(v.getField4()),
            (m, v) -> {
                v.setField0(m.getField0());
                v.setField1(m.getField1());
                v.setField2(m.getField2());
                v.setField3(m.getField3());
                v.setField4(m.getField4());
            });

    /** Maps every RION model and its batch. */
    static void addTo(Mappings.Builder b) {
        add(b, Models.RION_BOOLEAN1, BOOLEAN1, RionProtos.Pojo1Boolean::newBuilder, RionProtos.Pojo1Boolean.parser(),
                RionProtos.Pojo1BooleanBatch::newBuilder, RionProtos.Pojo1BooleanBatch.Builder::addItems, RionProtos.Pojo1BooleanBatch::getItemsList, RionProtos.Pojo1BooleanBatch.parser());
        add(b, Models.RION_LONG1, LONG1, RionProtos.Pojo1Long::newBuilder, RionProtos.Pojo1Long.parser(),
                RionProtos.Pojo1LongBatch::newBuilder, RionProtos.Pojo1LongBatch.Builder::addItems, RionProtos.Pojo1LongBatch::getItemsList, RionProtos.Pojo1LongBatch.parser());
        add(b, Models.RION_FLOAT1, FLOAT1, RionProtos.Pojo1Float::newBuilder, RionProtos.Pojo1Float.parser(),
                RionProtos.Pojo1FloatBatch::newBuilder, RionProtos.Pojo1FloatBatch.Builder::addItems, RionProtos.Pojo1FloatBatch::getItemsList, RionProtos.Pojo1FloatBatch.parser());
        add(b, Models.RION_DOUBLE1, DOUBLE1, RionProtos.Pojo1Double::newBuilder, RionProtos.Pojo1Double.parser(),
                RionProtos.Pojo1DoubleBatch::newBuilder, RionProtos.Pojo1DoubleBatch.Builder::addItems, RionProtos.Pojo1DoubleBatch::getItemsList, RionProtos.Pojo1DoubleBatch.parser());
        add(b, Models.RION_STRING1, STRING1, RionProtos.Pojo1String::newBuilder, RionProtos.Pojo1String.parser(),
                RionProtos.Pojo1StringBatch::newBuilder, RionProtos.Pojo1StringBatch.Builder::addItems, RionProtos.Pojo1StringBatch::getItemsList, RionProtos.Pojo1StringBatch.parser());
        add(b, Models.RION_BOOLEAN10, BOOLEAN10, RionProtos.Pojo10Boolean::newBuilder, RionProtos.Pojo10Boolean.parser(),
                RionProtos.Pojo10BooleanBatch::newBuilder, RionProtos.Pojo10BooleanBatch.Builder::addItems, RionProtos.Pojo10BooleanBatch::getItemsList, RionProtos.Pojo10BooleanBatch.parser());
        add(b, Models.RION_LONG10, LONG10, RionProtos.Pojo10Long::newBuilder, RionProtos.Pojo10Long.parser(),
                RionProtos.Pojo10LongBatch::newBuilder, RionProtos.Pojo10LongBatch.Builder::addItems, RionProtos.Pojo10LongBatch::getItemsList, RionProtos.Pojo10LongBatch.parser());
        add(b, Models.RION_FLOAT10, FLOAT10, RionProtos.Pojo10Float::newBuilder, RionProtos.Pojo10Float.parser(),
                RionProtos.Pojo10FloatBatch::newBuilder, RionProtos.Pojo10FloatBatch.Builder::addItems, RionProtos.Pojo10FloatBatch::getItemsList, RionProtos.Pojo10FloatBatch.parser());
        add(b, Models.RION_DOUBLE10, DOUBLE10, RionProtos.Pojo10Double::newBuilder, RionProtos.Pojo10Double.parser(),
                RionProtos.Pojo10DoubleBatch::newBuilder, RionProtos.Pojo10DoubleBatch.Builder::addItems, RionProtos.Pojo10DoubleBatch::getItemsList, RionProtos.Pojo10DoubleBatch.parser());
        add(b, Models.RION_STRING10, STRING10, RionProtos.Pojo10String::newBuilder, RionProtos.Pojo10String.parser(),
                RionProtos.Pojo10StringBatch::newBuilder, RionProtos.Pojo10StringBatch.Builder::addItems, RionProtos.Pojo10StringBatch::getItemsList, RionProtos.Pojo10StringBatch.parser());
        add(b, Models.RION_MIXED, MIXED, RionProtos.Pojo1Mixed::newBuilder, RionProtos.Pojo1Mixed.parser(),
                RionProtos.Pojo1MixedBatch::newBuilder, RionProtos.Pojo1MixedBatch.Builder::addItems, RionProtos.Pojo1MixedBatch::getItemsList, RionProtos.Pojo1MixedBatch.parser());
    }

    private static <T, M extends Message, B extends Message.Builder, BM extends Message, BB extends Message.Builder> void add(
            Mappings.Builder b, Model<T> model, Fields<T, B, M> fields, Supplier<B> builder, Parser<M> parser,
            Supplier<BB> batchBuilder, BiConsumer<BB, M> addItem, Function<BM, List<M>> items, Parser<BM> batchParser) {
        b.add(model, () -> new ProtobufCodec<>(ProtoMapping.of(fields, builder.get(), parser)));
        b.add(Model.batchOf(model), () -> new ProtobufCodec<>(
                new BatchProto<>(ProtoMapping.of(fields, builder.get(), parser), batchBuilder.get(), addItem, items, batchParser)));
    }
}
