package io.wirebench.adapters.chronicle;

import io.wirebench.adapters.chronicle.Keys.FieldKey;
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
import io.wirebench.core.model.Model;
import io.wirebench.core.model.Models;
import net.openhft.chronicle.wire.WireIn;
import net.openhft.chronicle.wire.WireOut;

/**
 * The RION matrix models, field by field with the wire's own encoding for each Java type, keys
 * {@code field0} … {@code field9}. Text is read through the codec's {@link Values}.
 */
final class RionMarshallers {
    private RionMarshallers() {
    }

    /** The marshaller of a flat RION model, or null when {@code model} is not one. */
    static FlatMarshaller<?> of(Model<?> model, Values values) {
        if (model.equals(Models.RION_BOOLEAN1)) {
            return new Boolean1();
        }
        if (model.equals(Models.RION_LONG1)) {
            return new Long1();
        }
        if (model.equals(Models.RION_FLOAT1)) {
            return new Float1(values);
        }
        if (model.equals(Models.RION_DOUBLE1)) {
            return new Double1(values);
        }
        if (model.equals(Models.RION_STRING1)) {
            return new String1(values);
        }
        if (model.equals(Models.RION_BOOLEAN10)) {
            return new Boolean10();
        }
        if (model.equals(Models.RION_LONG10)) {
            return new Long10();
        }
        if (model.equals(Models.RION_FLOAT10)) {
            return new Float10(values);
        }
        if (model.equals(Models.RION_DOUBLE10)) {
            return new Double10(values);
        }
        if (model.equals(Models.RION_STRING10)) {
            return new String10(values);
        }
        if (model.equals(Models.RION_MIXED)) {
            return new Mixed(values);
        }
        return null;
    }

    static final class Boolean1 extends FlatMarshaller<Pojo1Boolean> {
        @Override
        public void write(WireOut wire, Pojo1Boolean m) {
            wire.write(FieldKey.field0).bool(m.isField0());
        }

        @Override
        Pojo1Boolean create() {
            return new Pojo1Boolean();
        }

        @Override
        void fill(WireIn wire, Pojo1Boolean m) {
            m.setField0(wire.read(FieldKey.field0).bool());
        }
    }

    static final class Long1 extends FlatMarshaller<Pojo1Long> {
        @Override
        public void write(WireOut wire, Pojo1Long m) {
            wire.write(FieldKey.field0).int64(m.getField0());
        }

        @Override
        Pojo1Long create() {
            return new Pojo1Long();
        }

        @Override
        void fill(WireIn wire, Pojo1Long m) {
            m.setField0(wire.read(FieldKey.field0).int64());
        }
    }

    static final class Float1 extends FlatMarshaller<Pojo1Float> {
        private final Values values;

        Float1(Values values) {
            this.values = values;
        }

        @Override
        public void write(WireOut wire, Pojo1Float m) {
            wire.write(FieldKey.field0).float32(values.f32(m.getField0()));
        }

        @Override
        Pojo1Float create() {
            return new Pojo1Float();
        }

        @Override
        void fill(WireIn wire, Pojo1Float m) {
            m.setField0(wire.read(FieldKey.field0).float32());
        }
    }

    static final class Double1 extends FlatMarshaller<Pojo1Double> {
        private final Values values;

        Double1(Values values) {
            this.values = values;
        }

        @Override
        public void write(WireOut wire, Pojo1Double m) {
            wire.write(FieldKey.field0).float64(values.f64(m.getField0()));
        }

        @Override
        Pojo1Double create() {
            return new Pojo1Double();
        }

        @Override
        void fill(WireIn wire, Pojo1Double m) {
            m.setField0(wire.read(FieldKey.field0).float64());
        }
    }

    static final class String1 extends FlatMarshaller<Pojo1String> {
        private final Values values;

        String1(Values values) {
            this.values = values;
        }

        @Override
        public void write(WireOut wire, Pojo1String m) {
            wire.write(FieldKey.field0).text(m.getField0());
        }

        @Override
        Pojo1String create() {
            return new Pojo1String();
        }

        @Override
        void fill(WireIn wire, Pojo1String m) {
            m.setField0(values.text(wire.read(FieldKey.field0)));
        }
    }

    static final class Boolean10 extends FlatMarshaller<Pojo10Boolean> {
        @Override
        public void write(WireOut wire, Pojo10Boolean m) {
            wire.write(FieldKey.field0).bool(m.isField0());
            wire.write(FieldKey.field1).bool(m.isField1());
            wire.write(FieldKey.field2).bool(m.isField2());
            wire.write(FieldKey.field3).bool(m.isField3());
            wire.write(FieldKey.field4).bool(m.isField4());
            wire.write(FieldKey.field5).bool(m.isField5());
            wire.write(FieldKey.field6).bool(m.isField6());
            wire.write(FieldKey.field7).bool(m.isField7());
            wire.write(FieldKey.field8).bool(m.isField8());
            wire.write(FieldKey.field9).bool(m.isField9());
        }

        @Override
        Pojo10Boolean create() {
            return new Pojo10Boolean();
        }

        @Override
        void fill(WireIn wire, Pojo10Boolean m) {
            m.setField0(wire.read(FieldKey.field0).bool());
            m.setField1(wire.read(FieldKey.field1).bool());
            m.setField2(wire.read(FieldKey.field2).bool());
            m.setField3(wire.read(FieldKey.field3).bool());
            m.setField4(wire.read(FieldKey.field4).bool());
            m.setField5(wire.read(FieldKey.field5).bool());
            m.setField6(wire.read(FieldKey.field6).bool());
            m.setField7(wire.read(FieldKey.field7).bool());
            m.setField8(wire.read(FieldKey.field8).bool());
            m.setField9(wire.read(FieldKey.field9).bool());
        }
    }

    static final class Long10 extends FlatMarshaller<Pojo10Long> {
        @Override
        public void write(WireOut wire, Pojo10Long m) {
            wire.write(FieldKey.field0).int64(m.getField0());
            wire.write(FieldKey.field1).int64(m.getField1());
            wire.write(FieldKey.field2).int64(m.getField2());
            wire.write(FieldKey.field3).int64(m.getField3());
            wire.write(FieldKey.field4).int64(m.getField4());
            wire.write(FieldKey.field5).int64(m.getField5());
            wire.write(FieldKey.field6).int64(m.getField6());
            wire.write(FieldKey.field7).int64(m.getField7());
            wire.write(FieldKey.field8).int64(m.getField8());
            wire.write(FieldKey.field9).int64(m.getField9());
        }

        @Override
        Pojo10Long create() {
            return new Pojo10Long();
        }

        @Override
        void fill(WireIn wire, Pojo10Long m) {
            m.setField0(wire.read(FieldKey.field0).int64());
            m.setField1(wire.read(FieldKey.field1).int64());
            m.setField2(wire.read(FieldKey.field2).int64());
            m.setField3(wire.read(FieldKey.field3).int64());
            m.setField4(wire.read(FieldKey.field4).int64());
            m.setField5(wire.read(FieldKey.field5).int64());
            m.setField6(wire.read(FieldKey.field6).int64());
            m.setField7(wire.read(FieldKey.field7).int64());
            m.setField8(wire.read(FieldKey.field8).int64());
            m.setField9(wire.read(FieldKey.field9).int64());
        }
    }

    static final class Float10 extends FlatMarshaller<Pojo10Float> {
        private final Values values;

        Float10(Values values) {
            this.values = values;
        }

        @Override
        public void write(WireOut wire, Pojo10Float m) {
            wire.write(FieldKey.field0).float32(values.f32(m.getField0()));
            wire.write(FieldKey.field1).float32(values.f32(m.getField1()));
            wire.write(FieldKey.field2).float32(values.f32(m.getField2()));
            wire.write(FieldKey.field3).float32(values.f32(m.getField3()));
            wire.write(FieldKey.field4).float32(values.f32(m.getField4()));
            wire.write(FieldKey.field5).float32(values.f32(m.getField5()));
            wire.write(FieldKey.field6).float32(values.f32(m.getField6()));
            wire.write(FieldKey.field7).float32(values.f32(m.getField7()));
            wire.write(FieldKey.field8).float32(values.f32(m.getField8()));
            wire.write(FieldKey.field9).float32(values.f32(m.getField9()));
        }

        @Override
        Pojo10Float create() {
            return new Pojo10Float();
        }

        @Override
        void fill(WireIn wire, Pojo10Float m) {
            m.setField0(wire.read(FieldKey.field0).float32());
            m.setField1(wire.read(FieldKey.field1).float32());
            m.setField2(wire.read(FieldKey.field2).float32());
            m.setField3(wire.read(FieldKey.field3).float32());
            m.setField4(wire.read(FieldKey.field4).float32());
            m.setField5(wire.read(FieldKey.field5).float32());
            m.setField6(wire.read(FieldKey.field6).float32());
            m.setField7(wire.read(FieldKey.field7).float32());
            m.setField8(wire.read(FieldKey.field8).float32());
            m.setField9(wire.read(FieldKey.field9).float32());
        }
    }

    static final class Double10 extends FlatMarshaller<Pojo10Double> {
        private final Values values;

        Double10(Values values) {
            this.values = values;
        }

        @Override
        public void write(WireOut wire, Pojo10Double m) {
            wire.write(FieldKey.field0).float64(values.f64(m.getField0()));
            wire.write(FieldKey.field1).float64(values.f64(m.getField1()));
            wire.write(FieldKey.field2).float64(values.f64(m.getField2()));
            wire.write(FieldKey.field3).float64(values.f64(m.getField3()));
            wire.write(FieldKey.field4).float64(values.f64(m.getField4()));
            wire.write(FieldKey.field5).float64(values.f64(m.getField5()));
            wire.write(FieldKey.field6).float64(values.f64(m.getField6()));
            wire.write(FieldKey.field7).float64(values.f64(m.getField7()));
            wire.write(FieldKey.field8).float64(values.f64(m.getField8()));
            wire.write(FieldKey.field9).float64(values.f64(m.getField9()));
        }

        @Override
        Pojo10Double create() {
            return new Pojo10Double();
        }

        @Override
        void fill(WireIn wire, Pojo10Double m) {
            m.setField0(wire.read(FieldKey.field0).float64());
            m.setField1(wire.read(FieldKey.field1).float64());
            m.setField2(wire.read(FieldKey.field2).float64());
            m.setField3(wire.read(FieldKey.field3).float64());
            m.setField4(wire.read(FieldKey.field4).float64());
            m.setField5(wire.read(FieldKey.field5).float64());
            m.setField6(wire.read(FieldKey.field6).float64());
            m.setField7(wire.read(FieldKey.field7).float64());
            m.setField8(wire.read(FieldKey.field8).float64());
            m.setField9(wire.read(FieldKey.field9).float64());
        }
    }

    static final class String10 extends FlatMarshaller<Pojo10String> {
        private final Values values;

        String10(Values values) {
            this.values = values;
        }

        @Override
        public void write(WireOut wire, Pojo10String m) {
            wire.write(FieldKey.field0).text(m.getField0());
            wire.write(FieldKey.field1).text(m.getField1());
            wire.write(FieldKey.field2).text(m.getField2());
            wire.write(FieldKey.field3).text(m.getField3());
            wire.write(FieldKey.field4).text(m.getField4());
            wire.write(FieldKey.field5).text(m.getField5());
            wire.write(FieldKey.field6).text(m.getField6());
            wire.write(FieldKey.field7).text(m.getField7());
            wire.write(FieldKey.field8).text(m.getField8());
            wire.write(FieldKey.field9).text(m.getField9());
        }

        @Override
        Pojo10String create() {
            return new Pojo10String();
        }

        @Override
        void fill(WireIn wire, Pojo10String m) {
            m.setField0(values.text(wire.read(FieldKey.field0)));
            m.setField1(values.text(wire.read(FieldKey.field1)));
            m.setField2(values.text(wire.read(FieldKey.field2)));
            m.setField3(values.text(wire.read(FieldKey.field3)));
            m.setField4(values.text(wire.read(FieldKey.field4)));
            m.setField5(values.text(wire.read(FieldKey.field5)));
            m.setField6(values.text(wire.read(FieldKey.field6)));
            m.setField7(values.text(wire.read(FieldKey.field7)));
            m.setField8(values.text(wire.read(FieldKey.field8)));
            m.setField9(values.text(wire.read(FieldKey.field9)));
        }
    }

    static final class Mixed extends FlatMarshaller<Pojo1Mixed> {
        private final Values values;

        Mixed(Values values) {
            this.values = values;
        }

        @Override
        public void write(WireOut wire, Pojo1Mixed m) {
            wire.write(FieldKey.field0).bool(m.isField0())
                    .write(FieldKey.field1).int64(m.getField1())
                    .write(FieldKey.field2).float32(values.f32(m.getField2()))
                    .write(FieldKey.field3).float64(values.f64(m.getField3()))
                    .write(FieldKey.field4).text(m.getField4());
        }

        @Override
        Pojo1Mixed create() {
            return new Pojo1Mixed();
        }

        @Override
        void fill(WireIn wire, Pojo1Mixed m) {
            m.setField0(wire.read(FieldKey.field0).bool());
            m.setField1(wire.read(FieldKey.field1).int64());
            m.setField2(wire.read(FieldKey.field2).float32());
            m.setField3(wire.read(FieldKey.field3).float64());
            m.setField4(values.text(wire.read(FieldKey.field4)));
        }
    }
}
