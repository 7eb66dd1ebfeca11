package io.wirebench.adapters.jdk;

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
import java.io.Externalizable;
import java.io.ObjectInput;
import java.io.IOException;
import java.io.ObjectOutput;

/**
 * Externalizable wrappers for the RION matrix objects and their batches, fields written by hand
 * with {@code DataOutput}'s fixed-width primitives and nullable modified-UTF-8 strings. Each model's
 * {@link Fields} (constructor, writer, reader: one field a line) is written once and serves both
 * the model's wrapper and its batch's. Java serialization names the class of what it writes and
 * builds it with a public no-argument constructor, so each model keeps its own public wrapper
 * classes; they only say which fields they carry (a method returning the constant, not an instance
 * field, so a wrapper is as small as it was when it wrote its fields itself).
 */
public final class ExternalizableRion {
    private ExternalizableRion() {
    }

    static final Fields<Pojo1Boolean, ObjectOutput, ObjectInput> BOOLEAN1 = new Fields<>(Pojo1Boolean::new) {
        @Override
        public void write(Pojo1Boolean v, ObjectOutput out) throws IOException {
            out.writeBoolean(v.isField0());
        }

        @Override
        protected void fill(ObjectInput in, Pojo1Boolean v) throws IOException {
            v.setField0(in.readBoolean());
        }
    };

    /** {@link Pojo1Boolean}, written field by field. */
    public static final class ExtPojo1Boolean extends ExternalizableValue<Pojo1Boolean> implements Externalizable {
        private static final long serialVersionUID = 1L;

        @Override
        Fields<Pojo1Boolean, ObjectOutput, ObjectInput> fields() {
            return BOOLEAN1;
        }
    }

    /** A batch of {@link Pojo1Boolean}. */
    public static final class ExtPojo1BooleanBatch extends ExternalizableBatch<Pojo1Boolean> {
        private static final long serialVersionUID = 1L;

        @Override
        Fields<Pojo1Boolean, ObjectOutput, ObjectInput> element() {
            return BOOLEAN1;
        }
    }

    static final Fields<Pojo1Long, ObjectOutput, ObjectInput> LONG1 = new Fields<>(Pojo1Long::new) {
        @Override
        public void write(Pojo1Long v, ObjectOutput out) throws IOException {
            out.writeLong(v.getField0());
        }

        @Override
        protected void fill(ObjectInput in, Pojo1Long v) throws IOException {
            v.setField0(in.readLong());
        }
    };

    /** {@link Pojo1Long}, written field by field. */
    public static final class ExtPojo1Long extends ExternalizableValue<Pojo1Long> implements Externalizable {
        private static final long serialVersionUID = 1L;

        @Override
        Fields<Pojo1Long, ObjectOutput, ObjectInput> fields() {
            return LONG1;
        }
    }

    /** A batch of {@link Pojo1Long}. */
    public static final class ExtPojo1LongBatch extends ExternalizableBatch<Pojo1Long> {
        private static final long serialVersionUID = 1L;

        @Override
        Fields<Pojo1Long, ObjectOutput, ObjectInput> element() {
            return LONG1;
        }
    }

    static final Fields<Pojo1Float, ObjectOutput, ObjectInput> FLOAT1 = new Fields<>(Pojo1Float::new) {
        @Override
        public void write(Pojo1Float v, ObjectOutput out) throws IOException {
            out.writeFloat(v.getField0());
        }

        @Override
        protected void fill(ObjectInput in, Pojo1Float v) throws IOException {
            v.setField0(in.readFloat());
        }
    };

    /** {@link Pojo1Float}, written field by field. */
    public static final class ExtPojo1Float extends ExternalizableValue<Pojo1Float> implements Externalizable {
        private static final long serialVersionUID = 1L;

        @Override
        Fields<Pojo1Float, ObjectOutput, ObjectInput> fields() {
            return FLOAT1;
        }
    }

    /** A batch of {@link Pojo1Float}. */
    public static final class ExtPojo1FloatBatch extends ExternalizableBatch<Pojo1Float> {
        private static final long serialVersionUID = 1L;

        @Override
        Fields<Pojo1Float, ObjectOutput, ObjectInput> element() {
            return FLOAT1;
        }
    }

    static final Fields<Pojo1Double, ObjectOutput, ObjectInput> DOUBLE1 = new Fields<>(Pojo1Double::new) {
        @Override
        public void write(Pojo1Double v, ObjectOutput out) throws IOException {
            out.writeDouble(v.getField0());
        }

        @Override
        protected void fill(ObjectInput in, Pojo1Double v) throws IOException {
            v.setField0(in.readDouble());
        }
    };

    /** {@link Pojo1Double}, written field by field. */
    public static final class ExtPojo1Double extends ExternalizableValue<Pojo1Double> implements Externalizable {
        private static final long serialVersionUID = 1L;

        @Override
        Fields<Pojo1Double, ObjectOutput, ObjectInput> fields() {
            return DOUBLE1;
        }
    }

    /** A batch of {@link Pojo1Double}. */
    public static final class ExtPojo1DoubleBatch extends ExternalizableBatch<Pojo1Double> {
        private static final long serialVersionUID = 1L;

        @Override
        Fields<Pojo1Double, ObjectOutput, ObjectInput> element() {
            return DOUBLE1;
        }
    }

    static final Fields<Pojo1String, ObjectOutput, ObjectInput> STRING1 = new Fields<>(Pojo1String::new) {
        @Override
        public void write(Pojo1String v, ObjectOutput out) throws IOException {
            ExternalStrings.write(out, v.getField0());
        }

        @Override
        protected void fill(ObjectInput in, Pojo1String v) throws IOException {
            v.setField0(ExternalStrings.read(in));
        }
    };

    /** {@link Pojo1String}, written field by field. */
    public static final class ExtPojo1String extends ExternalizableValue<Pojo1String> implements Externalizable {
        private static final long serialVersionUID = 1L;

        @Override
        Fields<Pojo1String, ObjectOutput, ObjectInput> fields() {
            return STRING1;
        }
    }

    /** A batch of {@link Pojo1String}. */
    public static final class ExtPojo1StringBatch extends ExternalizableBatch<Pojo1String> {
        private static final long serialVersionUID = 1L;

        @Override
        Fields<Pojo1String, ObjectOutput, ObjectInput> element() {
            return STRING1;
        }
    }

    static final Fields<Pojo10Boolean, ObjectOutput, ObjectInput> BOOLEAN10 = new Fields<>(Pojo10Boolean::new) {
        @Override
        public void write(Pojo10Boolean v, ObjectOutput out) throws IOException {
            out.writeBoolean(v.isField0());
            out.writeBoolean(v.isField1());
            out.writeBoolean(v.isField2());
            out.writeBoolean(v.isField3());
            out.writeBoolean(v.isField4());
            out.writeBoolean(v.isField5());
            out.writeBoolean(v.isField6());
            out.writeBoolean(v.isField7());
            out.writeBoolean(v.isField8());
            out.writeBoolean(v.isField9());
        }

        @Override
        protected void fill(ObjectInput in, Pojo10Boolean v) throws IOException {
            v.setField0(in.readBoolean());
            v.setField1(in.readBoolean());
            v.setField2(in.readBoolean());
            v.setField3(in.readBoolean());
            v.setField4(in.readBoolean());
            v.setField5(in.readBoolean());
            v.setField6(in.readBoolean());
            v.setField7(in.readBoolean());
            v.setField8(in.readBoolean());
            v.setField9(in.readBoolean());
        }
    };

    /** {@link Pojo10Boolean}, written field by field. */
    public static final class ExtPojo10Boolean extends ExternalizableValue<Pojo10Boolean> implements Externalizable {
        private static final long serialVersionUID = 1L;

        @Override
        Fields<Pojo10Boolean, ObjectOutput, ObjectInput> fields() {
            return BOOLEAN10;
        }
    }

    /** A batch of {@link Pojo10Boolean}. */
    public static final class ExtPojo10BooleanBatch extends ExternalizableBatch<Pojo10Boolean> {
        private static final long serialVersionUID = 1L;

        @Override
        Fields<Pojo10Boolean, ObjectOutput, ObjectInput> element() {
            return BOOLEAN10;
        }
    }

    static final Fields<Pojo10Long, ObjectOutput, ObjectInput> LONG10 = new Fields<>(Pojo10Long::new) {
        @Override
        public void write(Pojo10Long v, ObjectOutput out) throws IOException {
            out.writeLong(v.getField0());
            out.writeLong(v.getField1());
            out.writeLong(v.getField2());
            out.writeLong(v.getField3());
            out.writeLong(v.getField4());
            out.writeLong(v.getField5());
            out.writeLong(v.getField6());
            out.writeLong(v.getField7());
            out.writeLong(v.getField8());
            out.writeLong(v.getField9());
        }

        @Override
        protected void fill(ObjectInput in, Pojo10Long v) throws IOException {
            v.setField0(in.readLong());
            v.setField1(in.readLong());
            v.setField2(in.readLong());
            v.setField3(in.readLong());
            v.setField4(in.readLong());
            v.setField5(in.readLong());
            v.setField6(in.readLong());
            v.setField7(in.readLong());
            v.setField8(in.readLong());
            v.setField9(in.readLong());
        }
    };

    /** {@link Pojo10Long}, written field by field. */
    public static final class ExtPojo10Long extends ExternalizableValue<Pojo10Long> implements Externalizable {
        private static final long serialVersionUID = 1L;

        @Override
        Fields<Pojo10Long, ObjectOutput, ObjectInput> fields() {
            return LONG10;
        }
    }

    /** A batch of {@link Pojo10Long}. */
    public static final class ExtPojo10LongBatch extends ExternalizableBatch<Pojo10Long> {
        private static final long serialVersionUID = 1L;

        @Override
        Fields<Pojo10Long, ObjectOutput, ObjectInput> element() {
            return LONG10;
        }
    }

    static final Fields<Pojo10Float, ObjectOutput, ObjectInput> FLOAT10 = new Fields<>(Pojo10Float::new) {
        @Override
        public void write(Pojo10Float v, ObjectOutput out) throws IOException {
            out.writeFloat(v.getField0());
            out.writeFloat(v.getField1());
            out.writeFloat(v.getField2());
            out.writeFloat(v.getField3());
            out.writeFloat(v.getField4());
            out.writeFloat(v.getField5());
            out.writeFloat(v.getField6());
            out.writeFloat(v.getField7());
            out.writeFloat(v.getField8());
            out.writeFloat(v.getField9());
        }

        @Override
        protected void fill(ObjectInput in, Pojo10Float v) throws IOException {
            v.setField0(in.readFloat());
            v.setField1(in.readFloat());
            v.setField2(in.readFloat());
            v.setField3(in.readFloat());
            v.setField4(in.readFloat());
            v.setField5(in.readFloat());
            v.setField6(in.readFloat());
            v.setField7(in.readFloat());
            v.setField8(in.readFloat());
            v.setField9(in.readFloat());
        }
    };

    /** {@link Pojo10Float}, written field by field. */
    public static final class ExtPojo10Float extends ExternalizableValue<Pojo10Float> implements Externalizable {
        private static final long serialVersionUID = 1L;

        @Override
        Fields<Pojo10Float, ObjectOutput, ObjectInput> fields() {
            return FLOAT10;
        }
    }

    /** A batch of {@link Pojo10Float}. */
    public static final class ExtPojo10FloatBatch extends ExternalizableBatch<Pojo10Float> {
        private static final long serialVersionUID = 1L;

        @Override
        Fields<Pojo10Float, ObjectOutput, ObjectInput> element() {
            return FLOAT10;
        }
    }

    static final Fields<Pojo10Double, ObjectOutput, ObjectInput> DOUBLE10 = new Fields<>(Pojo10Double::new) {
        @Override
        public void write(Pojo10Double v, ObjectOutput out) throws IOException {
            out.writeDouble(v.getField0());
            out.writeDouble(v.getField1());
            out.writeDouble(v.getField2());
            out.writeDouble(v.getField3());
            out.writeDouble(v.getField4());
            out.writeDouble(v.getField5());
            out.writeDouble(v.getField6());
            out.writeDouble(v.getField7());
            out.writeDouble(v.getField8());
            out.writeDouble(v.getField9());
        }

        @Override
        protected void fill(ObjectInput in, Pojo10Double v) throws IOException {
            v.setField0(in.readDouble());
            v.setField1(in.readDouble());
            v.setField2(in.readDouble());
            v.setField3(in.readDouble());
            v.setField4(in.readDouble());
            v.setField5(in.readDouble());
            v.setField6(in.readDouble());
            v.setField7(in.readDouble());
            v.setField8(in.readDouble());
            v.setField9(in.readDouble());
        }
    };

    /** {@link Pojo10Double}, written field by field. */
    public static final class ExtPojo10Double extends ExternalizableValue<Pojo10Double> implements Externalizable {
        private static final long serialVersionUID = 1L;

        @Override
        Fields<Pojo10Double, ObjectOutput, ObjectInput> fields() {
            return DOUBLE10;
        }
    }

    /** A batch of {@link Pojo10Double}. */
    public static final class ExtPojo10DoubleBatch extends ExternalizableBatch<Pojo10Double> {
        private static final long serialVersionUID = 1L;

        @Override
        Fields<Pojo10Double, ObjectOutput, ObjectInput> element() {
            return DOUBLE10;
        }
    }

    static final Fields<Pojo10String, ObjectOutput, ObjectInput> STRING10 = new Fields<>(Pojo10String::new) {
        @Override
        public void write(Pojo10String v, ObjectOutput out) throws IOException {
            ExternalStrings.write(out, v.getField0());
            ExternalStrings.write(out, v.getField1());
            ExternalStrings.write(out, v.getField2());
            ExternalStrings.write(out, v.getField3());
            ExternalStrings.write(out, v.getField4());
            ExternalStrings.write(out, v.getField5());
            ExternalStrings.write(out, v.getField6());
            ExternalStrings.write(out, v.getField7());
            ExternalStrings.write(out, v.getField8());
            ExternalStrings.write(out, v.getField9());
        }

        @Override
        protected void fill(ObjectInput in, Pojo10String v) throws IOException {
            v.setField0(ExternalStrings.read(in));
            v.setField1(ExternalStrings.read(in));
            v.setField2(ExternalStrings.read(in));
            v.setField3(ExternalStrings.read(in));
            v.setField4(ExternalStrings.read(in));
            v.setField5(ExternalStrings.read(in));
            v.setField6(ExternalStrings.read(in));
            v.setField7(ExternalStrings.read(in));
            v.setField8(ExternalStrings.read(in));
            v.setField9(ExternalStrings.read(in));
        }
    };

    /** {@link Pojo10String}, written field by field. */
    public static final class ExtPojo10String extends ExternalizableValue<Pojo10String> implements Externalizable {
        private static final long serialVersionUID = 1L;

        @Override
        Fields<Pojo10String, ObjectOutput, ObjectInput> fields() {
            return STRING10;
        }
    }

    /** A batch of {@link Pojo10String}. */
    public static final class ExtPojo10StringBatch extends ExternalizableBatch<Pojo10String> {
        private static final long serialVersionUID = 1L;

        @Override
        Fields<Pojo10String, ObjectOutput, ObjectInput> element() {
            return STRING10;
        }
    }

    static final Fields<Pojo1Mixed, ObjectOutput, ObjectInput> MIXED = new Fields<>(Pojo1Mixed::new) {
        @Override
        public void write(Pojo1Mixed v, ObjectOutput out) throws IOException {
            out.writeBoolean(v.isField0());
            out.writeLong(v.getField1());
            out.writeFloat(v.getField2());
            out.writeDouble(v.getField3());
            ExternalStrings.write(out, v.getField4());
        }

        @Override
        protected void fill(ObjectInput in, Pojo1Mixed v) throws IOException {
            v.setField0(in.readBoolean());
            v.setField1(in.readLong());
            v.setField2(in.readFloat());
            v.setField3(in.readDouble());
            v.setField4(ExternalStrings.read(in));
        }
    };

    /** {@link Pojo1Mixed}, written field by field. */
    public static final class ExtPojo1Mixed extends ExternalizableValue<Pojo1Mixed> implements Externalizable {
        private static final long serialVersionUID = 1L;

        @Override
        Fields<Pojo1Mixed, ObjectOutput, ObjectInput> fields() {
            return MIXED;
        }
    }

    /** A batch of {@link Pojo1Mixed}. */
    public static final class ExtPojo1MixedBatch extends ExternalizableBatch<Pojo1Mixed> {
        private static final long serialVersionUID = 1L;

        @Override
        Fields<Pojo1Mixed, ObjectOutput, ObjectInput> element() {
            return MIXED;
        }
    }

    /** Maps every RION model and its batch. */
    static void addTo(Mappings.Builder b) {
        b.add(Models.RION_BOOLEAN1, () -> ExternalizableContender.codec(ExtPojo1Boolean.class, m -> new ExtPojo1Boolean().with(m)));
        b.add(Model.batchOf(Models.RION_BOOLEAN1), () -> ExternalizableContender.batchCodec(ExtPojo1BooleanBatch.class, m -> new ExtPojo1BooleanBatch().with(m)));
        b.add(Models.RION_LONG1, () -> ExternalizableContender.codec(ExtPojo1Long.class, m -> new ExtPojo1Long().with(m)));
        b.add(Model.batchOf(Models.RION_LONG1), () -> ExternalizableContender.batchCodec(ExtPojo1LongBatch.class, m -> new ExtPojo1LongBatch().with(m)));
        b.add(Models.RION_FLOAT1, () -> ExternalizableContender.codec(ExtPojo1Float.class, m -> new ExtPojo1Float().with(m)));
        b.add(Model.batchOf(Models.RION_FLOAT1), () -> ExternalizableContender.batchCodec(ExtPojo1FloatBatch.class, m -> new ExtPojo1FloatBatch().with(m)));
        b.add(Models.RION_DOUBLE1, () -> ExternalizableContender.codec(ExtPojo1Double.class, m -> new ExtPojo1Double().with(m)));
        b.add(Model.batchOf(Models.RION_DOUBLE1), () -> ExternalizableContender.batchCodec(ExtPojo1DoubleBatch.class, m -> new ExtPojo1DoubleBatch().with(m)));
        b.add(Models.RION_STRING1, () -> ExternalizableContender.codec(ExtPojo1String.class, m -> new ExtPojo1String().with(m)));
        b.add(Model.batchOf(Models.RION_STRING1), () -> ExternalizableContender.batchCodec(ExtPojo1StringBatch.class, m -> new ExtPojo1StringBatch().with(m)));
        b.add(Models.RION_BOOLEAN10, () -> ExternalizableContender.codec(ExtPojo10Boolean.class, m -> new ExtPojo10Boolean().with(m)));
        b.add(Model.batchOf(Models.RION_BOOLEAN10), () -> ExternalizableContender.batchCodec(ExtPojo10BooleanBatch.class, m -> new ExtPojo10BooleanBatch().with(m)));
        b.add(Models.RION_LONG10, () -> ExternalizableContender.codec(ExtPojo10Long.class, m -> new ExtPojo10Long().with(m)));
        b.add(Model.batchOf(Models.RION_LONG10), () -> ExternalizableContender.batchCodec(ExtPojo10LongBatch.class, m -> new ExtPojo10LongBatch().with(m)));
        b.add(Models.RION_FLOAT10, () -> ExternalizableContender.codec(ExtPojo10Float.class, m -> new ExtPojo10Float().with(m)));
        b.add(Model.batchOf(Models.RION_FLOAT10), () -> ExternalizableContender.batchCodec(ExtPojo10FloatBatch.class, m -> new ExtPojo10FloatBatch().with(m)));
        b.add(Models.RION_DOUBLE10, () -> ExternalizableContender.codec(ExtPojo10Double.class, m -> new ExtPojo10Double().with(m)));
        b.add(Model.batchOf(Models.RION_DOUBLE10), () -> ExternalizableContender.batchCodec(ExtPojo10DoubleBatch.class, m -> new ExtPojo10DoubleBatch().with(m)));
        b.add(Models.RION_STRING10, () -> ExternalizableContender.codec(ExtPojo10String.class, m -> new ExtPojo10String().with(m)));
        b.add(Model.batchOf(Models.RION_STRING10), () -> ExternalizableContender.batchCodec(ExtPojo10StringBatch.class, m -> new ExtPojo10StringBatch().with(m)));
        b.add(Models.RION_MIXED, () -> ExternalizableContender.codec(ExtPojo1Mixed.class, m -> new ExtPojo1Mixed().with(m)));
        b.add(Model.batchOf(Models.RION_MIXED), () -> ExternalizableContender.batchCodec(ExtPojo1MixedBatch.class, m -> new ExtPojo1MixedBatch().with(m)));
    }
}
