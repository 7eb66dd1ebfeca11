package io.wirebench.adapters.chronicle;

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
import net.openhft.chronicle.bytes.BytesIn;
import net.openhft.chronicle.bytes.BytesOut;
import net.openhft.chronicle.wire.WireIn;
import net.openhft.chronicle.wire.WireOut;

/** The RION matrix models in the {@code BytesMarshallable} style: the fields in order, through {@link BytesFields}. */
final class RionBytes {
    private RionBytes() {
    }

    /** The marshaller of a flat RION model, or null when {@code model} is not one. */
    static FlatMarshaller<?> of(Model<?> model, BytesFields fields) {
        if (model.equals(Models.RION_BOOLEAN1)) {
            return new Boolean1(fields);
        }
        if (model.equals(Models.RION_LONG1)) {
            return new Long1(fields);
        }
        if (model.equals(Models.RION_FLOAT1)) {
            return new Float1(fields);
        }
        if (model.equals(Models.RION_DOUBLE1)) {
            return new Double1(fields);
        }
        if (model.equals(Models.RION_STRING1)) {
            return new String1(fields);
        }
        if (model.equals(Models.RION_BOOLEAN10)) {
            return new Boolean10(fields);
        }
        if (model.equals(Models.RION_LONG10)) {
            return new Long10(fields);
        }
        if (model.equals(Models.RION_FLOAT10)) {
            return new Float10(fields);
        }
        if (model.equals(Models.RION_DOUBLE10)) {
            return new Double10(fields);
        }
        if (model.equals(Models.RION_STRING10)) {
            return new String10(fields);
        }
        if (model.equals(Models.RION_MIXED)) {
            return new Mixed(fields);
        }
        return null;
    }

    static final class Boolean1 extends FlatMarshaller<Pojo1Boolean> {
        private final BytesFields fields;

        Boolean1(BytesFields fields) {
            this.fields = fields;
        }

        @Override
        public void write(WireOut wire, Pojo1Boolean m) {
            BytesOut<?> out = wire.bytes();
            out.writeBoolean(m.isField0());
        }

        @Override
        Pojo1Boolean create() {
            return new Pojo1Boolean();
        }

        @Override
        void fill(WireIn wire, Pojo1Boolean m) {
            BytesIn<?> in = wire.bytes();
            m.setField0(in.readBoolean());
        }
    }

    static final class Long1 extends FlatMarshaller<Pojo1Long> {
        private final BytesFields fields;

        Long1(BytesFields fields) {
            this.fields = fields;
        }

        @Override
        public void write(WireOut wire, Pojo1Long m) {
            BytesOut<?> out = wire.bytes();
            fields.putLong(out, m.getField0());
        }

        @Override
        Pojo1Long create() {
            return new Pojo1Long();
        }

        @Override
        void fill(WireIn wire, Pojo1Long m) {
            BytesIn<?> in = wire.bytes();
            m.setField0(fields.getLong(in));
        }
    }

    static final class Float1 extends FlatMarshaller<Pojo1Float> {
        private final BytesFields fields;

        Float1(BytesFields fields) {
            this.fields = fields;
        }

        @Override
        public void write(WireOut wire, Pojo1Float m) {
            BytesOut<?> out = wire.bytes();
            fields.putFloat(out, m.getField0());
        }

        @Override
        Pojo1Float create() {
            return new Pojo1Float();
        }

        @Override
        void fill(WireIn wire, Pojo1Float m) {
            BytesIn<?> in = wire.bytes();
            m.setField0(fields.getFloat(in));
        }
    }

    static final class Double1 extends FlatMarshaller<Pojo1Double> {
        private final BytesFields fields;

        Double1(BytesFields fields) {
            this.fields = fields;
        }

        @Override
        public void write(WireOut wire, Pojo1Double m) {
            BytesOut<?> out = wire.bytes();
            fields.putDouble(out, m.getField0());
        }

        @Override
        Pojo1Double create() {
            return new Pojo1Double();
        }

        @Override
        void fill(WireIn wire, Pojo1Double m) {
            BytesIn<?> in = wire.bytes();
            m.setField0(fields.getDouble(in));
        }
    }

    static final class String1 extends FlatMarshaller<Pojo1String> {
        private final BytesFields fields;

        String1(BytesFields fields) {
            this.fields = fields;
        }

        @Override
        public void write(WireOut wire, Pojo1String m) {
            BytesOut<?> out = wire.bytes();
            fields.putText(out, m.getField0());
        }

        @Override
        Pojo1String create() {
            return new Pojo1String();
        }

        @Override
        void fill(WireIn wire, Pojo1String m) {
            BytesIn<?> in = wire.bytes();
            m.setField0(fields.getText(in));
        }
    }

    static final class Boolean10 extends FlatMarshaller<Pojo10Boolean> {
        private final BytesFields fields;

        Boolean10(BytesFields fields) {
            this.fields = fields;
        }

        @Override
        public void write(WireOut wire, Pojo10Boolean m) {
            BytesOut<?> out = wire.bytes();
            out.writeBoolean(m.isField0());
            out.writeBoolean(m.isField1());
            out.writeBoolean(m.isField2());
            out.writeBoolean(m.isField3());
            out.writeBoolean(m.isField4());
            out.writeBoolean(m.isField5());
            out.writeBoolean(m.isField6());
            out.writeBoolean(m.isField7());
            out.writeBoolean(m.isField8());
            out.writeBoolean(m.isField9());
        }

        @Override
        Pojo10Boolean create() {
            return new Pojo10Boolean();
        }

        @Override
        void fill(WireIn wire, Pojo10Boolean m) {
            BytesIn<?> in = wire.bytes();
            m.setField0(in.readBoolean());
            m.setField1(in.readBoolean());
            m.setField2(in.readBoolean());
            m.setField3(in.readBoolean());
            m.setField4(in.readBoolean());
            m.setField5(in.readBoolean());
            m.setField6(in.readBoolean());
            m.setField7(in.readBoolean());
            m.setField8(in.readBoolean());
            m.setField9(in.readBoolean());
        }
    }

    static final class Long10 extends FlatMarshaller<Pojo10Long> {
        private final BytesFields fields;

        Long10(BytesFields fields) {
            this.fields = fields;
        }

        @Override
        public void write(WireOut wire, Pojo10Long m) {
            BytesOut<?> out = wire.bytes();
            fields.putLong(out, m.getField0());
            fields.putLong(out, m.getField1());
            fields.putLong(out, m.getField2());
            fields.putLong(out, m.getField3());
            fields.putLong(out, m.getField4());
            fields.putLong(out, m.getField5());
            fields.putLong(out, m.getField6());
            fields.putLong(out, m.getField7());
            fields.putLong(out, m.getField8());
            fields.putLong(out, m.getField9());
        }

        @Override
        Pojo10Long create() {
            return new Pojo10Long();
        }

        @Override
        void fill(WireIn wire, Pojo10Long m) {
            BytesIn<?> in = wire.bytes();
            m.setField0(fields.getLong(in));
            m.setField1(fields.getLong(in));
            m.setField2(fields.getLong(in));
            m.setField3(fields.getLong(in));
            m.setField4(fields.getLong(in));
            m.setField5(fields.getLong(in));
            m.setField6(fields.getLong(in));
            m.setField7(fields.getLong(in));
            m.setField8(fields.getLong(in));
            m.setField9(fields.getLong(in));
        }
    }

    static final class Float10 extends FlatMarshaller<Pojo10Float> {
        private final BytesFields fields;

        Float10(BytesFields fields) {
            this.fields = fields;
        }

        @Override
        public void write(WireOut wire, Pojo10Float m) {
            BytesOut<?> out = wire.bytes();
            fields.putFloat(out, m.getField0());
            fields.putFloat(out, m.getField1());
            fields.putFloat(out, m.getField2());
            fields.putFloat(out, m.getField3());
            fields.putFloat(out, m.getField4());
            fields.putFloat(out, m.getField5());
            fields.putFloat(out, m.getField6());
            fields.putFloat(out, m.getField7());
            fields.putFloat(out, m.getField8());
            fields.putFloat(out, m.getField9());
        }

        @Override
        Pojo10Float create() {
            return new Pojo10Float();
        }

        @Override
        void fill(WireIn wire, Pojo10Float m) {
            BytesIn<?> in = wire.bytes();
            m.setField0(fields.getFloat(in));
            m.setField1(fields.getFloat(in));
            m.setField2(fields.getFloat(in));
            m.setField3(fields.getFloat(in));
            m.setField4(fields.getFloat(in));
            m.setField5(fields.getFloat(in));
            m.setField6(fields.getFloat(in));
            m.setField7(fields.getFloat(in));
            m.setField8(fields.getFloat(in));
            m.setField9(fields.getFloat(in));
        }
    }

    static final class Double10 extends FlatMarshaller<Pojo10Double> {
        private final BytesFields fields;

        Double10(BytesFields fields) {
            this.fields = fields;
        }

        @Override
        public void write(WireOut wire, Pojo10Double m) {
            BytesOut<?> out = wire.bytes();
            fields.putDouble(out, m.getField0());
            fields.putDouble(out, m.getField1());
            fields.putDouble(out, m.getField2());
            fields.putDouble(out, m.getField3());
            fields.putDouble(out, m.getField4());
            fields.putDouble(out, m.getField5());
            fields.putDouble(out, m.getField6());
            fields.putDouble(out, m.getField7());
            fields.putDouble(out, m.getField8());
            fields.putDouble(out, m.getField9());
        }

        @Override
        Pojo10Double create() {
            return new Pojo10Double();
        }

        @Override
        void fill(WireIn wire, Pojo10Double m) {
            BytesIn<?> in = wire.bytes();
            m.setField0(fields.getDouble(in));
            m.setField1(fields.getDouble(in));
            m.setField2(fields.getDouble(in));
            m.setField3(fields.getDouble(in));
            m.setField4(fields.getDouble(in));
            m.setField5(fields.getDouble(in));
            m.setField6(fields.getDouble(in));
            m.setField7(fields.getDouble(in));
            m.setField8(fields.getDouble(in));
            m.setField9(fields.getDouble(in));
        }
    }

    static final class String10 extends FlatMarshaller<Pojo10String> {
        private final BytesFields fields;

        String10(BytesFields fields) {
            this.fields = fields;
        }

        @Override
        public void write(WireOut wire, Pojo10String m) {
            BytesOut<?> out = wire.bytes();
            fields.putText(out, m.getField0());
            fields.putText(out, m.getField1());
            fields.putText(out, m.getField2());
            fields.putText(out, m.getField3());
            fields.putText(out, m.getField4());
            fields.putText(out, m.getField5());
            fields.putText(out, m.getField6());
            fields.putText(out, m.getField7());
            fields.putText(out, m.getField8());
            fields.putText(out, m.getField9());
        }

        @Override
        Pojo10String create() {
            return new Pojo10String();
        }

        @Override
        void fill(WireIn wire, Pojo10String m) {
            BytesIn<?> in = wire.bytes();
            m.setField0(fields.getText(in));
            m.setField1(fields.getText(in));
            m.setField2(fields.getText(in));
            m.setField3(fields.getText(in));
            m.setField4(fields.getText(in));
            m.setField5(fields.getText(in));
            m.setField6(fields.getText(in));
            m.setField7(fields.getText(in));
            m.setField8(fields.getText(in));
            m.setField9(fields.getText(in));
        }
    }

    static final class Mixed extends FlatMarshaller<Pojo1Mixed> {
        private final BytesFields fields;

        Mixed(BytesFields fields) {
            this.fields = fields;
        }

        @Override
        public void write(WireOut wire, Pojo1Mixed m) {
            BytesOut<?> out = wire.bytes();
            out.writeBoolean(m.isField0());
            fields.putLong(out, m.getField1());
            fields.putFloat(out, m.getField2());
            fields.putDouble(out, m.getField3());
            fields.putText(out, m.getField4());
        }

        @Override
        Pojo1Mixed create() {
            return new Pojo1Mixed();
        }

        @Override
        void fill(WireIn wire, Pojo1Mixed m) {
            BytesIn<?> in = wire.bytes();
            m.setField0(in.readBoolean());
            m.setField1(fields.getLong(in));
            m.setField2(fields.getFloat(in));
            m.setField3(fields.getDouble(in));
            m.setField4(fields.getText(in));
        }
    }
}
