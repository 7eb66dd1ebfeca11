package io.wirebench.adapters.jdk;

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
import java.io.Externalizable;
import java.io.IOException;
import java.io.ObjectInput;
import java.io.ObjectOutput;
import java.util.Map;
import java.util.function.Function;

/**
 * Externalizable wrappers for the RION matrix objects and their batches, fields written by hand
 * with {@code DataOutput}'s fixed-width primitives and nullable modified-UTF-8 strings. Wrappers
 * are public with a public no-argument constructor, as Java serialization requires.
 */
public final class ExternalizableRion {
    private ExternalizableRion() {
    }

    /** How a model is carried: the wrapper class, model to wrapper, wrapper to model. */
    record Wiring(Class<?> wireType, Function<Object, Object> toWire, Function<Object, Object> fromWire) {
    }

    @SuppressWarnings("unchecked")
    static final Map<Model<?>, Wiring> BY_MODEL = Map.ofEntries(
            Map.entry(Models.RION_BOOLEAN1, new Wiring(ExtPojo1Boolean.class, m -> new ExtPojo1Boolean((Pojo1Boolean) m), w -> ((ExtPojo1Boolean) w).value)),
            Map.entry(Model.batchOf(Models.RION_BOOLEAN1), new Wiring(ExtPojo1BooleanBatch.class,
                    m -> new ExtPojo1BooleanBatch().with((Batch<Pojo1Boolean>) m), w -> ((ExtPojo1BooleanBatch) w).batch())),
            Map.entry(Models.RION_LONG1, new Wiring(ExtPojo1Long.class, m -> new ExtPojo1Long((Pojo1Long) m), w -> ((ExtPojo1Long) w).value)),
            Map.entry(Model.batchOf(Models.RION_LONG1), new Wiring(ExtPojo1LongBatch.class,
                    m -> new ExtPojo1LongBatch().with((Batch<Pojo1Long>) m), w -> ((ExtPojo1LongBatch) w).batch())),
            Map.entry(Models.RION_FLOAT1, new Wiring(ExtPojo1Float.class, m -> new ExtPojo1Float((Pojo1Float) m), w -> ((ExtPojo1Float) w).value)),
            Map.entry(Model.batchOf(Models.RION_FLOAT1), new Wiring(ExtPojo1FloatBatch.class,
                    m -> new ExtPojo1FloatBatch().with((Batch<Pojo1Float>) m), w -> ((ExtPojo1FloatBatch) w).batch())),
            Map.entry(Models.RION_DOUBLE1, new Wiring(ExtPojo1Double.class, m -> new ExtPojo1Double((Pojo1Double) m), w -> ((ExtPojo1Double) w).value)),
            Map.entry(Model.batchOf(Models.RION_DOUBLE1), new Wiring(ExtPojo1DoubleBatch.class,
                    m -> new ExtPojo1DoubleBatch().with((Batch<Pojo1Double>) m), w -> ((ExtPojo1DoubleBatch) w).batch())),
            Map.entry(Models.RION_STRING1, new Wiring(ExtPojo1String.class, m -> new ExtPojo1String((Pojo1String) m), w -> ((ExtPojo1String) w).value)),
            Map.entry(Model.batchOf(Models.RION_STRING1), new Wiring(ExtPojo1StringBatch.class,
                    m -> new ExtPojo1StringBatch().with((Batch<Pojo1String>) m), w -> ((ExtPojo1StringBatch) w).batch())),
            Map.entry(Models.RION_BOOLEAN10, new Wiring(ExtPojo10Boolean.class, m -> new ExtPojo10Boolean((Pojo10Boolean) m), w -> ((ExtPojo10Boolean) w).value)),
            Map.entry(Model.batchOf(Models.RION_BOOLEAN10), new Wiring(ExtPojo10BooleanBatch.class,
                    m -> new ExtPojo10BooleanBatch().with((Batch<Pojo10Boolean>) m), w -> ((ExtPojo10BooleanBatch) w).batch())),
            Map.entry(Models.RION_LONG10, new Wiring(ExtPojo10Long.class, m -> new ExtPojo10Long((Pojo10Long) m), w -> ((ExtPojo10Long) w).value)),
            Map.entry(Model.batchOf(Models.RION_LONG10), new Wiring(ExtPojo10LongBatch.class,
                    m -> new ExtPojo10LongBatch().with((Batch<Pojo10Long>) m), w -> ((ExtPojo10LongBatch) w).batch())),
            Map.entry(Models.RION_FLOAT10, new Wiring(ExtPojo10Float.class, m -> new ExtPojo10Float((Pojo10Float) m), w -> ((ExtPojo10Float) w).value)),
            Map.entry(Model.batchOf(Models.RION_FLOAT10), new Wiring(ExtPojo10FloatBatch.class,
                    m -> new ExtPojo10FloatBatch().with((Batch<Pojo10Float>) m), w -> ((ExtPojo10FloatBatch) w).batch())),
            Map.entry(Models.RION_DOUBLE10, new Wiring(ExtPojo10Double.class, m -> new ExtPojo10Double((Pojo10Double) m), w -> ((ExtPojo10Double) w).value)),
            Map.entry(Model.batchOf(Models.RION_DOUBLE10), new Wiring(ExtPojo10DoubleBatch.class,
                    m -> new ExtPojo10DoubleBatch().with((Batch<Pojo10Double>) m), w -> ((ExtPojo10DoubleBatch) w).batch())),
            Map.entry(Models.RION_STRING10, new Wiring(ExtPojo10String.class, m -> new ExtPojo10String((Pojo10String) m), w -> ((ExtPojo10String) w).value)),
            Map.entry(Model.batchOf(Models.RION_STRING10), new Wiring(ExtPojo10StringBatch.class,
                    m -> new ExtPojo10StringBatch().with((Batch<Pojo10String>) m), w -> ((ExtPojo10StringBatch) w).batch())),
            Map.entry(Models.RION_MIXED, new Wiring(ExtPojo1Mixed.class, m -> new ExtPojo1Mixed((Pojo1Mixed) m), w -> ((ExtPojo1Mixed) w).value)),
            Map.entry(Model.batchOf(Models.RION_MIXED), new Wiring(ExtPojo1MixedBatch.class,
                    m -> new ExtPojo1MixedBatch().with((Batch<Pojo1Mixed>) m), w -> ((ExtPojo1MixedBatch) w).batch())));

    /** {@link Pojo1Boolean}, written field by field. */
    public static final class ExtPojo1Boolean implements Externalizable {
        private static final long serialVersionUID = 1L;

        private Pojo1Boolean value;

        public ExtPojo1Boolean() {
            this(new Pojo1Boolean());
        }

        ExtPojo1Boolean(Pojo1Boolean value) {
            this.value = value;
        }

        static void write(ObjectOutput out, Pojo1Boolean v) throws IOException {
            out.writeBoolean(v.isField0());
        }

        static Pojo1Boolean read(ObjectInput in, Pojo1Boolean v) throws IOException {
            v.setField0(in.readBoolean());
            return v;
        }

        @Override
        public void writeExternal(ObjectOutput out) throws IOException {
            write(out, value);
        }

        @Override
        public void readExternal(ObjectInput in) throws IOException {
            read(in, value);
        }
    }

    /** A batch of {@link Pojo1Boolean}. */
    public static final class ExtPojo1BooleanBatch extends ExternalizableBatch<Pojo1Boolean> {
        private static final long serialVersionUID = 1L;

        public ExtPojo1BooleanBatch() {
        }

        @Override
        protected void writeElement(ObjectOutput out, Pojo1Boolean element) throws IOException {
            ExtPojo1Boolean.write(out, element);
        }

        @Override
        protected Pojo1Boolean readElement(ObjectInput in) throws IOException {
            return ExtPojo1Boolean.read(in, new Pojo1Boolean());
        }
    }

    /** {@link Pojo1Long}, written field by field. */
    public static final class ExtPojo1Long implements Externalizable {
        private static final long serialVersionUID = 1L;

        private Pojo1Long value;

        public ExtPojo1Long() {
            this(new Pojo1Long());
        }

        ExtPojo1Long(Pojo1Long value) {
            this.value = value;
        }

        static void write(ObjectOutput out, Pojo1Long v) throws IOException {
            out.writeLong(v.getField0());
        }

        static Pojo1Long read(ObjectInput in, Pojo1Long v) throws IOException {
            v.setField0(in.readLong());
            return v;
        }

        @Override
        public void writeExternal(ObjectOutput out) throws IOException {
            write(out, value);
        }

        @Override
        public void readExternal(ObjectInput in) throws IOException {
            read(in, value);
        }
    }

    /** A batch of {@link Pojo1Long}. */
    public static final class ExtPojo1LongBatch extends ExternalizableBatch<Pojo1Long> {
        private static final long serialVersionUID = 1L;

        public ExtPojo1LongBatch() {
        }

        @Override
        protected void writeElement(ObjectOutput out, Pojo1Long element) throws IOException {
            ExtPojo1Long.write(out, element);
        }

        @Override
        protected Pojo1Long readElement(ObjectInput in) throws IOException {
            return ExtPojo1Long.read(in, new Pojo1Long());
        }
    }

    /** {@link Pojo1Float}, written field by field. */
    public static final class ExtPojo1Float implements Externalizable {
        private static final long serialVersionUID = 1L;

        private Pojo1Float value;

        public ExtPojo1Float() {
            this(new Pojo1Float());
        }

        ExtPojo1Float(Pojo1Float value) {
            this.value = value;
        }

        static void write(ObjectOutput out, Pojo1Float v) throws IOException {
            out.writeFloat(v.getField0());
        }

        static Pojo1Float read(ObjectInput in, Pojo1Float v) throws IOException {
            v.setField0(in.readFloat());
            return v;
        }

        @Override
        public void writeExternal(ObjectOutput out) throws IOException {
            write(out, value);
        }

        @Override
        public void readExternal(ObjectInput in) throws IOException {
            read(in, value);
        }
    }

    /** A batch of {@link Pojo1Float}. */
    public static final class ExtPojo1FloatBatch extends ExternalizableBatch<Pojo1Float> {
        private static final long serialVersionUID = 1L;

        public ExtPojo1FloatBatch() {
        }

        @Override
        protected void writeElement(ObjectOutput out, Pojo1Float element) throws IOException {
            ExtPojo1Float.write(out, element);
        }

        @Override
        protected Pojo1Float readElement(ObjectInput in) throws IOException {
            return ExtPojo1Float.read(in, new Pojo1Float());
        }
    }

    /** {@link Pojo1Double}, written field by field. */
    public static final class ExtPojo1Double implements Externalizable {
        private static final long serialVersionUID = 1L;

        private Pojo1Double value;

        public ExtPojo1Double() {
            this(new Pojo1Double());
        }

        ExtPojo1Double(Pojo1Double value) {
            this.value = value;
        }

        static void write(ObjectOutput out, Pojo1Double v) throws IOException {
            out.writeDouble(v.getField0());
        }

        static Pojo1Double read(ObjectInput in, Pojo1Double v) throws IOException {
            v.setField0(in.readDouble());
            return v;
        }

        @Override
        public void writeExternal(ObjectOutput out) throws IOException {
            write(out, value);
        }

        @Override
        public void readExternal(ObjectInput in) throws IOException {
            read(in, value);
        }
    }

    /** A batch of {@link Pojo1Double}. */
    public static final class ExtPojo1DoubleBatch extends ExternalizableBatch<Pojo1Double> {
        private static final long serialVersionUID = 1L;

        public ExtPojo1DoubleBatch() {
        }

        @Override
        protected void writeElement(ObjectOutput out, Pojo1Double element) throws IOException {
            ExtPojo1Double.write(out, element);
        }

        @Override
        protected Pojo1Double readElement(ObjectInput in) throws IOException {
            return ExtPojo1Double.read(in, new Pojo1Double());
        }
    }

    /** {@link Pojo1String}, written field by field. */
    public static final class ExtPojo1String implements Externalizable {
        private static final long serialVersionUID = 1L;

        private Pojo1String value;

        public ExtPojo1String() {
            this(new Pojo1String());
        }

        ExtPojo1String(Pojo1String value) {
            this.value = value;
        }

        static void write(ObjectOutput out, Pojo1String v) throws IOException {
            ExternalStrings.write(out, v.getField0());
        }

        static Pojo1String read(ObjectInput in, Pojo1String v) throws IOException {
            v.setField0(ExternalStrings.read(in));
            return v;
        }

        @Override
        public void writeExternal(ObjectOutput out) throws IOException {
            write(out, value);
        }

        @Override
        public void readExternal(ObjectInput in) throws IOException {
            read(in, value);
        }
    }

    /** A batch of {@link Pojo1String}. */
    public static final class ExtPojo1StringBatch extends ExternalizableBatch<Pojo1String> {
        private static final long serialVersionUID = 1L;

        public ExtPojo1StringBatch() {
        }

        @Override
        protected void writeElement(ObjectOutput out, Pojo1String element) throws IOException {
            ExtPojo1String.write(out, element);
        }

        @Override
        protected Pojo1String readElement(ObjectInput in) throws IOException {
            return ExtPojo1String.read(in, new Pojo1String());
        }
    }

    /** {@link Pojo10Boolean}, written field by field. */
    public static final class ExtPojo10Boolean implements Externalizable {
        private static final long serialVersionUID = 1L;

        private Pojo10Boolean value;

        public ExtPojo10Boolean() {
            this(new Pojo10Boolean());
        }

        ExtPojo10Boolean(Pojo10Boolean value) {
            this.value = value;
        }

        static void write(ObjectOutput out, Pojo10Boolean v) throws IOException {
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

        static Pojo10Boolean read(ObjectInput in, Pojo10Boolean v) throws IOException {
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
            return v;
        }

        @Override
        public void writeExternal(ObjectOutput out) throws IOException {
            write(out, value);
        }

        @Override
        public void readExternal(ObjectInput in) throws IOException {
            read(in, value);
        }
    }

    /** A batch of {@link Pojo10Boolean}. */
    public static final class ExtPojo10BooleanBatch extends ExternalizableBatch<Pojo10Boolean> {
        private static final long serialVersionUID = 1L;

        public ExtPojo10BooleanBatch() {
        }

        @Override
        protected void writeElement(ObjectOutput out, Pojo10Boolean element) throws IOException {
            ExtPojo10Boolean.write(out, element);
        }

        @Override
        protected Pojo10Boolean readElement(ObjectInput in) throws IOException {
            return ExtPojo10Boolean.read(in, new Pojo10Boolean());
        }
    }

    /** {@link Pojo10Long}, written field by field. */
    public static final class ExtPojo10Long implements Externalizable {
        private static final long serialVersionUID = 1L;

        private Pojo10Long value;

        public ExtPojo10Long() {
            this(new Pojo10Long());
        }

        ExtPojo10Long(Pojo10Long value) {
            this.value = value;
        }

        static void write(ObjectOutput out, Pojo10Long v) throws IOException {
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

        static Pojo10Long read(ObjectInput in, Pojo10Long v) throws IOException {
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
            return v;
        }

        @Override
        public void writeExternal(ObjectOutput out) throws IOException {
            write(out, value);
        }

        @Override
        public void readExternal(ObjectInput in) throws IOException {
            read(in, value);
        }
    }

    /** A batch of {@link Pojo10Long}. */
    public static final class ExtPojo10LongBatch extends ExternalizableBatch<Pojo10Long> {
        private static final long serialVersionUID = 1L;

        public ExtPojo10LongBatch() {
        }

        @Override
        protected void writeElement(ObjectOutput out, Pojo10Long element) throws IOException {
            ExtPojo10Long.write(out, element);
        }

        @Override
        protected Pojo10Long readElement(ObjectInput in) throws IOException {
            return ExtPojo10Long.read(in, new Pojo10Long());
        }
    }

    /** {@link Pojo10Float}, written field by field. */
    public static final class ExtPojo10Float implements Externalizable {
        private static final long serialVersionUID = 1L;

        private Pojo10Float value;

        public ExtPojo10Float() {
            this(new Pojo10Float());
        }

        ExtPojo10Float(Pojo10Float value) {
            this.value = value;
        }

        static void write(ObjectOutput out, Pojo10Float v) throws IOException {
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

        static Pojo10Float read(ObjectInput in, Pojo10Float v) throws IOException {
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
            return v;
        }

        @Override
        public void writeExternal(ObjectOutput out) throws IOException {
            write(out, value);
        }

        @Override
        public void readExternal(ObjectInput in) throws IOException {
            read(in, value);
        }
    }

    /** A batch of {@link Pojo10Float}. */
    public static final class ExtPojo10FloatBatch extends ExternalizableBatch<Pojo10Float> {
        private static final long serialVersionUID = 1L;

        public ExtPojo10FloatBatch() {
        }

        @Override
        protected void writeElement(ObjectOutput out, Pojo10Float element) throws IOException {
            ExtPojo10Float.write(out, element);
        }

        @Override
        protected Pojo10Float readElement(ObjectInput in) throws IOException {
            return ExtPojo10Float.read(in, new Pojo10Float());
        }
    }

    /** {@link Pojo10Double}, written field by field. */
    public static final class ExtPojo10Double implements Externalizable {
        private static final long serialVersionUID = 1L;

        private Pojo10Double value;

        public ExtPojo10Double() {
            this(new Pojo10Double());
        }

        ExtPojo10Double(Pojo10Double value) {
            this.value = value;
        }

        static void write(ObjectOutput out, Pojo10Double v) throws IOException {
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

        static Pojo10Double read(ObjectInput in, Pojo10Double v) throws IOException {
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
            return v;
        }

        @Override
        public void writeExternal(ObjectOutput out) throws IOException {
            write(out, value);
        }

        @Override
        public void readExternal(ObjectInput in) throws IOException {
            read(in, value);
        }
    }

    /** A batch of {@link Pojo10Double}. */
    public static final class ExtPojo10DoubleBatch extends ExternalizableBatch<Pojo10Double> {
        private static final long serialVersionUID = 1L;

        public ExtPojo10DoubleBatch() {
        }

        @Override
        protected void writeElement(ObjectOutput out, Pojo10Double element) throws IOException {
            ExtPojo10Double.write(out, element);
        }

        @Override
        protected Pojo10Double readElement(ObjectInput in) throws IOException {
            return ExtPojo10Double.read(in, new Pojo10Double());
        }
    }

    /** {@link Pojo10String}, written field by field. */
    public static final class ExtPojo10String implements Externalizable {
        private static final long serialVersionUID = 1L;

        private Pojo10String value;

        public ExtPojo10String() {
            this(new Pojo10String());
        }

        ExtPojo10String(Pojo10String value) {
            this.value = value;
        }

        static void write(ObjectOutput out, Pojo10String v) throws IOException {
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

        static Pojo10String read(ObjectInput in, Pojo10String v) throws IOException {
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
            return v;
        }

        @Override
        public void writeExternal(ObjectOutput out) throws IOException {
            write(out, value);
        }

        @Override
        public void readExternal(ObjectInput in) throws IOException {
            read(in, value);
        }
    }

    /** A batch of {@link Pojo10String}. */
    public static final class ExtPojo10StringBatch extends ExternalizableBatch<Pojo10String> {
        private static final long serialVersionUID = 1L;

        public ExtPojo10StringBatch() {
        }

        @Override
        protected void writeElement(ObjectOutput out, Pojo10String element) throws IOException {
            ExtPojo10String.write(out, element);
        }

        @Override
        protected Pojo10String readElement(ObjectInput in) throws IOException {
            return ExtPojo10String.read(in, new Pojo10String());
        }
    }

    /** {@link Pojo1Mixed}, written field by field. */
    public static final class ExtPojo1Mixed implements Externalizable {
        private static final long serialVersionUID = 1L;

        private Pojo1Mixed value;

        public ExtPojo1Mixed() {
            this(new Pojo1Mixed());
        }

        ExtPojo1Mixed(Pojo1Mixed value) {
            this.value = value;
        }

        static void write(ObjectOutput out, Pojo1Mixed v) throws IOException {
            out.writeBoolean(v.isField0());
            out.writeLong(v.getField1());
            out.writeFloat(v.getField2());
            out.writeDouble(v.getField3());
            ExternalStrings.write(out, v.getField4());
        }

        static Pojo1Mixed read(ObjectInput in, Pojo1Mixed v) throws IOException {
            v.setField0(in.readBoolean());
            v.setField1(in.readLong());
            v.setField2(in.readFloat());
            v.setField3(in.readDouble());
            v.setField4(ExternalStrings.read(in));
            return v;
        }

        @Override
        public void writeExternal(ObjectOutput out) throws IOException {
            write(out, value);
        }

        @Override
        public void readExternal(ObjectInput in) throws IOException {
            read(in, value);
        }
    }

    /** A batch of {@link Pojo1Mixed}. */
    public static final class ExtPojo1MixedBatch extends ExternalizableBatch<Pojo1Mixed> {
        private static final long serialVersionUID = 1L;

        public ExtPojo1MixedBatch() {
        }

        @Override
        protected void writeElement(ObjectOutput out, Pojo1Mixed element) throws IOException {
            ExtPojo1Mixed.write(out, element);
        }

        @Override
        protected Pojo1Mixed readElement(ObjectInput in) throws IOException {
            return ExtPojo1Mixed.read(in, new Pojo1Mixed());
        }
    }
}
