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
import java.util.Map;
import java.util.function.Supplier;

/**
 * The RION matrix objects as SBE messages: fixed-size fields at fixed offsets (booleans as the
 * one-byte {@code BooleanType}), strings as variable-length data after them; and their batches as
 * a repeating group per object. A reused batch's elements are refilled in place.
 */
final class RionSbe {
    private RionSbe() {
    }

    static final Map<Model<?>, Supplier<SbeMapping<?, ?, ?>>> BY_MODEL = Map.ofEntries(
            Map.entry(Models.RION_BOOLEAN1, Pojo1BooleanSbe::new),
            Map.entry(Model.batchOf(Models.RION_BOOLEAN1), Pojo1BooleanBatchSbe::new),
            Map.entry(Models.RION_LONG1, Pojo1LongSbe::new),
            Map.entry(Model.batchOf(Models.RION_LONG1), Pojo1LongBatchSbe::new),
            Map.entry(Models.RION_FLOAT1, Pojo1FloatSbe::new),
            Map.entry(Model.batchOf(Models.RION_FLOAT1), Pojo1FloatBatchSbe::new),
            Map.entry(Models.RION_DOUBLE1, Pojo1DoubleSbe::new),
            Map.entry(Model.batchOf(Models.RION_DOUBLE1), Pojo1DoubleBatchSbe::new),
            Map.entry(Models.RION_STRING1, Pojo1StringSbe::new),
            Map.entry(Model.batchOf(Models.RION_STRING1), Pojo1StringBatchSbe::new),
            Map.entry(Models.RION_BOOLEAN10, Pojo10BooleanSbe::new),
            Map.entry(Model.batchOf(Models.RION_BOOLEAN10), Pojo10BooleanBatchSbe::new),
            Map.entry(Models.RION_LONG10, Pojo10LongSbe::new),
            Map.entry(Model.batchOf(Models.RION_LONG10), Pojo10LongBatchSbe::new),
            Map.entry(Models.RION_FLOAT10, Pojo10FloatSbe::new),
            Map.entry(Model.batchOf(Models.RION_FLOAT10), Pojo10FloatBatchSbe::new),
            Map.entry(Models.RION_DOUBLE10, Pojo10DoubleSbe::new),
            Map.entry(Model.batchOf(Models.RION_DOUBLE10), Pojo10DoubleBatchSbe::new),
            Map.entry(Models.RION_STRING10, Pojo10StringSbe::new),
            Map.entry(Model.batchOf(Models.RION_STRING10), Pojo10StringBatchSbe::new),
            Map.entry(Models.RION_MIXED, Pojo1MixedSbe::new),
            Map.entry(Model.batchOf(Models.RION_MIXED), Pojo1MixedBatchSbe::new));

    /** Drops what a reused list holds beyond the {@code size} elements just decoded. */
    static <E> void truncate(List<E> list, int size) {
        while (list.size() > size) {
            list.remove(list.size() - 1);
        }
    }

    private static final class Pojo1BooleanSbe implements SbeMapping<Pojo1Boolean, Pojo1BooleanEncoder, Pojo1BooleanDecoder> {
        @Override
        public Pojo1BooleanEncoder newEncoder() {
            return new Pojo1BooleanEncoder();
        }

        @Override
        public Pojo1BooleanDecoder newDecoder() {
            return new Pojo1BooleanDecoder();
        }

        @Override
        public void encode(Pojo1Boolean v, Pojo1BooleanEncoder e) {
            e.field0(v.isField0() ? BooleanType.T : BooleanType.F);
        }

        @Override
        public Pojo1Boolean decode(Pojo1BooleanDecoder d, Pojo1Boolean reuse) {
            Pojo1Boolean v = reuse != null ? reuse : new Pojo1Boolean();
            v.setField0(d.field0() == BooleanType.T);
            return v;
        }
    }

    private static final class Pojo1BooleanBatchSbe implements SbeMapping<Batch<Pojo1Boolean>, Pojo1BooleanBatchEncoder, Pojo1BooleanBatchDecoder> {
        @Override
        public Pojo1BooleanBatchEncoder newEncoder() {
            return new Pojo1BooleanBatchEncoder();
        }

        @Override
        public Pojo1BooleanBatchDecoder newDecoder() {
            return new Pojo1BooleanBatchDecoder();
        }

        @Override
        public void encode(Batch<Pojo1Boolean> batch, Pojo1BooleanBatchEncoder e) {
            List<Pojo1Boolean> list = batch.getItems();
            Pojo1BooleanBatchEncoder.ItemsEncoder g = e.itemsCount(list.size());
            for (int i = 0, n = list.size(); i < n; i++) {
                Pojo1Boolean v = list.get(i);
                g.next();
                g.field0(v.isField0() ? BooleanType.T : BooleanType.F);
            }
        }

        @Override
        public Batch<Pojo1Boolean> decode(Pojo1BooleanBatchDecoder d, Batch<Pojo1Boolean> reuse) {
            Batch<Pojo1Boolean> batch = reuse != null ? reuse : new Batch<>();
            List<Pojo1Boolean> list = batch.getItems();
            Pojo1BooleanBatchDecoder.ItemsDecoder g = d.items();
            int count = g.count();
            for (int i = 0; i < count; i++) {
                g.next();
                Pojo1Boolean v;
                if (i < list.size()) {
                    v = list.get(i);
                } else {
                    v = new Pojo1Boolean();
                    list.add(v);
                }
                v.setField0(g.field0() == BooleanType.T);
            }
            truncate(list, count);
            return batch;
        }
    }

    private static final class Pojo1LongSbe implements SbeMapping<Pojo1Long, Pojo1LongEncoder, Pojo1LongDecoder> {
        @Override
        public Pojo1LongEncoder newEncoder() {
            return new Pojo1LongEncoder();
        }

        @Override
        public Pojo1LongDecoder newDecoder() {
            return new Pojo1LongDecoder();
        }

        @Override
        public void encode(Pojo1Long v, Pojo1LongEncoder e) {
            e.field0(v.getField0());
        }

        @Override
        public Pojo1Long decode(Pojo1LongDecoder d, Pojo1Long reuse) {
            Pojo1Long v = reuse != null ? reuse : new Pojo1Long();
            v.setField0(d.field0());
            return v;
        }
    }

    private static final class Pojo1LongBatchSbe implements SbeMapping<Batch<Pojo1Long>, Pojo1LongBatchEncoder, Pojo1LongBatchDecoder> {
        @Override
        public Pojo1LongBatchEncoder newEncoder() {
            return new Pojo1LongBatchEncoder();
        }

        @Override
        public Pojo1LongBatchDecoder newDecoder() {
            return new Pojo1LongBatchDecoder();
        }

        @Override
        public void encode(Batch<Pojo1Long> batch, Pojo1LongBatchEncoder e) {
            List<Pojo1Long> list = batch.getItems();
            Pojo1LongBatchEncoder.ItemsEncoder g = e.itemsCount(list.size());
            for (int i = 0, n = list.size(); i < n; i++) {
                Pojo1Long v = list.get(i);
                g.next();
                g.field0(v.getField0());
            }
        }

        @Override
        public Batch<Pojo1Long> decode(Pojo1LongBatchDecoder d, Batch<Pojo1Long> reuse) {
            Batch<Pojo1Long> batch = reuse != null ? reuse : new Batch<>();
            List<Pojo1Long> list = batch.getItems();
            Pojo1LongBatchDecoder.ItemsDecoder g = d.items();
            int count = g.count();
            for (int i = 0; i < count; i++) {
                g.next();
                Pojo1Long v;
                if (i < list.size()) {
                    v = list.get(i);
                } else {
                    v = new Pojo1Long();
                    list.add(v);
                }
                v.setField0(g.field0());
            }
            truncate(list, count);
            return batch;
        }
    }

    private static final class Pojo1FloatSbe implements SbeMapping<Pojo1Float, Pojo1FloatEncoder, Pojo1FloatDecoder> {
        @Override
        public Pojo1FloatEncoder newEncoder() {
            return new Pojo1FloatEncoder();
        }

        @Override
        public Pojo1FloatDecoder newDecoder() {
            return new Pojo1FloatDecoder();
        }

        @Override
        public void encode(Pojo1Float v, Pojo1FloatEncoder e) {
            e.field0(v.getField0());
        }

        @Override
        public Pojo1Float decode(Pojo1FloatDecoder d, Pojo1Float reuse) {
            Pojo1Float v = reuse != null ? reuse : new Pojo1Float();
            v.setField0(d.field0());
            return v;
        }
    }

    private static final class Pojo1FloatBatchSbe implements SbeMapping<Batch<Pojo1Float>, Pojo1FloatBatchEncoder, Pojo1FloatBatchDecoder> {
        @Override
        public Pojo1FloatBatchEncoder newEncoder() {
            return new Pojo1FloatBatchEncoder();
        }

        @Override
        public Pojo1FloatBatchDecoder newDecoder() {
            return new Pojo1FloatBatchDecoder();
        }

        @Override
        public void encode(Batch<Pojo1Float> batch, Pojo1FloatBatchEncoder e) {
            List<Pojo1Float> list = batch.getItems();
            Pojo1FloatBatchEncoder.ItemsEncoder g = e.itemsCount(list.size());
            for (int i = 0, n = list.size(); i < n; i++) {
                Pojo1Float v = list.get(i);
                g.next();
                g.field0(v.getField0());
            }
        }

        @Override
        public Batch<Pojo1Float> decode(Pojo1FloatBatchDecoder d, Batch<Pojo1Float> reuse) {
            Batch<Pojo1Float> batch = reuse != null ? reuse : new Batch<>();
            List<Pojo1Float> list = batch.getItems();
            Pojo1FloatBatchDecoder.ItemsDecoder g = d.items();
            int count = g.count();
            for (int i = 0; i < count; i++) {
                g.next();
                Pojo1Float v;
                if (i < list.size()) {
                    v = list.get(i);
                } else {
                    v = new Pojo1Float();
                    list.add(v);
                }
                v.setField0(g.field0());
            }
            truncate(list, count);
            return batch;
        }
    }

    private static final class Pojo1DoubleSbe implements SbeMapping<Pojo1Double, Pojo1DoubleEncoder, Pojo1DoubleDecoder> {
        @Override
        public Pojo1DoubleEncoder newEncoder() {
            return new Pojo1DoubleEncoder();
        }

        @Override
        public Pojo1DoubleDecoder newDecoder() {
            return new Pojo1DoubleDecoder();
        }

        @Override
        public void encode(Pojo1Double v, Pojo1DoubleEncoder e) {
            e.field0(v.getField0());
        }

        @Override
        public Pojo1Double decode(Pojo1DoubleDecoder d, Pojo1Double reuse) {
            Pojo1Double v = reuse != null ? reuse : new Pojo1Double();
            v.setField0(d.field0());
            return v;
        }
    }

    private static final class Pojo1DoubleBatchSbe implements SbeMapping<Batch<Pojo1Double>, Pojo1DoubleBatchEncoder, Pojo1DoubleBatchDecoder> {
        @Override
        public Pojo1DoubleBatchEncoder newEncoder() {
            return new Pojo1DoubleBatchEncoder();
        }

        @Override
        public Pojo1DoubleBatchDecoder newDecoder() {
            return new Pojo1DoubleBatchDecoder();
        }

        @Override
        public void encode(Batch<Pojo1Double> batch, Pojo1DoubleBatchEncoder e) {
            List<Pojo1Double> list = batch.getItems();
            Pojo1DoubleBatchEncoder.ItemsEncoder g = e.itemsCount(list.size());
            for (int i = 0, n = list.size(); i < n; i++) {
                Pojo1Double v = list.get(i);
                g.next();
                g.field0(v.getField0());
            }
        }

        @Override
        public Batch<Pojo1Double> decode(Pojo1DoubleBatchDecoder d, Batch<Pojo1Double> reuse) {
            Batch<Pojo1Double> batch = reuse != null ? reuse : new Batch<>();
            List<Pojo1Double> list = batch.getItems();
            Pojo1DoubleBatchDecoder.ItemsDecoder g = d.items();
            int count = g.count();
            for (int i = 0; i < count; i++) {
                g.next();
                Pojo1Double v;
                if (i < list.size()) {
                    v = list.get(i);
                } else {
                    v = new Pojo1Double();
                    list.add(v);
                }
                v.setField0(g.field0());
            }
            truncate(list, count);
            return batch;
        }
    }

    private static final class Pojo1StringSbe implements SbeMapping<Pojo1String, Pojo1StringEncoder, Pojo1StringDecoder> {
        @Override
        public Pojo1StringEncoder newEncoder() {
            return new Pojo1StringEncoder();
        }

        @Override
        public Pojo1StringDecoder newDecoder() {
            return new Pojo1StringDecoder();
        }

        @Override
        public void encode(Pojo1String v, Pojo1StringEncoder e) {
            e.field0(v.getField0());
        }

        @Override
        public Pojo1String decode(Pojo1StringDecoder d, Pojo1String reuse) {
            Pojo1String v = reuse != null ? reuse : new Pojo1String();
            VarData.check(d.buffer(), d.limit(), d.field0Length());
            v.setField0(d.field0());
            return v;
        }
    }

    private static final class Pojo1StringBatchSbe implements SbeMapping<Batch<Pojo1String>, Pojo1StringBatchEncoder, Pojo1StringBatchDecoder> {
        @Override
        public Pojo1StringBatchEncoder newEncoder() {
            return new Pojo1StringBatchEncoder();
        }

        @Override
        public Pojo1StringBatchDecoder newDecoder() {
            return new Pojo1StringBatchDecoder();
        }

        @Override
        public void encode(Batch<Pojo1String> batch, Pojo1StringBatchEncoder e) {
            List<Pojo1String> list = batch.getItems();
            Pojo1StringBatchEncoder.ItemsEncoder g = e.itemsCount(list.size());
            for (int i = 0, n = list.size(); i < n; i++) {
                Pojo1String v = list.get(i);
                g.next();
                g.field0(v.getField0());
            }
        }

        @Override
        public Batch<Pojo1String> decode(Pojo1StringBatchDecoder d, Batch<Pojo1String> reuse) {
            Batch<Pojo1String> batch = reuse != null ? reuse : new Batch<>();
            List<Pojo1String> list = batch.getItems();
            Pojo1StringBatchDecoder.ItemsDecoder g = d.items();
            int count = g.count();
            for (int i = 0; i < count; i++) {
                g.next();
                Pojo1String v;
                if (i < list.size()) {
                    v = list.get(i);
                } else {
                    v = new Pojo1String();
                    list.add(v);
                }
                VarData.check(d.buffer(), d.limit(), g.field0Length());
                v.setField0(g.field0());
            }
            truncate(list, count);
            return batch;
        }
    }

    private static final class Pojo10BooleanSbe implements SbeMapping<Pojo10Boolean, Pojo10BooleanEncoder, Pojo10BooleanDecoder> {
        @Override
        public Pojo10BooleanEncoder newEncoder() {
            return new Pojo10BooleanEncoder();
        }

        @Override
        public Pojo10BooleanDecoder newDecoder() {
            return new Pojo10BooleanDecoder();
        }

        @Override
        public void encode(Pojo10Boolean v, Pojo10BooleanEncoder e) {
            e.field0(v.isField0() ? BooleanType.T : BooleanType.F);
            e.field1(v.isField1() ? BooleanType.T : BooleanType.F);
            e.field2(v.isField2() ? BooleanType.T : BooleanType.F);
            e.field3(v.isField3() ? BooleanType.T : BooleanType.F);
            e.field4(v.isField4() ? BooleanType.T : BooleanType.F);
            e.field5(v.isField5() ? BooleanType.T : BooleanType.F);
            e.field6(v.isField6() ? BooleanType.T : BooleanType.F);
            e.field7(v.isField7() ? BooleanType.T : BooleanType.F);
            e.field8(v.isField8() ? BooleanType.T : BooleanType.F);
            e.field9(v.isField9() ? BooleanType.T : BooleanType.F);
        }

        @Override
        public Pojo10Boolean decode(Pojo10BooleanDecoder d, Pojo10Boolean reuse) {
            Pojo10Boolean v = reuse != null ? reuse : new Pojo10Boolean();
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
            return v;
        }
    }

    private static final class Pojo10BooleanBatchSbe implements SbeMapping<Batch<Pojo10Boolean>, Pojo10BooleanBatchEncoder, Pojo10BooleanBatchDecoder> {
        @Override
        public Pojo10BooleanBatchEncoder newEncoder() {
            return new Pojo10BooleanBatchEncoder();
        }

        @Override
        public Pojo10BooleanBatchDecoder newDecoder() {
            return new Pojo10BooleanBatchDecoder();
        }

        @Override
        public void encode(Batch<Pojo10Boolean> batch, Pojo10BooleanBatchEncoder e) {
            List<Pojo10Boolean> list = batch.getItems();
            Pojo10BooleanBatchEncoder.ItemsEncoder g = e.itemsCount(list.size());
            for (int i = 0, n = list.size(); i < n; i++) {
                Pojo10Boolean v = list.get(i);
                g.next();
                g.field0(v.isField0() ? BooleanType.T : BooleanType.F);
                g.field1(v.isField1() ? BooleanType.T : BooleanType.F);
                g.field2(v.isField2() ? BooleanType.T : BooleanType.F);
                g.field3(v.isField3() ? BooleanType.T : BooleanType.F);
                g.field4(v.isField4() ? BooleanType.T : BooleanType.F);
                g.field5(v.isField5() ? BooleanType.T : BooleanType.F);
                g.field6(v.isField6() ? BooleanType.T : BooleanType.F);
                g.field7(v.isField7() ? BooleanType.T : BooleanType.F);
                g.field8(v.isField8() ? BooleanType.T : BooleanType.F);
                g.field9(v.isField9() ? BooleanType.T : BooleanType.F);
            }
        }

        @Override
        public Batch<Pojo10Boolean> decode(Pojo10BooleanBatchDecoder d, Batch<Pojo10Boolean> reuse) {
            Batch<Pojo10Boolean> batch = reuse != null ? reuse : new Batch<>();
            List<Pojo10Boolean> list = batch.getItems();
            Pojo10BooleanBatchDecoder.ItemsDecoder g = d.items();
            int count = g.count();
            for (int i = 0; i < count; i++) {
                g.next();
                Pojo10Boolean v;
                if (i < list.size()) {
                    v = list.get(i);
                } else {
                    v = new Pojo10Boolean();
                    list.add(v);
                }
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
            }
            truncate(list, count);
            return batch;
        }
    }

    private static final class Pojo10LongSbe implements SbeMapping<Pojo10Long, Pojo10LongEncoder, Pojo10LongDecoder> {
        @Override
        public Pojo10LongEncoder newEncoder() {
            return new Pojo10LongEncoder();
        }

        @Override
        public Pojo10LongDecoder newDecoder() {
            return new Pojo10LongDecoder();
        }

        @Override
        public void encode(Pojo10Long v, Pojo10LongEncoder e) {
            e.field0(v.getField0());
            e.field1(v.getField1());
            e.field2(v.getField2());
            e.field3(v.getField3());
            e.field4(v.getField4());
            e.field5(v.getField5());
            e.field6(v.getField6());
            e.field7(v.getField7());
            e.field8(v.getField8());
            e.field9(v.getField9());
        }

        @Override
        public Pojo10Long decode(Pojo10LongDecoder d, Pojo10Long reuse) {
            Pojo10Long v = reuse != null ? reuse : new Pojo10Long();
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
            return v;
        }
    }

    private static final class Pojo10LongBatchSbe implements SbeMapping<Batch<Pojo10Long>, Pojo10LongBatchEncoder, Pojo10LongBatchDecoder> {
        @Override
        public Pojo10LongBatchEncoder newEncoder() {
            return new Pojo10LongBatchEncoder();
        }

        @Override
        public Pojo10LongBatchDecoder newDecoder() {
            return new Pojo10LongBatchDecoder();
        }

        @Override
        public void encode(Batch<Pojo10Long> batch, Pojo10LongBatchEncoder e) {
            List<Pojo10Long> list = batch.getItems();
            Pojo10LongBatchEncoder.ItemsEncoder g = e.itemsCount(list.size());
            for (int i = 0, n = list.size(); i < n; i++) {
                Pojo10Long v = list.get(i);
                g.next();
                g.field0(v.getField0());
                g.field1(v.getField1());
                g.field2(v.getField2());
                g.field3(v.getField3());
                g.field4(v.getField4());
                g.field5(v.getField5());
                g.field6(v.getField6());
                g.field7(v.getField7());
                g.field8(v.getField8());
                g.field9(v.getField9());
            }
        }

        @Override
        public Batch<Pojo10Long> decode(Pojo10LongBatchDecoder d, Batch<Pojo10Long> reuse) {
            Batch<Pojo10Long> batch = reuse != null ? reuse : new Batch<>();
            List<Pojo10Long> list = batch.getItems();
            Pojo10LongBatchDecoder.ItemsDecoder g = d.items();
            int count = g.count();
            for (int i = 0; i < count; i++) {
                g.next();
                Pojo10Long v;
                if (i < list.size()) {
                    v = list.get(i);
                } else {
                    v = new Pojo10Long();
                    list.add(v);
                }
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
            }
            truncate(list, count);
            return batch;
        }
    }

    private static final class Pojo10FloatSbe implements SbeMapping<Pojo10Float, Pojo10FloatEncoder, Pojo10FloatDecoder> {
        @Override
        public Pojo10FloatEncoder newEncoder() {
            return new Pojo10FloatEncoder();
        }

        @Override
        public Pojo10FloatDecoder newDecoder() {
            return new Pojo10FloatDecoder();
        }

        @Override
        public void encode(Pojo10Float v, Pojo10FloatEncoder e) {
            e.field0(v.getField0());
            e.field1(v.getField1());
            e.field2(v.getField2());
            e.field3(v.getField3());
            e.field4(v.getField4());
            e.field5(v.getField5());
            e.field6(v.getField6());
            e.field7(v.getField7());
            e.field8(v.getField8());
            e.field9(v.getField9());
        }

        @Override
        public Pojo10Float decode(Pojo10FloatDecoder d, Pojo10Float reuse) {
            Pojo10Float v = reuse != null ? reuse : new Pojo10Float();
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
            return v;
        }
    }

    private static final class Pojo10FloatBatchSbe implements SbeMapping<Batch<Pojo10Float>, Pojo10FloatBatchEncoder, Pojo10FloatBatchDecoder> {
        @Override
        public Pojo10FloatBatchEncoder newEncoder() {
            return new Pojo10FloatBatchEncoder();
        }

        @Override
        public Pojo10FloatBatchDecoder newDecoder() {
            return new Pojo10FloatBatchDecoder();
        }

        @Override
        public void encode(Batch<Pojo10Float> batch, Pojo10FloatBatchEncoder e) {
            List<Pojo10Float> list = batch.getItems();
            Pojo10FloatBatchEncoder.ItemsEncoder g = e.itemsCount(list.size());
            for (int i = 0, n = list.size(); i < n; i++) {
                Pojo10Float v = list.get(i);
                g.next();
                g.field0(v.getField0());
                g.field1(v.getField1());
                g.field2(v.getField2());
                g.field3(v.getField3());
                g.field4(v.getField4());
                g.field5(v.getField5());
                g.field6(v.getField6());
                g.field7(v.getField7());
                g.field8(v.getField8());
                g.field9(v.getField9());
            }
        }

        @Override
        public Batch<Pojo10Float> decode(Pojo10FloatBatchDecoder d, Batch<Pojo10Float> reuse) {
            Batch<Pojo10Float> batch = reuse != null ? reuse : new Batch<>();
            List<Pojo10Float> list = batch.getItems();
            Pojo10FloatBatchDecoder.ItemsDecoder g = d.items();
            int count = g.count();
            for (int i = 0; i < count; i++) {
                g.next();
                Pojo10Float v;
                if (i < list.size()) {
                    v = list.get(i);
                } else {
                    v = new Pojo10Float();
                    list.add(v);
                }
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
            }
            truncate(list, count);
            return batch;
        }
    }

    private static final class Pojo10DoubleSbe implements SbeMapping<Pojo10Double, Pojo10DoubleEncoder, Pojo10DoubleDecoder> {
        @Override
        public Pojo10DoubleEncoder newEncoder() {
            return new Pojo10DoubleEncoder();
        }

        @Override
        public Pojo10DoubleDecoder newDecoder() {
            return new Pojo10DoubleDecoder();
        }

        @Override
        public void encode(Pojo10Double v, Pojo10DoubleEncoder e) {
            e.field0(v.getField0());
            e.field1(v.getField1());
            e.field2(v.getField2());
            e.field3(v.getField3());
            e.field4(v.getField4());
            e.field5(v.getField5());
            e.field6(v.getField6());
            e.field7(v.getField7());
            e.field8(v.getField8());
            e.field9(v.getField9());
        }

        @Override
        public Pojo10Double decode(Pojo10DoubleDecoder d, Pojo10Double reuse) {
            Pojo10Double v = reuse != null ? reuse : new Pojo10Double();
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
            return v;
        }
    }

    private static final class Pojo10DoubleBatchSbe implements SbeMapping<Batch<Pojo10Double>, Pojo10DoubleBatchEncoder, Pojo10DoubleBatchDecoder> {
        @Override
        public Pojo10DoubleBatchEncoder newEncoder() {
            return new Pojo10DoubleBatchEncoder();
        }

        @Override
        public Pojo10DoubleBatchDecoder newDecoder() {
            return new Pojo10DoubleBatchDecoder();
        }

        @Override
        public void encode(Batch<Pojo10Double> batch, Pojo10DoubleBatchEncoder e) {
            List<Pojo10Double> list = batch.getItems();
            Pojo10DoubleBatchEncoder.ItemsEncoder g = e.itemsCount(list.size());
            for (int i = 0, n = list.size(); i < n; i++) {
                Pojo10Double v = list.get(i);
                g.next();
                g.field0(v.getField0());
                g.field1(v.getField1());
                g.field2(v.getField2());
                g.field3(v.getField3());
                g.field4(v.getField4());
                g.field5(v.getField5());
                g.field6(v.getField6());
                g.field7(v.getField7());
                g.field8(v.getField8());
                g.field9(v.getField9());
            }
        }

        @Override
        public Batch<Pojo10Double> decode(Pojo10DoubleBatchDecoder d, Batch<Pojo10Double> reuse) {
            Batch<Pojo10Double> batch = reuse != null ? reuse : new Batch<>();
            List<Pojo10Double> list = batch.getItems();
            Pojo10DoubleBatchDecoder.ItemsDecoder g = d.items();
            int count = g.count();
            for (int i = 0; i < count; i++) {
                g.next();
                Pojo10Double v;
                if (i < list.size()) {
                    v = list.get(i);
                } else {
                    v = new Pojo10Double();
                    list.add(v);
                }
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
            }
            truncate(list, count);
            return batch;
        }
    }

    private static final class Pojo10StringSbe implements SbeMapping<Pojo10String, Pojo10StringEncoder, Pojo10StringDecoder> {
        @Override
        public Pojo10StringEncoder newEncoder() {
            return new Pojo10StringEncoder();
        }

        @Override
        public Pojo10StringDecoder newDecoder() {
            return new Pojo10StringDecoder();
        }

        @Override
        public void encode(Pojo10String v, Pojo10StringEncoder e) {
            e.field0(v.getField0());
            e.field1(v.getField1());
            e.field2(v.getField2());
            e.field3(v.getField3());
            e.field4(v.getField4());
            e.field5(v.getField5());
            e.field6(v.getField6());
            e.field7(v.getField7());
            e.field8(v.getField8());
            e.field9(v.getField9());
        }

        @Override
        public Pojo10String decode(Pojo10StringDecoder d, Pojo10String reuse) {
            Pojo10String v = reuse != null ? reuse : new Pojo10String();
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
            return v;
        }
    }

    private static final class Pojo10StringBatchSbe implements SbeMapping<Batch<Pojo10String>, Pojo10StringBatchEncoder, Pojo10StringBatchDecoder> {
        @Override
        public Pojo10StringBatchEncoder newEncoder() {
            return new Pojo10StringBatchEncoder();
        }

        @Override
        public Pojo10StringBatchDecoder newDecoder() {
            return new Pojo10StringBatchDecoder();
        }

        @Override
        public void encode(Batch<Pojo10String> batch, Pojo10StringBatchEncoder e) {
            List<Pojo10String> list = batch.getItems();
            Pojo10StringBatchEncoder.ItemsEncoder g = e.itemsCount(list.size());
            for (int i = 0, n = list.size(); i < n; i++) {
                Pojo10String v = list.get(i);
                g.next();
                g.field0(v.getField0());
                g.field1(v.getField1());
                g.field2(v.getField2());
                g.field3(v.getField3());
                g.field4(v.getField4());
                g.field5(v.getField5());
                g.field6(v.getField6());
                g.field7(v.getField7());
                g.field8(v.getField8());
                g.field9(v.getField9());
            }
        }

        @Override
        public Batch<Pojo10String> decode(Pojo10StringBatchDecoder d, Batch<Pojo10String> reuse) {
            Batch<Pojo10String> batch = reuse != null ? reuse : new Batch<>();
            List<Pojo10String> list = batch.getItems();
            Pojo10StringBatchDecoder.ItemsDecoder g = d.items();
            int count = g.count();
            for (int i = 0; i < count; i++) {
                g.next();
                Pojo10String v;
                if (i < list.size()) {
                    v = list.get(i);
                } else {
                    v = new Pojo10String();
                    list.add(v);
                }
                VarData.check(d.buffer(), d.limit(), g.field0Length());
                v.setField0(g.field0());
                VarData.check(d.buffer(), d.limit(), g.field1Length());
                v.setField1(g.field1());
                VarData.check(d.buffer(), d.limit(), g.field2Length());
                v.setField2(g.field2());
                VarData.check(d.buffer(), d.limit(), g.field3Length());
                v.setField3(g.field3());
                VarData.check(d.buffer(), d.limit(), g.field4Length());
                v.setField4(g.field4());
                VarData.check(d.buffer(), d.limit(), g.field5Length());
                v.setField5(g.field5());
                VarData.check(d.buffer(), d.limit(), g.field6Length());
                v.setField6(g.field6());
                VarData.check(d.buffer(), d.limit(), g.field7Length());
                v.setField7(g.field7());
                VarData.check(d.buffer(), d.limit(), g.field8Length());
                v.setField8(g.field8());
                VarData.check(d.buffer(), d.limit(), g.field9Length());
                v.setField9(g.field9());
            }
            truncate(list, count);
            return batch;
        }
    }

    private static final class Pojo1MixedSbe implements SbeMapping<Pojo1Mixed, Pojo1MixedEncoder, Pojo1MixedDecoder> {
        @Override
        public Pojo1MixedEncoder newEncoder() {
            return new Pojo1MixedEncoder();
        }

        @Override
        public Pojo1MixedDecoder newDecoder() {
            return new Pojo1MixedDecoder();
        }

        @Override
        public void encode(Pojo1Mixed v, Pojo1MixedEncoder e) {
            e.field0(v.isField0() ? BooleanType.T : BooleanType.F);
            e.field1(v.getField1());
            e.field2(v.getField2());
            e.field3(v.getField3());
            e.field4(v.getField4());
        }

        @Override
        public Pojo1Mixed decode(Pojo1MixedDecoder d, Pojo1Mixed reuse) {
            Pojo1Mixed v = reuse != null ? reuse : new Pojo1Mixed();
            v.setField0(d.field0() == BooleanType.T);
            v.setField1(d.field1());
            v.setField2(d.field2());
            v.setField3(d.field3());
            VarData.check(d.buffer(), d.limit(), d.field4Length());
            v.setField4(d.field4());
            return v;
        }
    }

    private static final class Pojo1MixedBatchSbe implements SbeMapping<Batch<Pojo1Mixed>, Pojo1MixedBatchEncoder, Pojo1MixedBatchDecoder> {
        @Override
        public Pojo1MixedBatchEncoder newEncoder() {
            return new Pojo1MixedBatchEncoder();
        }

        @Override
        public Pojo1MixedBatchDecoder newDecoder() {
            return new Pojo1MixedBatchDecoder();
        }

        @Override
        public void encode(Batch<Pojo1Mixed> batch, Pojo1MixedBatchEncoder e) {
            List<Pojo1Mixed> list = batch.getItems();
            Pojo1MixedBatchEncoder.ItemsEncoder g = e.itemsCount(list.size());
            for (int i = 0, n = list.size(); i < n; i++) {
                Pojo1Mixed v = list.get(i);
                g.next();
                g.field0(v.isField0() ? BooleanType.T : BooleanType.F);
                g.field1(v.getField1());
                g.field2(v.getField2());
                g.field3(v.getField3());
                g.field4(v.getField4());
            }
        }

        @Override
        public Batch<Pojo1Mixed> decode(Pojo1MixedBatchDecoder d, Batch<Pojo1Mixed> reuse) {
            Batch<Pojo1Mixed> batch = reuse != null ? reuse : new Batch<>();
            List<Pojo1Mixed> list = batch.getItems();
            Pojo1MixedBatchDecoder.ItemsDecoder g = d.items();
            int count = g.count();
            for (int i = 0; i < count; i++) {
                g.next();
                Pojo1Mixed v;
                if (i < list.size()) {
                    v = list.get(i);
                } else {
                    v = new Pojo1Mixed();
                    list.add(v);
                }
                v.setField0(g.field0() == BooleanType.T);
                v.setField1(g.field1());
                v.setField2(g.field2());
                v.setField3(g.field3());
                VarData.check(d.buffer(), d.limit(), g.field4Length());
                v.setField4(g.field4());
            }
            truncate(list, count);
            return batch;
        }
    }
}
