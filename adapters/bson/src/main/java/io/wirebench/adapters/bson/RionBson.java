package io.wirebench.adapters.bson;

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
import org.bson.BsonReader;
import org.bson.BsonType;
import org.bson.BsonWriter;

/**
 * The RION matrix objects as documents with the model's field names ({@code field0} ...). BSON has
 * no 32-bit float: floats are written as doubles (exact) and narrowed back on reading.
 */
final class RionBson {
    private RionBson() {
    }

    private static final String[] NAME = {"field0", "field1", "field2", "field3", "field4",
        "field5", "field6", "field7", "field8", "field9"};

    static final Map<Model<?>, BsonMapping<?>> BY_MODEL = Map.ofEntries(
            Map.entry(Models.RION_BOOLEAN1, new Pojo1BooleanBson()),
            Map.entry(Models.RION_LONG1, new Pojo1LongBson()),
            Map.entry(Models.RION_FLOAT1, new Pojo1FloatBson()),
            Map.entry(Models.RION_DOUBLE1, new Pojo1DoubleBson()),
            Map.entry(Models.RION_STRING1, new Pojo1StringBson()),
            Map.entry(Models.RION_BOOLEAN10, new Pojo10BooleanBson()),
            Map.entry(Models.RION_LONG10, new Pojo10LongBson()),
            Map.entry(Models.RION_FLOAT10, new Pojo10FloatBson()),
            Map.entry(Models.RION_DOUBLE10, new Pojo10DoubleBson()),
            Map.entry(Models.RION_STRING10, new Pojo10StringBson()),
            Map.entry(Models.RION_MIXED, new Pojo1MixedBson()));

    private static final class Pojo1BooleanBson implements BsonMapping<Pojo1Boolean> {
        @Override
        public void write(BsonWriter out, Pojo1Boolean v) {
            out.writeStartDocument();
            out.writeBoolean(NAME[0], v.isField0());
            out.writeEndDocument();
        }

        @Override
        public Pojo1Boolean read(BsonReader in) {
            Pojo1Boolean v = new Pojo1Boolean();
            in.readStartDocument();
            while (in.readBsonType() != BsonType.END_OF_DOCUMENT) {
                switch (in.readName()) {
                    case "field0" -> v.setField0(in.readBoolean());
                    default -> in.skipValue();
                }
            }
            in.readEndDocument();
            return v;
        }
    }

    private static final class Pojo1LongBson implements BsonMapping<Pojo1Long> {
        @Override
        public void write(BsonWriter out, Pojo1Long v) {
            out.writeStartDocument();
            out.writeInt64(NAME[0], v.getField0());
            out.writeEndDocument();
        }

        @Override
        public Pojo1Long read(BsonReader in) {
            Pojo1Long v = new Pojo1Long();
            in.readStartDocument();
            while (in.readBsonType() != BsonType.END_OF_DOCUMENT) {
                switch (in.readName()) {
                    case "field0" -> v.setField0(in.readInt64());
                    default -> in.skipValue();
                }
            }
            in.readEndDocument();
            return v;
        }
    }

    private static final class Pojo1FloatBson implements BsonMapping<Pojo1Float> {
        @Override
        public void write(BsonWriter out, Pojo1Float v) {
            out.writeStartDocument();
            out.writeDouble(NAME[0], v.getField0());
            out.writeEndDocument();
        }

        @Override
        public Pojo1Float read(BsonReader in) {
            Pojo1Float v = new Pojo1Float();
            in.readStartDocument();
            while (in.readBsonType() != BsonType.END_OF_DOCUMENT) {
                switch (in.readName()) {
                    case "field0" -> v.setField0((float) in.readDouble());
                    default -> in.skipValue();
                }
            }
            in.readEndDocument();
            return v;
        }
    }

    private static final class Pojo1DoubleBson implements BsonMapping<Pojo1Double> {
        @Override
        public void write(BsonWriter out, Pojo1Double v) {
            out.writeStartDocument();
            out.writeDouble(NAME[0], v.getField0());
            out.writeEndDocument();
        }

        @Override
        public Pojo1Double read(BsonReader in) {
            Pojo1Double v = new Pojo1Double();
            in.readStartDocument();
            while (in.readBsonType() != BsonType.END_OF_DOCUMENT) {
                switch (in.readName()) {
                    case "field0" -> v.setField0(in.readDouble());
                    default -> in.skipValue();
                }
            }
            in.readEndDocument();
            return v;
        }
    }

    private static final class Pojo1StringBson implements BsonMapping<Pojo1String> {
        @Override
        public void write(BsonWriter out, Pojo1String v) {
            out.writeStartDocument();
            BsonValues.writeString(out, NAME[0], v.getField0());
            out.writeEndDocument();
        }

        @Override
        public Pojo1String read(BsonReader in) {
            Pojo1String v = new Pojo1String();
            in.readStartDocument();
            while (in.readBsonType() != BsonType.END_OF_DOCUMENT) {
                switch (in.readName()) {
                    case "field0" -> v.setField0(BsonValues.readString(in));
                    default -> in.skipValue();
                }
            }
            in.readEndDocument();
            return v;
        }
    }

    private static final class Pojo10BooleanBson implements BsonMapping<Pojo10Boolean> {
        @Override
        public void write(BsonWriter out, Pojo10Boolean v) {
            out.writeStartDocument();
            out.writeBoolean(NAME[0], v.isField0());
            out.writeBoolean(NAME[1], v.isField1());
            out.writeBoolean(NAME[2], v.isField2());
            out.writeBoolean(NAME[3], v.isField3());
            out.writeBoolean(NAME[4], v.isField4());
            out.writeBoolean(NAME[5], v.isField5());
            out.writeBoolean(NAME[6], v.isField6());
            out.writeBoolean(NAME[7], v.isField7());
            out.writeBoolean(NAME[8], v.isField8());
            out.writeBoolean(NAME[9], v.isField9());
            out.writeEndDocument();
        }

        @Override
        public Pojo10Boolean read(BsonReader in) {
            Pojo10Boolean v = new Pojo10Boolean();
            in.readStartDocument();
            while (in.readBsonType() != BsonType.END_OF_DOCUMENT) {
                switch (in.readName()) {
                    case "field0" -> v.setField0(in.readBoolean());
                    case "field1" -> v.setField1(in.readBoolean());
                    case "field2" -> v.setField2(in.readBoolean());
                    case "field3" -> v.setField3(in.readBoolean());
                    case "field4" -> v.setField4(in.readBoolean());
                    case "field5" -> v.setField5(in.readBoolean());
                    case "field6" -> v.setField6(in.readBoolean());
                    case "field7" -> v.setField7(in.readBoolean());
                    case "field8" -> v.setField8(in.readBoolean());
                    case "field9" -> v.setField9(in.readBoolean());
                    default -> in.skipValue();
                }
            }
            in.readEndDocument();
            return v;
        }
    }

    private static final class Pojo10LongBson implements BsonMapping<Pojo10Long> {
        @Override
        public void write(BsonWriter out, Pojo10Long v) {
            out.writeStartDocument();
            out.writeInt64(NAME[0], v.getField0());
            out.writeInt64(NAME[1], v.getField1());
            out.writeInt64(NAME[2], v.getField2());
            out.writeInt64(NAME[3], v.getField3());
            out.writeInt64(NAME[4], v.getField4());
            out.writeInt64(NAME[5], v.getField5());
            out.writeInt64(NAME[6], v.getField6());
            out.writeInt64(NAME[7], v.getField7());
            out.writeInt64(NAME[8], v.getField8());
            out.writeInt64(NAME[9], v.getField9());
            out.writeEndDocument();
        }

        @Override
        public Pojo10Long read(BsonReader in) {
            Pojo10Long v = new Pojo10Long();
            in.readStartDocument();
            while (in.readBsonType() != BsonType.END_OF_DOCUMENT) {
                switch (in.readName()) {
                    case "field0" -> v.setField0(in.readInt64());
                    case "field1" -> v.setField1(in.readInt64());
                    case "field2" -> v.setField2(in.readInt64());
                    case "field3" -> v.setField3(in.readInt64());
                    case "field4" -> v.setField4(in.readInt64());
                    case "field5" -> v.setField5(in.readInt64());
                    case "field6" -> v.setField6(in.readInt64());
                    case "field7" -> v.setField7(in.readInt64());
                    case "field8" -> v.setField8(in.readInt64());
                    case "field9" -> v.setField9(in.readInt64());
                    default -> in.skipValue();
                }
            }
            in.readEndDocument();
            return v;
        }
    }

    private static final class Pojo10FloatBson implements BsonMapping<Pojo10Float> {
        @Override
        public void write(BsonWriter out, Pojo10Float v) {
            out.writeStartDocument();
            out.writeDouble(NAME[0], v.getField0());
            out.writeDouble(NAME[1], v.getField1());
            out.writeDouble(NAME[2], v.getField2());
            out.writeDouble(NAME[3], v.getField3());
            out.writeDouble(NAME[4], v.getField4());
            out.writeDouble(NAME[5], v.getField5());
            out.writeDouble(NAME[6], v.getField6());
            out.writeDouble(NAME[7], v.getField7());
            out.writeDouble(NAME[8], v.getField8());
            out.writeDouble(NAME[9], v.getField9());
            out.writeEndDocument();
        }

        @Override
        public Pojo10Float read(BsonReader in) {
            Pojo10Float v = new Pojo10Float();
            in.readStartDocument();
            while (in.readBsonType() != BsonType.END_OF_DOCUMENT) {
                switch (in.readName()) {
                    case "field0" -> v.setField0((float) in.readDouble());
                    case "field1" -> v.setField1((float) in.readDouble());
                    case "field2" -> v.setField2((float) in.readDouble());
                    case "field3" -> v.setField3((float) in.readDouble());
                    case "field4" -> v.setField4((float) in.readDouble());
                    case "field5" -> v.setField5((float) in.readDouble());
                    case "field6" -> v.setField6((float) in.readDouble());
                    case "field7" -> v.setField7((float) in.readDouble());
                    case "field8" -> v.setField8((float) in.readDouble());
                    case "field9" -> v.setField9((float) in.readDouble());
                    default -> in.skipValue();
                }
            }
            in.readEndDocument();
            return v;
        }
    }

    private static final class Pojo10DoubleBson implements BsonMapping<Pojo10Double> {
        @Override
        public void write(BsonWriter out, Pojo10Double v) {
            out.writeStartDocument();
            out.writeDouble(NAME[0], v.getField0());
            out.writeDouble(NAME[1], v.getField1());
            out.writeDouble(NAME[2], v.getField2());
            out.writeDouble(NAME[3], v.getField3());
            out.writeDouble(NAME[4], v.getField4());
            out.writeDouble(NAME[5], v.getField5());
            out.writeDouble(NAME[6], v.getField6());
            out.writeDouble(NAME[7], v.getField7());
            out.writeDouble(NAME[8], v.getField8());
            out.writeDouble(NAME[9], v.getField9());
            out.writeEndDocument();
        }

        @Override
        public Pojo10Double read(BsonReader in) {
            Pojo10Double v = new Pojo10Double();
            in.readStartDocument();
            while (in.readBsonType() != BsonType.END_OF_DOCUMENT) {
                switch (in.readName()) {
                    case "field0" -> v.setField0(in.readDouble());
                    case "field1" -> v.setField1(in.readDouble());
                    case "field2" -> v.setField2(in.readDouble());
                    case "field3" -> v.setField3(in.readDouble());
                    case "field4" -> v.setField4(in.readDouble());
                    case "field5" -> v.setField5(in.readDouble());
                    case "field6" -> v.setField6(in.readDouble());
                    case "field7" -> v.setField7(in.readDouble());
                    case "field8" -> v.setField8(in.readDouble());
                    case "field9" -> v.setField9(in.readDouble());
                    default -> in.skipValue();
                }
            }
            in.readEndDocument();
            return v;
        }
    }

    private static final class Pojo10StringBson implements BsonMapping<Pojo10String> {
        @Override
        public void write(BsonWriter out, Pojo10String v) {
            out.writeStartDocument();
            BsonValues.writeString(out, NAME[0], v.getField0());
            BsonValues.writeString(out, NAME[1], v.getField1());
            BsonValues.writeString(out, NAME[2], v.getField2());
            BsonValues.writeString(out, NAME[3], v.getField3());
            BsonValues.writeString(out, NAME[4], v.getField4());
            BsonValues.writeString(out, NAME[5], v.getField5());
            BsonValues.writeString(out, NAME[6], v.getField6());
            BsonValues.writeString(out, NAME[7], v.getField7());
            BsonValues.writeString(out, NAME[8], v.getField8());
            BsonValues.writeString(out, NAME[9], v.getField9());
            out.writeEndDocument();
        }

        @Override
        public Pojo10String read(BsonReader in) {
            Pojo10String v = new Pojo10String();
            in.readStartDocument();
            while (in.readBsonType() != BsonType.END_OF_DOCUMENT) {
                switch (in.readName()) {
                    case "field0" -> v.setField0(BsonValues.readString(in));
                    case "field1" -> v.setField1(BsonValues.readString(in));
                    case "field2" -> v.setField2(BsonValues.readString(in));
                    case "field3" -> v.setField3(BsonValues.readString(in));
                    case "field4" -> v.setField4(BsonValues.readString(in));
                    case "field5" -> v.setField5(BsonValues.readString(in));
                    case "field6" -> v.setField6(BsonValues.readString(in));
                    case "field7" -> v.setField7(BsonValues.readString(in));
                    case "field8" -> v.setField8(BsonValues.readString(in));
                    case "field9" -> v.setField9(BsonValues.readString(in));
                    default -> in.skipValue();
                }
            }
            in.readEndDocument();
            return v;
        }
    }

    private static final class Pojo1MixedBson implements BsonMapping<Pojo1Mixed> {
        @Override
        public void write(BsonWriter out, Pojo1Mixed v) {
            out.writeStartDocument();
            out.writeBoolean(NAME[0], v.isField0());
            out.writeInt64(NAME[1], v.getField1());
            out.writeDouble(NAME[2], v.getField2());
            out.writeDouble(NAME[3], v.getField3());
            BsonValues.writeString(out, NAME[4], v.getField4());
            out.writeEndDocument();
        }

        @Override
        public Pojo1Mixed read(BsonReader in) {
            Pojo1Mixed v = new Pojo1Mixed();
            in.readStartDocument();
            while (in.readBsonType() != BsonType.END_OF_DOCUMENT) {
                switch (in.readName()) {
                    case "field0" -> v.setField0(in.readBoolean());
                    case "field1" -> v.setField1(in.readInt64());
                    case "field2" -> v.setField2((float) in.readDouble());
                    case "field3" -> v.setField3(in.readDouble());
                    case "field4" -> v.setField4(BsonValues.readString(in));
                    default -> in.skipValue();
                }
            }
            in.readEndDocument();
            return v;
        }
    }
}
