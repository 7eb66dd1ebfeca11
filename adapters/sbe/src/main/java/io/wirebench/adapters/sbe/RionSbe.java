package io.wirebench.adapters.sbe;

import io.wirebench.adapters.sbe.generated.BooleanType;
import io.wirebench.adapters.sbe.generated.Pojo10BooleanBatchDecoder;
import io.wirebench.adapters.sbe.generated.Pojo10BooleanBatchEncoder;
import io.wirebench.adapters.sbe.generated.Pojo10BooleanDecoder;
import io.wirebench.adapters.sbe.generated.Pojo10BooleanEncoder;
import io.wirebench.adapters.sbe.generated.Pojo10DoubleBatchDecoder;
import io.wirebench.adapters.sbe.generated.Pojo10DoubleBatchEncoder;
import io.wirebench.adapters.sbe.generated.Pojo10DoubleDecoder;
import io.wirebench.adapters.sbe.generated.Pojo10DoubleEncoder;
import io.wirebench.adapters.sbe.generated.Pojo10FloatBatchDecoder;
import io.wirebench.adapters.sbe.generated.Pojo10FloatBatchEncoder;
import io.wirebench.adapters.sbe.generated.Pojo10FloatDecoder;
import io.wirebench.adapters.sbe.generated.Pojo10FloatEncoder;
import io.wirebench.adapters.sbe.generated.Pojo10LongBatchDecoder;
import io.wirebench.adapters.sbe.generated.Pojo10LongBatchEncoder;
import io.wirebench.adapters.sbe.generated.Pojo10LongDecoder;
import io.wirebench.adapters.sbe.generated.Pojo10LongEncoder;
import io.wirebench.adapters.sbe.generated.Pojo10StringBatchDecoder;
import io.wirebench.adapters.sbe.generated.Pojo10StringBatchEncoder;
import io.wirebench.adapters.sbe.generated.Pojo10StringDecoder;
import io.wirebench.adapters.sbe.generated.Pojo10StringEncoder;
import io.wirebench.adapters.sbe.generated.Pojo1BooleanBatchDecoder;
import io.wirebench.adapters.sbe.generated.Pojo1BooleanBatchEncoder;
import io.wirebench.adapters.sbe.generated.Pojo1BooleanDecoder;
import io.wirebench.adapters.sbe.generated.Pojo1BooleanEncoder;
import io.wirebench.adapters.sbe.generated.Pojo1DoubleBatchDecoder;
import io.wirebench.adapters.sbe.generated.Pojo1DoubleBatchEncoder;
import io.wirebench.adapters.sbe.generated.Pojo1DoubleDecoder;
import io.wirebench.adapters.sbe.generated.Pojo1DoubleEncoder;
import io.wirebench.adapters.sbe.generated.Pojo1FloatBatchDecoder;
import io.wirebench.adapters.sbe.generated.Pojo1FloatBatchEncoder;
import io.wirebench.adapters.sbe.generated.Pojo1FloatDecoder;
import io.wirebench.adapters.sbe.generated.Pojo1FloatEncoder;
import io.wirebench.adapters.sbe.generated.Pojo1LongBatchDecoder;
import io.wirebench.adapters.sbe.generated.Pojo1LongBatchEncoder;
import io.wirebench.adapters.sbe.generated.Pojo1LongDecoder;
import io.wirebench.adapters.sbe.generated.Pojo1LongEncoder;
import io.wirebench.adapters.sbe.generated.Pojo1MixedBatchDecoder;
import io.wirebench.adapters.sbe.generated.Pojo1MixedBatchEncoder;
import io.wirebench.adapters.sbe.generated.Pojo1MixedDecoder;
import io.wirebench.adapters.sbe.generated.Pojo1MixedEncoder;
import io.wirebench.adapters.sbe.generated.Pojo1StringBatchDecoder;
import io.wirebench.adapters.sbe.generated.Pojo1StringBatchEncoder;
import io.wirebench.adapters.sbe.generated.Pojo1StringDecoder;
import io.wirebench.adapters.sbe.generated.Pojo1StringEncoder;
import io.wirebench.core.Mappings;
import io.wirebench.core.model.Batch;
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
import java.io.IOException;
import java.util.function.Supplier;

/**
 * The RION matrix objects as SBE messages: fixed-size fields at fixed offsets (booleans as the
 * one-byte {@code BooleanType}), strings as variable-length data after them; and their batches as
 * a repeating group per object. A reused batch's elements are refilled in place.
 *
 * <p>One mapping per model and one per batch, each a {@link SbeFields}: the flyweights' and the
 * model's constructors, a writer and a reader, one field a line. The generated flyweight of a message and that of its batch's group entry are different
 * classes with the same accessors, so each model's fields appear once for each. The element lambdas
 * of the batches capture nothing, so each is a constant where it is passed: once {@link #encodeItems} and
 * {@link #decodeItems} are inlined into a model's own writer and reader, the JIT calls the element
 * lambda as a known class, not through a call site shared by every model's batch.
 */
final class RionSbe {
    private RionSbe() {
    }

    static final SbeMapping<Pojo1Boolean, Pojo1BooleanEncoder, Pojo1BooleanDecoder> BOOLEAN1 = new SbeFields<>(Pojo1BooleanEncoder::new, Pojo1BooleanDecoder::new, Pojo1Boolean::new) {
        @Override
        public void write(Pojo1Boolean v, Pojo1BooleanEncoder e) throws IOException {
            e
                    .field0(v.isField0() ? BooleanType.T : BooleanType.F);
        }

        @Override
        protected void fill(Pojo1BooleanDecoder d, Pojo1Boolean v) throws IOException {
            v.setField0(d.field0() == BooleanType.T);
        }
    };
    static final SbeMapping<Batch<Pojo1Boolean>, Pojo1BooleanBatchEncoder, Pojo1BooleanBatchDecoder> BOOLEAN1_BATCH = new SbeFields<>(Pojo1BooleanBatchEncoder::new, Pojo1BooleanBatchDecoder::new, Batch::new) {
        @Override
        public void write(Batch<Pojo1Boolean> batch, Pojo1BooleanBatchEncoder e) throws IOException {
            encodeItems(batch.getItems(), e.itemsCount(batch.getItems().size()), (v, g) -> g.next()
                    .field0(v.isField0() ? BooleanType.T : BooleanType.F));
        }

        @Override
        protected void fill(Pojo1BooleanBatchDecoder d, Batch<Pojo1Boolean> batch) throws IOException {
            Pojo1BooleanBatchDecoder.ItemsDecoder items = d.items();
            decodeItems(d, items, items.count(), batch.getItems(), Pojo1Boolean::new, (m, g, v) -> {
                g.next();
                v.setField0(g.field0() == BooleanType.T);
            });
        }
    };

    static final SbeMapping<Pojo1Long, Pojo1LongEncoder, Pojo1LongDecoder> LONG1 = new SbeFields<>(Pojo1LongEncoder::new, Pojo1LongDecoder::new, Pojo1Long::new) {
        @Override
        public void write(Pojo1Long v, Pojo1LongEncoder e) throws IOException {
            e
                    .field0(v.getField0());
        }

        @Override
        protected void fill(Pojo1LongDecoder d, Pojo1Long v) throws IOException {
            v.setField0(d.field0());
        }
    };
    static final SbeMapping<Batch<Pojo1Long>, Pojo1LongBatchEncoder, Pojo1LongBatchDecoder> LONG1_BATCH = new SbeFields<>(Pojo1LongBatchEncoder::new, Pojo1LongBatchDecoder::new, Batch::new) {
        @Override
        public void write(Batch<Pojo1Long> batch, Pojo1LongBatchEncoder e) throws IOException {
            encodeItems(batch.getItems(), e.itemsCount(batch.getItems().size()), (v, g) -> g.next()
                    .field0(v.getField0()));
        }

        @Override
        protected void fill(Pojo1LongBatchDecoder d, Batch<Pojo1Long> batch) throws IOException {
            Pojo1LongBatchDecoder.ItemsDecoder items = d.items();
            decodeItems(d, items, items.count(), batch.getItems(), Pojo1Long::new, (m, g, v) -> {
                g.next();
                v.setField0(g.field0());
            });
        }
    };

    static final SbeMapping<Pojo1Float, Pojo1FloatEncoder, Pojo1FloatDecoder> FLOAT1 = new SbeFields<>(Pojo1FloatEncoder::new, Pojo1FloatDecoder::new, Pojo1Float::new) {
        @Override
        public void write(Pojo1Float v, Pojo1FloatEncoder e) throws IOException {
            e
                    .field0(v.getField0());
        }

        @Override
        protected void fill(Pojo1FloatDecoder d, Pojo1Float v) throws IOException {
            v.setField0(d.field0());
        }
    };
    static final SbeMapping<Batch<Pojo1Float>, Pojo1FloatBatchEncoder, Pojo1FloatBatchDecoder> FLOAT1_BATCH = new SbeFields<>(Pojo1FloatBatchEncoder::new, Pojo1FloatBatchDecoder::new, Batch::new) {
        @Override
        public void write(Batch<Pojo1Float> batch, Pojo1FloatBatchEncoder e) throws IOException {
            encodeItems(batch.getItems(), e.itemsCount(batch.getItems().size()), (v, g) -> g.next()
                    .field0(v.getField0()));
        }

        @Override
        protected void fill(Pojo1FloatBatchDecoder d, Batch<Pojo1Float> batch) throws IOException {
            Pojo1FloatBatchDecoder.ItemsDecoder items = d.items();
            decodeItems(d, items, items.count(), batch.getItems(), Pojo1Float::new, (m, g, v) -> {
                g.next();
                v.setField0(g.field0());
            });
        }
    };

    static final SbeMapping<Pojo1Double, Pojo1DoubleEncoder, Pojo1DoubleDecoder> DOUBLE1 = new SbeFields<>(Pojo1DoubleEncoder::new, Pojo1DoubleDecoder::new, Pojo1Double::new) {
        @Override
        public void write(Pojo1Double v, Pojo1DoubleEncoder e) throws IOException {
            e
                    .field0(v.getField0());
        }

        @Override
        protected void fill(Pojo1DoubleDecoder d, Pojo1Double v) throws IOException {
            v.setField0(d.field0());
        }
    };
    static final SbeMapping<Batch<Pojo1Double>, Pojo1DoubleBatchEncoder, Pojo1DoubleBatchDecoder> DOUBLE1_BATCH = new SbeFields<>(Pojo1DoubleBatchEncoder::new, Pojo1DoubleBatchDecoder::new, Batch::new) {
        @Override
        public void write(Batch<Pojo1Double> batch, Pojo1DoubleBatchEncoder e) throws IOException {
            encodeItems(batch.getItems(), e.itemsCount(batch.getItems().size()), (v, g) -> g.next()
                    .field0(v.getField0()));
        }

        @Override
        protected void fill(Pojo1DoubleBatchDecoder d, Batch<Pojo1Double> batch) throws IOException {
            Pojo1DoubleBatchDecoder.ItemsDecoder items = d.items();
            decodeItems(d, items, items.count(), batch.getItems(), Pojo1Double::new, (m, g, v) -> {
                g.next();
                v.setField0(g.field0());
            });
        }
    };

    static final SbeMapping<Pojo1String, Pojo1StringEncoder, Pojo1StringDecoder> STRING1 = new SbeFields<>(Pojo1StringEncoder::new, Pojo1StringDecoder::new, Pojo1String::new) {
        @Override
        public void write(Pojo1String v, Pojo1StringEncoder e) throws IOException {
            e
                    .field0(v.getField0());
        }

        @Override
        protected void fill(Pojo1StringDecoder d, Pojo1String v) throws IOException {
            VarData.check(d.buffer(), d.limit(), d.field0Length());
            v.setField0(d.field0());
        }
    };
    static final SbeMapping<Batch<Pojo1String>, Pojo1StringBatchEncoder, Pojo1StringBatchDecoder> STRING1_BATCH = new SbeFields<>(Pojo1StringBatchEncoder::new, Pojo1StringBatchDecoder::new, Batch::new) {
        @Override
        public void write(Batch<Pojo1String> batch, Pojo1StringBatchEncoder e) throws IOException {
            encodeItems(batch.getItems(), e.itemsCount(batch.getItems().size()), (v, g) -> g.next()
                    .field0(v.getField0()));
        }

        @Override
        protected void fill(Pojo1StringBatchDecoder d, Batch<Pojo1String> batch) throws IOException {
            Pojo1StringBatchDecoder.ItemsDecoder items = d.items();
            decodeItems(d, items, items.count(), batch.getItems(), Pojo1String::new, (m, g, v) -> {
                g.next();
                VarData.check(m.buffer(), m.limit(), g.field0Length());
                v.setField0(g.field0());
            });
        }
    };

    static final SbeMapping<Pojo10Boolean, Pojo10BooleanEncoder, Pojo10BooleanDecoder> BOOLEAN10 = new SbeFields<>(Pojo10BooleanEncoder::new, Pojo10BooleanDecoder::new, Pojo10Boolean::new) {
        @Override
        public void write(Pojo10Boolean v, Pojo10BooleanEncoder e) throws IOException {
            e
                    .field0(v.isField0() ? BooleanType.T : BooleanType.F)
                    .field1(v.isField1() ? BooleanType.T : BooleanType.F)
                    .field2(v.isField2() ? BooleanType.T : BooleanType.F)
                    .field3(v.isField3() ? BooleanType.T : BooleanType.F)
                    .field4(v.isField4() ? BooleanType.T : BooleanType.F)
                    .field5(v.isField5() ? BooleanType.T : BooleanType.F)
                    .field6(v.isField6() ? BooleanType.T : BooleanType.F)
                    .field7(v.isField7() ? BooleanType.T : BooleanType.F)
                    .field8(v.isField8() ? BooleanType.T : BooleanType.F)
                    .field9(v.isField9() ? BooleanType.T : BooleanType.F);
        }

        @Override
        protected void fill(Pojo10BooleanDecoder d, Pojo10Boolean v) throws IOException {
            v.setField0(d.field0() == BooleanType.T);
            v.setField1(d.field1() == BooleanType.T);
            v.setField2(d.field2() == BooleanType.T);
            v.setField3(d.field3() == BooleanType.T);
            v.setField4(d.field4() == BooleanType.T);
            v.setField5(d.field5() == BooleanType.T);
            v.setField6(d.field6() == BooleanType.T);
            v.setField7(d.field7() == BooleanType.T);
            v.setField8(d.field8() == BooleanType.T);
            v.setField9(d.field9() == BooleanType.T);
        }
    };
    static final SbeMapping<Batch<Pojo10Boolean>, Pojo10BooleanBatchEncoder, Pojo10BooleanBatchDecoder> BOOLEAN10_BATCH = new SbeFields<>(Pojo10BooleanBatchEncoder::new, Pojo10BooleanBatchDecoder::new, Batch::new) {
        @Override
        public void write(Batch<Pojo10Boolean> batch, Pojo10BooleanBatchEncoder e) throws IOException {
            encodeItems(batch.getItems(), e.itemsCount(batch.getItems().size()), (v, g) -> g.next()
                    .field0(v.isField0() ? BooleanType.T : BooleanType.F)
                    .field1(v.isField1() ? BooleanType.T : BooleanType.F)
                    .field2(v.isField2() ? BooleanType.T : BooleanType.F)
                    .field3(v.isField3() ? BooleanType.T : BooleanType.F)
                    .field4(v.isField4() ? BooleanType.T : BooleanType.F)
                    .field5(v.isField5() ? BooleanType.T : BooleanType.F)
                    .field6(v.isField6() ? BooleanType.T : BooleanType.F)
                    .field7(v.isField7() ? BooleanType.T : BooleanType.F)
                    .field8(v.isField8() ? BooleanType.T : BooleanType.F)
                    .field9(v.isField9() ? BooleanType.T : BooleanType.F));
        }

        @Override
        protected void fill(Pojo10BooleanBatchDecoder d, Batch<Pojo10Boolean> batch) throws IOException {
            Pojo10BooleanBatchDecoder.ItemsDecoder items = d.items();
            decodeItems(d, items, items.count(), batch.getItems(), Pojo10Boolean::new, (m, g, v) -> {
                g.next();
                v.setField0(g.field0() == BooleanType.T);
                v.setField1(g.field1() == BooleanType.T);
                v.setField2(g.field2() == BooleanType.T);
                v.setField3(g.field3() == BooleanType.T);
                v.setField4(g.field4() == BooleanType.T);
                v.setField5(g.field5() == BooleanType.T);
                v.setField6(g.field6() == BooleanType.T);
                v.setField7(g.field7() == BooleanType.T);
                v.setField8(g.field8() == BooleanType.T);
                v.setField9(g.field9() == BooleanType.T);
            });
        }
    };

    static final SbeMapping<Pojo10Long, Pojo10LongEncoder, Pojo10LongDecoder> LONG10 = new SbeFields<>(Pojo10LongEncoder::new, Pojo10LongDecoder::new, Pojo10Long::new) {
        @Override
        public void write(Pojo10Long v, Pojo10LongEncoder e) throws IOException {
            e
                    .field0(v.getField0())
                    .field1(v.getField1())
                    .field2(v.getField2())
                    .field3(v.getField3())
                    .field4(v.getField4())
                    .field5(v.getField5())
                    .field6(v.getField6())
                    .field7(v.getField7())
                    .field8(v.getField8())
                    .field9(v.getField9());
        }

        @Override
        protected void fill(Pojo10LongDecoder d, Pojo10Long v) throws IOException {
            v.setField0(d.field0());
            v.setField1(d.field1());
            v.setField2(d.field2());
            v.setField3(d.field3());
            v.setField4(d.field4());
            v.setField5(d.field5());
            v.setField6(d.field6());
            v.setField7(d.field7());
            v.setField8(d.field8());
            v.setField9(d.field9());
        }
    };
    static final SbeMapping<Batch<Pojo10Long>, Pojo10LongBatchEncoder, Pojo10LongBatchDecoder> LONG10_BATCH = new SbeFields<>(Pojo10LongBatchEncoder::new, Pojo10LongBatchDecoder::new, Batch::new) {
        @Override
        public void write(Batch<Pojo10Long> batch, Pojo10LongBatchEncoder e) throws IOException {
            encodeItems(batch.getItems(), e.itemsCount(batch.getItems().size()), (v, g) -> g.next()
                    .field0(v.getField0())
                    .field1(v.getField1())
                    .field2(v.getField2())
                    .field3(v.getField3())
                    .field4(v.getField4())
                    .field5(v.getField5())
                    .field6(v.getField6())
                    .field7(v.getField7())
                    .field8(v.getField8())
                    .field9(v.getField9()));
        }

        @Override
        protected void fill(Pojo10LongBatchDecoder d, Batch<Pojo10Long> batch) throws IOException {
            Pojo10LongBatchDecoder.ItemsDecoder items = d.items();
            decodeItems(d, items, items.count(), batch.getItems(), Pojo10Long::new, (m, g, v) -> {
                g.next();
                v.setField0(g.field0());
                v.setField1(g.field1());
                v.setField2(g.field2());
                v.setField3(g.field3());
                v.setField4(g.field4());
                v.setField5(g.field5());
                v.setField6(g.field6());
                v.setField7(g.field7());
                v.setField8(g.field8());
                v.setField9(g.field9());
            });
        }
    };

    static final SbeMapping<Pojo10Float, Pojo10FloatEncoder, Pojo10FloatDecoder> FLOAT10 = new SbeFields<>(Pojo10FloatEncoder::new, Pojo10FloatDecoder::new, Pojo10Float::new) {
        @Override
        public void write(Pojo10Float v, Pojo10FloatEncoder e) throws IOException {
            e
                    .field0(v.getField0())
                    .field1(v.getField1())
                    .field2(v.getField2())
                    .field3(v.getField3())
                    .field4(v.getField4())
                    .field5(v.getField5())
                    .field6(v.getField6())
                    .field7(v.getField7())
                    .field8(v.getField8())
                    .field9(v.getField9());
        }

        @Override
        protected void fill(Pojo10FloatDecoder d, Pojo10Float v) throws IOException {
            v.setField0(d.field0());
            v.setField1(d.field1());
            v.setField2(d.field2());
            v.setField3(d.field3());
            v.setField4(d.field4());
            v.setField5(d.field5());
            v.setField6(d.field6());
            v.setField7(d.field7());
            v.setField8(d.field8());
            v.setField9(d.field9());
        }
    };
    static final SbeMapping<Batch<Pojo10Float>, Pojo10FloatBatchEncoder, Pojo10FloatBatchDecoder> FLOAT10_BATCH = new SbeFields<>(Pojo10FloatBatchEncoder::new, Pojo10FloatBatchDecoder::new, Batch::new) {
        @Override
        public void write(Batch<Pojo10Float> batch, Pojo10FloatBatchEncoder e) throws IOException {
            encodeItems(batch.getItems(), e.itemsCount(batch.getItems().size()), (v, g) -> g.next()
                    .field0(v.getField0())
                    .field1(v.getField1())
                    .field2(v.getField2())
                    .field3(v.getField3())
                    .field4(v.getField4())
                    .field5(v.getField5())
                    .field6(v.getField6())
                    .field7(v.getField7())
                    .field8(v.getField8())
                    .field9(v.getField9()));
        }

        @Override
        protected void fill(Pojo10FloatBatchDecoder d, Batch<Pojo10Float> batch) throws IOException {
            Pojo10FloatBatchDecoder.ItemsDecoder items = d.items();
            decodeItems(d, items, items.count(), batch.getItems(), Pojo10Float::new, (m, g, v) -> {
                g.next();
                v.setField0(g.field0());
                v.setField1(g.field1());
                v.setField2(g.field2());
                v.setField3(g.field3());
                v.setField4(g.field4());
                v.setField5(g.field5());
                v.setField6(g.field6());
                v.setField7(g.field7());
                v.setField8(g.field8());
                v.setField9(g.field9());
            });
        }
    };

    static final SbeMapping<Pojo10Double, Pojo10DoubleEncoder, Pojo10DoubleDecoder> DOUBLE10 = new SbeFields<>(Pojo10DoubleEncoder::new, Pojo10DoubleDecoder::new, Pojo10Double::new) {
        @Override
        public void write(Pojo10Double v, Pojo10DoubleEncoder e) throws IOException {
            e
                    .field0(v.getField0())
                    .field1(v.getField1())
                    .field2(v.getField2())
                    .field3(v.getField3())
                    .field4(v.getField4())
                    .field5(v.getField5())
                    .field6(v.getField6())
                    .field7(v.getField7())
                    .field8(v.getField8())
                    .field9(v.getField9());
        }

        @Override
        protected void fill(Pojo10DoubleDecoder d, Pojo10Double v) throws IOException {
            v.setField0(d.field0());
            v.setField1(d.field1());
            v.setField2(d.field2());
            v.setField3(d.field3());
            v.setField4(d.field4());
            v.setField5(d.field5());
            v.setField6(d.field6());
            v.setField7(d.field7());
            v.setField8(d.field8());
            v.setField9(d.field9());
        }
    };
    static final SbeMapping<Batch<Pojo10Double>, Pojo10DoubleBatchEncoder, Pojo10DoubleBatchDecoder> DOUBLE10_BATCH = new SbeFields<>(Pojo10DoubleBatchEncoder::new, Pojo10DoubleBatchDecoder::new, Batch::new) {
        @Override
        public void write(Batch<Pojo10Double> batch, Pojo10DoubleBatchEncoder e) throws IOException {
            encodeItems(batch.getItems(), e.itemsCount(batch.getItems().size()), (v, g) -> g.next()
                    .field0(v.getField0())
                    .field1(v.getField1())
                    .field2(v.getField2())
                    .field3(v.getField3())
                    .field4(v.getField4())
                    .field5(v.getField5())
                    .field6(v.getField6())
                    .field7(v.getField7())
                    .field8(v.getField8())
                    .field9(v.getField9()));
        }

        @Override
        protected void fill(Pojo10DoubleBatchDecoder d, Batch<Pojo10Double> batch) throws IOException {
            Pojo10DoubleBatchDecoder.ItemsDecoder items = d.items();
            decodeItems(d, items, items.count(), batch.getItems(), Pojo10Double::new, (m, g, v) -> {
                g.next();
                v.setField0(g.field0());
                v.setField1(g.field1());
                v.setField2(g.field2());
                v.setField3(g.field3());
                v.setField4(g.field4());
                v.setField5(g.field5());
                v.setField6(g.field6());
                v.setField7(g.field7());
                v.setField8(g.field8());
                v.setField9(g.field9());
            });
        }
    };

    static final SbeMapping<Pojo10String, Pojo10StringEncoder, Pojo10StringDecoder> STRING10 = new SbeFields<>(Pojo10StringEncoder::new, Pojo10StringDecoder::new, Pojo10String::new) {
        @Override
        public void write(Pojo10String v, Pojo10StringEncoder e) throws IOException {
            e
                    .field0(v.getField0())
                    .field1(v.getField1())
                    .field2(v.getField2())
                    .field3(v.getField3())
                    .field4(v.getField4())
                    .field5(v.getField5())
                    .field6(v.getField6())
                    .field7(v.getField7())
                    .field8(v.getField8())
                    .field9(v.getField9());
        }

        @Override
        protected void fill(Pojo10StringDecoder d, Pojo10String v) throws IOException {
            VarData.check(d.buffer(), d.limit(), d.field0Length());
            v.setField0(d.field0());
            VarData.check(d.buffer(), d.limit(), d.field1Length());
            v.setField1(d.field1());
            VarData.check(d.buffer(), d.limit(), d.field2Length());
            v.setField2(d.field2());
            VarData.check(d.buffer(), d.limit(), d.field3Length());
            v.setField3(d.field3());
            VarData.check(d.buffer(), d.limit(), d.field4Length());
            v.setField4(d.field4());
            VarData.check(d.buffer(), d.limit(), d.field5Length());
            v.setField5(d.field5());
            VarData.check(d.buffer(), d.limit(), d.field6Length());
            v.setField6(d.field6());
            VarData.check(d.buffer(), d.limit(), d.field7Length());
            v.setField7(d.field7());
            VarData.check(d.buffer(), d.limit(), d.field8Length());
            v.setField8(d.field8());
            VarData.check(d.buffer(), d.limit(), d.field9Length());
            v.setField9(d.field9());
        }
    };
    static final SbeMapping<Batch<Pojo10String>, Pojo10StringBatchEncoder, Pojo10StringBatchDecoder> STRING10_BATCH = new SbeFields<>(Pojo10StringBatchEncoder::new, Pojo10StringBatchDecoder::new, Batch::new) {
        @Override
        public void write(Batch<Pojo10String> batch, Pojo10StringBatchEncoder e) throws IOException {
            encodeItems(batch.getItems(), e.itemsCount(batch.getItems().size()), (v, g) -> g.next()
                    .field0(v.getField0())
                    .field1(v.getField1())
                    .field2(v.getField2())
                    .field3(v.getField3())
                    .field4(v.getField4())
                    .field5(v.getField5())
                    .field6(v.getField6())
                    .field7(v.getField7())
                    .field8(v.getField8())
                    .field9(v.getField9()));
        }

        @Override
        protected void fill(Pojo10StringBatchDecoder d, Batch<Pojo10String> batch) throws IOException {
            Pojo10StringBatchDecoder.ItemsDecoder items = d.items();
            decodeItems(d, items, items.count(), batch.getItems(), Pojo10String::new, (m, g, v) -> {
                g.next();
                VarData.check(m.buffer(), m.limit(), g.field0Length());
                v.setField0(g.field0());
                VarData.check(m.buffer(), m.limit(), g.field1Length());
                v.setField1(g.field1());
                VarData.check(m.buffer(), m.limit(), g.field2Length());
                v.setField2(g.field2());
                VarData.check(m.buffer(), m.limit(), g.field3Length());
                v.setField3(g.field3());
                VarData.check(m.buffer(), m.limit(), g.field4Length());
                v.setField4(g.field4());
                VarData.check(m.buffer(), m.limit(), g.field5Length());
                v.setField5(g.field5());
                VarData.check(m.buffer(), m.limit(), g.field6Length());
                v.setField6(g.field6());
                VarData.check(m.buffer(), m.limit(), g.field7Length());
                v.setField7(g.field7());
                VarData.check(m.buffer(), m.limit(), g.field8Length());
                v.setField8(g.field8());
                VarData.check(m.buffer(), m.limit(), g.field9Length());
                v.setField9(g.field9());
            });
        }
    };

    static final SbeMapping<Pojo1Mixed, Pojo1MixedEncoder, Pojo1MixedDecoder> MIXED = new SbeFields<>(Pojo1MixedEncoder::new, Pojo1MixedDecoder::new, Pojo1Mixed::new) {
        @Override
        public void write(Pojo1Mixed v, Pojo1MixedEncoder e) throws IOException {
            e
                    .field0(v.isField0() ? BooleanType.T : BooleanType.F)
                    .field1(v.getField1())
                    .field2(v.getField2())
                    .field3(v.getField3())
                    .field4(v.getField4());
        }

        @Override
        protected void fill(Pojo1MixedDecoder d, Pojo1Mixed v) throws IOException {
            v.setField0(d.field0() == BooleanType.T);
            v.setField1(d.field1());
            v.setField2(d.field2());
            v.setField3(d.field3());
            VarData.check(d.buffer(), d.limit(), d.field4Length());
            v.setField4(d.field4());
        }
    };
    static final SbeMapping<Batch<Pojo1Mixed>, Pojo1MixedBatchEncoder, Pojo1MixedBatchDecoder> MIXED_BATCH = new SbeFields<>(Pojo1MixedBatchEncoder::new, Pojo1MixedBatchDecoder::new, Batch::new) {
        @Override
        public void write(Batch<Pojo1Mixed> batch, Pojo1MixedBatchEncoder e) throws IOException {
            encodeItems(batch.getItems(), e.itemsCount(batch.getItems().size()), (v, g) -> g.next()
                    .field0(v.isField0() ? BooleanType.T : BooleanType.F)
                    .field1(v.getField1())
                    .field2(v.getField2())
                    .field3(v.getField3())
                    .field4(v.getField4()));
        }

        @Override
        protected void fill(Pojo1MixedBatchDecoder d, Batch<Pojo1Mixed> batch) throws IOException {
            Pojo1MixedBatchDecoder.ItemsDecoder items = d.items();
            decodeItems(d, items, items.count(), batch.getItems(), Pojo1Mixed::new, (m, g, v) -> {
                g.next();
                v.setField0(g.field0() == BooleanType.T);
                v.setField1(g.field1());
                v.setField2(g.field2());
                v.setField3(g.field3());
                VarData.check(m.buffer(), m.limit(), g.field4Length());
                v.setField4(g.field4());
            });
        }
    };

    /** Maps every RION model and its batch; the batch of one-long objects also reads its sum in place. */
    static void addTo(Mappings.Builder b, boolean header) {
        b.add(Models.RION_BOOLEAN1, () -> new SbeCodec<>(BOOLEAN1, header));
        b.add(Model.batchOf(Models.RION_BOOLEAN1), () -> new SbeCodec<>(BOOLEAN1_BATCH, header));
        b.add(Models.RION_LONG1, () -> new SbeCodec<>(LONG1, header));
        b.addAccess(Model.batchOf(Models.RION_LONG1), () -> new SbeAccessCodec(LONG1_BATCH, header));
        b.add(Models.RION_FLOAT1, () -> new SbeCodec<>(FLOAT1, header));
        b.add(Model.batchOf(Models.RION_FLOAT1), () -> new SbeCodec<>(FLOAT1_BATCH, header));
        b.add(Models.RION_DOUBLE1, () -> new SbeCodec<>(DOUBLE1, header));
        b.add(Model.batchOf(Models.RION_DOUBLE1), () -> new SbeCodec<>(DOUBLE1_BATCH, header));
        b.add(Models.RION_STRING1, () -> new SbeCodec<>(STRING1, header));
        b.add(Model.batchOf(Models.RION_STRING1), () -> new SbeCodec<>(STRING1_BATCH, header));
        b.add(Models.RION_BOOLEAN10, () -> new SbeCodec<>(BOOLEAN10, header));
        b.add(Model.batchOf(Models.RION_BOOLEAN10), () -> new SbeCodec<>(BOOLEAN10_BATCH, header));
        b.add(Models.RION_LONG10, () -> new SbeCodec<>(LONG10, header));
        b.add(Model.batchOf(Models.RION_LONG10), () -> new SbeCodec<>(LONG10_BATCH, header));
        b.add(Models.RION_FLOAT10, () -> new SbeCodec<>(FLOAT10, header));
        b.add(Model.batchOf(Models.RION_FLOAT10), () -> new SbeCodec<>(FLOAT10_BATCH, header));
        b.add(Models.RION_DOUBLE10, () -> new SbeCodec<>(DOUBLE10, header));
        b.add(Model.batchOf(Models.RION_DOUBLE10), () -> new SbeCodec<>(DOUBLE10_BATCH, header));
        b.add(Models.RION_STRING10, () -> new SbeCodec<>(STRING10, header));
        b.add(Model.batchOf(Models.RION_STRING10), () -> new SbeCodec<>(STRING10_BATCH, header));
        b.add(Models.RION_MIXED, () -> new SbeCodec<>(MIXED, header));
        b.add(Model.batchOf(Models.RION_MIXED), () -> new SbeCodec<>(MIXED_BATCH, header));
    }

    /** What writes one batch element as its group entry, moving the group to that entry first. */
    @FunctionalInterface
    interface ItemWriter<V, G> {
        void write(V value, G group);
    }

    /** What reads one group entry into an element, moving the group to that entry first; var data is checked against the message. */
    @FunctionalInterface
    interface ItemReader<M, G, V> {
        void read(M message, G group, V value);
    }

    /** Writes every element, in order, as one entry of the group already sized for them. */
    static <V, G> void encodeItems(List<V> items, G group, ItemWriter<V, G> write) {
        for (int i = 0, n = items.size(); i < n; i++) {
            write.write(items.get(i), group);
        }
    }

    /**
     * Reads every entry of the group into the list, refilling the elements it already holds and
     * adding the rest, then drops what it holds beyond the entries.
     */
    static <M, G, V> void decodeItems(M message, G group, int count, List<V> list, Supplier<V> create, ItemReader<M, G, V> read) {
        for (int i = 0; i < count; i++) {
            V v;
            if (i < list.size()) {
                v = list.get(i);
            } else {
                v = create.get();
                list.add(v);
            }
            read.read(message, group, v);
        }
        while (list.size() > count) {
            list.remove(list.size() - 1);
        }
    }
}
