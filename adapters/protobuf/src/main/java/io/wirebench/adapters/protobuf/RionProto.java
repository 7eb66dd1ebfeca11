package io.wirebench.adapters.protobuf;

import com.google.protobuf.Parser;
import io.wirebench.adapters.protobuf.generated.RionProtos;
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
import java.util.Map;
import java.util.function.Supplier;

/**
 * The RION matrix objects to and from their messages in {@code rion.proto}, field by field, with a
 * reused builder per mapping; and their batches over {@link BatchProto}.
 */
final class RionProto {
    private RionProto() {
    }

    /** A new mapping per codec: mappings hold builders. */
    static final Map<Model<?>, Supplier<ProtoMapping<?, ?>>> BY_MODEL = Map.ofEntries(
            Map.entry(Models.RION_BOOLEAN1, Pojo1BooleanProto::new),
            Map.entry(Model.batchOf(Models.RION_BOOLEAN1), () -> new BatchProto<>(new Pojo1BooleanProto(), RionProtos.Pojo1BooleanBatch.newBuilder(),
                    RionProtos.Pojo1BooleanBatch.Builder::addItems, RionProtos.Pojo1BooleanBatch::getItemsList, RionProtos.Pojo1BooleanBatch.parser())),
            Map.entry(Models.RION_LONG1, Pojo1LongProto::new),
            Map.entry(Model.batchOf(Models.RION_LONG1), () -> new BatchProto<>(new Pojo1LongProto(), RionProtos.Pojo1LongBatch.newBuilder(),
                    RionProtos.Pojo1LongBatch.Builder::addItems, RionProtos.Pojo1LongBatch::getItemsList, RionProtos.Pojo1LongBatch.parser())),
            Map.entry(Models.RION_FLOAT1, Pojo1FloatProto::new),
            Map.entry(Model.batchOf(Models.RION_FLOAT1), () -> new BatchProto<>(new Pojo1FloatProto(), RionProtos.Pojo1FloatBatch.newBuilder(),
                    RionProtos.Pojo1FloatBatch.Builder::addItems, RionProtos.Pojo1FloatBatch::getItemsList, RionProtos.Pojo1FloatBatch.parser())),
            Map.entry(Models.RION_DOUBLE1, Pojo1DoubleProto::new),
            Map.entry(Model.batchOf(Models.RION_DOUBLE1), () -> new BatchProto<>(new Pojo1DoubleProto(), RionProtos.Pojo1DoubleBatch.newBuilder(),
                    RionProtos.Pojo1DoubleBatch.Builder::addItems, RionProtos.Pojo1DoubleBatch::getItemsList, RionProtos.Pojo1DoubleBatch.parser())),
            Map.entry(Models.RION_STRING1, Pojo1StringProto::new),
            Map.entry(Model.batchOf(Models.RION_STRING1), () -> new BatchProto<>(new Pojo1StringProto(), RionProtos.Pojo1StringBatch.newBuilder(),
                    RionProtos.Pojo1StringBatch.Builder::addItems, RionProtos.Pojo1StringBatch::getItemsList, RionProtos.Pojo1StringBatch.parser())),
            Map.entry(Models.RION_BOOLEAN10, Pojo10BooleanProto::new),
            Map.entry(Model.batchOf(Models.RION_BOOLEAN10), () -> new BatchProto<>(new Pojo10BooleanProto(), RionProtos.Pojo10BooleanBatch.newBuilder(),
                    RionProtos.Pojo10BooleanBatch.Builder::addItems, RionProtos.Pojo10BooleanBatch::getItemsList, RionProtos.Pojo10BooleanBatch.parser())),
            Map.entry(Models.RION_LONG10, Pojo10LongProto::new),
            Map.entry(Model.batchOf(Models.RION_LONG10), () -> new BatchProto<>(new Pojo10LongProto(), RionProtos.Pojo10LongBatch.newBuilder(),
                    RionProtos.Pojo10LongBatch.Builder::addItems, RionProtos.Pojo10LongBatch::getItemsList, RionProtos.Pojo10LongBatch.parser())),
            Map.entry(Models.RION_FLOAT10, Pojo10FloatProto::new),
            Map.entry(Model.batchOf(Models.RION_FLOAT10), () -> new BatchProto<>(new Pojo10FloatProto(), RionProtos.Pojo10FloatBatch.newBuilder(),
                    RionProtos.Pojo10FloatBatch.Builder::addItems, RionProtos.Pojo10FloatBatch::getItemsList, RionProtos.Pojo10FloatBatch.parser())),
            Map.entry(Models.RION_DOUBLE10, Pojo10DoubleProto::new),
            Map.entry(Model.batchOf(Models.RION_DOUBLE10), () -> new BatchProto<>(new Pojo10DoubleProto(), RionProtos.Pojo10DoubleBatch.newBuilder(),
                    RionProtos.Pojo10DoubleBatch.Builder::addItems, RionProtos.Pojo10DoubleBatch::getItemsList, RionProtos.Pojo10DoubleBatch.parser())),
            Map.entry(Models.RION_STRING10, Pojo10StringProto::new),
            Map.entry(Model.batchOf(Models.RION_STRING10), () -> new BatchProto<>(new Pojo10StringProto(), RionProtos.Pojo10StringBatch.newBuilder(),
                    RionProtos.Pojo10StringBatch.Builder::addItems, RionProtos.Pojo10StringBatch::getItemsList, RionProtos.Pojo10StringBatch.parser())),
            Map.entry(Models.RION_MIXED, Pojo1MixedProto::new),
            Map.entry(Model.batchOf(Models.RION_MIXED), () -> new BatchProto<>(new Pojo1MixedProto(), RionProtos.Pojo1MixedBatch.newBuilder(),
                    RionProtos.Pojo1MixedBatch.Builder::addItems, RionProtos.Pojo1MixedBatch::getItemsList, RionProtos.Pojo1MixedBatch.parser())));

    private static final class Pojo1BooleanProto implements ProtoMapping<Pojo1Boolean, RionProtos.Pojo1Boolean> {
        private final RionProtos.Pojo1Boolean.Builder builder = RionProtos.Pojo1Boolean.newBuilder();

        @Override
        public RionProtos.Pojo1Boolean toMessage(Pojo1Boolean v) {
            return builder.clear()
                    .setField0(v.isField0())
                    .build();
        }

        @Override
        public Pojo1Boolean fromMessage(RionProtos.Pojo1Boolean m, Pojo1Boolean reuse) {
            Pojo1Boolean v = reuse != null ? reuse : new Pojo1Boolean();
            v.setField0(m.getField0());
            return v;
        }

        @Override
        public Parser<RionProtos.Pojo1Boolean> parser() {
            return RionProtos.Pojo1Boolean.parser();
        }
    }

    private static final class Pojo1LongProto implements ProtoMapping<Pojo1Long, RionProtos.Pojo1Long> {
        private final RionProtos.Pojo1Long.Builder builder = RionProtos.Pojo1Long.newBuilder();

        @Override
        public RionProtos.Pojo1Long toMessage(Pojo1Long v) {
            return builder.clear()
                    .setField0(v.getField0())
                    .build();
        }

        @Override
        public Pojo1Long fromMessage(RionProtos.Pojo1Long m, Pojo1Long reuse) {
            Pojo1Long v = reuse != null ? reuse : new Pojo1Long();
            v.setField0(m.getField0());
            return v;
        }

        @Override
        public Parser<RionProtos.Pojo1Long> parser() {
            return RionProtos.Pojo1Long.parser();
        }
    }

    private static final class Pojo1FloatProto implements ProtoMapping<Pojo1Float, RionProtos.Pojo1Float> {
        private final RionProtos.Pojo1Float.Builder builder = RionProtos.Pojo1Float.newBuilder();

        @Override
        public RionProtos.Pojo1Float toMessage(Pojo1Float v) {
            return builder.clear()
                    .setField0(v.getField0())
                    .build();
        }

        @Override
        public Pojo1Float fromMessage(RionProtos.Pojo1Float m, Pojo1Float reuse) {
            Pojo1Float v = reuse != null ? reuse : new Pojo1Float();
            v.setField0(m.getField0());
            return v;
        }

        @Override
        public Parser<RionProtos.Pojo1Float> parser() {
            return RionProtos.Pojo1Float.parser();
        }
    }

    private static final class Pojo1DoubleProto implements ProtoMapping<Pojo1Double, RionProtos.Pojo1Double> {
        private final RionProtos.Pojo1Double.Builder builder = RionProtos.Pojo1Double.newBuilder();

        @Override
        public RionProtos.Pojo1Double toMessage(Pojo1Double v) {
            return builder.clear()
                    .setField0(v.getField0())
                    .build();
        }

        @Override
        public Pojo1Double fromMessage(RionProtos.Pojo1Double m, Pojo1Double reuse) {
            Pojo1Double v = reuse != null ? reuse : new Pojo1Double();
            v.setField0(m.getField0());
            return v;
        }

        @Override
        public Parser<RionProtos.Pojo1Double> parser() {
            return RionProtos.Pojo1Double.parser();
        }
    }

    private static final class Pojo1StringProto implements ProtoMapping<Pojo1String, RionProtos.Pojo1String> {
        private final RionProtos.Pojo1String.Builder builder = RionProtos.Pojo1String.newBuilder();

        @Override
        public RionProtos.Pojo1String toMessage(Pojo1String v) {
            return builder.clear()
                    .setField0(v.getField0())
                    .build();
        }

        @Override
        public Pojo1String fromMessage(RionProtos.Pojo1String m, Pojo1String reuse) {
            Pojo1String v = reuse != null ? reuse : new Pojo1String();
            v.setField0(m.getField0());
            return v;
        }

        @Override
        public Parser<RionProtos.Pojo1String> parser() {
            return RionProtos.Pojo1String.parser();
        }
    }

    private static final class Pojo10BooleanProto implements ProtoMapping<Pojo10Boolean, RionProtos.Pojo10Boolean> {
        private final RionProtos.Pojo10Boolean.Builder builder = RionProtos.Pojo10Boolean.newBuilder();

        @Override
        public RionProtos.Pojo10Boolean toMessage(Pojo10Boolean v) {
            return builder.clear()
                    .setField0(v.isField0())
                    .setField1(v.isField1())
                    .setField2(v.isField2())
                    .setField3(v.isField3())
                    .setField4(v.isField4())
                    .setField5(v.isField5())
                    .setField6(v.isField6())
                    .setField7(v.isField7())
                    .setField8(v.isField8())
                    .setField9(v.isField9())
                    .build();
        }

        @Override
        public Pojo10Boolean fromMessage(RionProtos.Pojo10Boolean m, Pojo10Boolean reuse) {
            Pojo10Boolean v = reuse != null ? reuse : new Pojo10Boolean();
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
            return v;
        }

        @Override
        public Parser<RionProtos.Pojo10Boolean> parser() {
            return RionProtos.Pojo10Boolean.parser();
        }
    }

    private static final class Pojo10LongProto implements ProtoMapping<Pojo10Long, RionProtos.Pojo10Long> {
        private final RionProtos.Pojo10Long.Builder builder = RionProtos.Pojo10Long.newBuilder();

        @Override
        public RionProtos.Pojo10Long toMessage(Pojo10Long v) {
            return builder.clear()
                    .setField0(v.getField0())
                    .setField1(v.getField1())
                    .setField2(v.getField2())
                    .setField3(v.getField3())
                    .setField4(v.getField4())
                    .setField5(v.getField5())
                    .setField6(v.getField6())
                    .setField7(v.getField7())
                    .setField8(v.getField8())
                    .setField9(v.getField9())
                    .build();
        }

        @Override
        public Pojo10Long fromMessage(RionProtos.Pojo10Long m, Pojo10Long reuse) {
            Pojo10Long v = reuse != null ? reuse : new Pojo10Long();
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
            return v;
        }

        @Override
        public Parser<RionProtos.Pojo10Long> parser() {
            return RionProtos.Pojo10Long.parser();
        }
    }

    private static final class Pojo10FloatProto implements ProtoMapping<Pojo10Float, RionProtos.Pojo10Float> {
        private final RionProtos.Pojo10Float.Builder builder = RionProtos.Pojo10Float.newBuilder();

        @Override
        public RionProtos.Pojo10Float toMessage(Pojo10Float v) {
            return builder.clear()
                    .setField0(v.getField0())
                    .setField1(v.getField1())
                    .setField2(v.getField2())
                    .setField3(v.getField3())
                    .setField4(v.getField4())
                    .setField5(v.getField5())
                    .setField6(v.getField6())
                    .setField7(v.getField7())
                    .setField8(v.getField8())
                    .setField9(v.getField9())
                    .build();
        }

        @Override
        public Pojo10Float fromMessage(RionProtos.Pojo10Float m, Pojo10Float reuse) {
            Pojo10Float v = reuse != null ? reuse : new Pojo10Float();
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
            return v;
        }

        @Override
        public Parser<RionProtos.Pojo10Float> parser() {
            return RionProtos.Pojo10Float.parser();
        }
    }

    private static final class Pojo10DoubleProto implements ProtoMapping<Pojo10Double, RionProtos.Pojo10Double> {
        private final RionProtos.Pojo10Double.Builder builder = RionProtos.Pojo10Double.newBuilder();

        @Override
        public RionProtos.Pojo10Double toMessage(Pojo10Double v) {
            return builder.clear()
                    .setField0(v.getField0())
                    .setField1(v.getField1())
                    .setField2(v.getField2())
                    .setField3(v.getField3())
                    .setField4(v.getField4())
                    .setField5(v.getField5())
                    .setField6(v.getField6())
                    .setField7(v.getField7())
                    .setField8(v.getField8())
                    .setField9(v.getField9())
                    .build();
        }

        @Override
        public Pojo10Double fromMessage(RionProtos.Pojo10Double m, Pojo10Double reuse) {
            Pojo10Double v = reuse != null ? reuse : new Pojo10Double();
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
            return v;
        }

        @Override
        public Parser<RionProtos.Pojo10Double> parser() {
            return RionProtos.Pojo10Double.parser();
        }
    }

    private static final class Pojo10StringProto implements ProtoMapping<Pojo10String, RionProtos.Pojo10String> {
        private final RionProtos.Pojo10String.Builder builder = RionProtos.Pojo10String.newBuilder();

        @Override
        public RionProtos.Pojo10String toMessage(Pojo10String v) {
            return builder.clear()
                    .setField0(v.getField0())
                    .setField1(v.getField1())
                    .setField2(v.getField2())
                    .setField3(v.getField3())
                    .setField4(v.getField4())
                    .setField5(v.getField5())
                    .setField6(v.getField6())
                    .setField7(v.getField7())
                    .setField8(v.getField8())
                    .setField9(v.getField9())
                    .build();
        }

        @Override
        public Pojo10String fromMessage(RionProtos.Pojo10String m, Pojo10String reuse) {
            Pojo10String v = reuse != null ? reuse : new Pojo10String();
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
            return v;
        }

        @Override
        public Parser<RionProtos.Pojo10String> parser() {
            return RionProtos.Pojo10String.parser();
        }
    }

    private static final class Pojo1MixedProto implements ProtoMapping<Pojo1Mixed, RionProtos.Pojo1Mixed> {
        private final RionProtos.Pojo1Mixed.Builder builder = RionProtos.Pojo1Mixed.newBuilder();

        @Override
        public RionProtos.Pojo1Mixed toMessage(Pojo1Mixed v) {
            return builder.clear()
                    .setField0(v.isField0())
                    .setField1(v.getField1())
                    .setField2(v.getField2())
                    .setField3(v.getField3())
                    .setField4(v.getField4())
                    .build();
        }

        @Override
        public Pojo1Mixed fromMessage(RionProtos.Pojo1Mixed m, Pojo1Mixed reuse) {
            Pojo1Mixed v = reuse != null ? reuse : new Pojo1Mixed();
            v.setField0(m.getField0());
            v.setField1(m.getField1());
            v.setField2(m.getField2());
            v.setField3(m.getField3());
            v.setField4(m.getField4());
            return v;
        }

        @Override
        public Parser<RionProtos.Pojo1Mixed> parser() {
            return RionProtos.Pojo1Mixed.parser();
        }
    }
}
