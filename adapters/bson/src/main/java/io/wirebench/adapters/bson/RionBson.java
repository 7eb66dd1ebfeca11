package io.wirebench.adapters.bson;

import io.wirebench.core.ModelFields;
import io.wirebench.core.ModelMappings;
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
import org.bson.BsonReader;
import org.bson.BsonType;
import java.io.IOException;
import org.bson.BsonWriter;

/**
 * The RION matrix objects as BSON documents {@code {field0: ...}}, each model's {@link ModelFields}
 * written once: a writer, one field a line (floats as BSON doubles, longs as int64), and a reader
 * that takes the fields in any order and skips unknown ones.
 */
final class RionBson {
    private RionBson() {
    }

    private static final String[] NAME = {"field0", "field1", "field2", "field3", "field4",
        "field5", "field6", "field7", "field8", "field9"};

    private static final ModelFields<Pojo1Boolean, BsonWriter, BsonReader> BOOLEAN1 = new ModelFields<>(Pojo1Boolean::new) {
        @Override
        public void write(Pojo1Boolean v, BsonWriter out) throws IOException {
            out.writeStartDocument();
            out.writeBoolean(NAME[0], v.isField0());
            out.writeEndDocument();
        }

        @Override
        protected void fill(BsonReader in, Pojo1Boolean v) throws IOException {
            readDocument(in, v, (r, name, x) -> {
                switch (name) {
                    case "field0" -> x.setField0(r.readBoolean());
                    default -> r.skipValue();
                }
            });
        }
    };

    private static final ModelFields<Pojo1Long, BsonWriter, BsonReader> LONG1 = new ModelFields<>(Pojo1Long::new) {
        @Override
        public void write(Pojo1Long v, BsonWriter out) throws IOException {
            out.writeStartDocument();
            out.writeInt64(NAME[0], v.getField0());
            out.writeEndDocument();
        }

        @Override
        protected void fill(BsonReader in, Pojo1Long v) throws IOException {
            readDocument(in, v, (r, name, x) -> {
                switch (name) {
                    case "field0" -> x.setField0(r.readInt64());
                    default -> r.skipValue();
                }
            });
        }
    };

    private static final ModelFields<Pojo1Float, BsonWriter, BsonReader> FLOAT1 = new ModelFields<>(Pojo1Float::new) {
        @Override
        public void write(Pojo1Float v, BsonWriter out) throws IOException {
            out.writeStartDocument();
            out.writeDouble(NAME[0], v.getField0());
            out.writeEndDocument();
        }

        @Override
        protected void fill(BsonReader in, Pojo1Float v) throws IOException {
            readDocument(in, v, (r, name, x) -> {
                switch (name) {
                    case "field0" -> x.setField0((float) r.readDouble());
                    default -> r.skipValue();
                }
            });
        }
    };

    private static final ModelFields<Pojo1Double, BsonWriter, BsonReader> DOUBLE1 = new ModelFields<>(Pojo1Double::new) {
        @Override
        public void write(Pojo1Double v, BsonWriter out) throws IOException {
            out.writeStartDocument();
            out.writeDouble(NAME[0], v.getField0());
            out.writeEndDocument();
        }

        @Override
        protected void fill(BsonReader in, Pojo1Double v) throws IOException {
            readDocument(in, v, (r, name, x) -> {
                switch (name) {
                    case "field0" -> x.setField0(r.readDouble());
                    default -> r.skipValue();
                }
            });
        }
    };

    private static final ModelFields<Pojo1String, BsonWriter, BsonReader> STRING1 = new ModelFields<>(Pojo1String::new) {
        @Override
        public void write(Pojo1String v, BsonWriter out) throws IOException {
            out.writeStartDocument();
            BsonValues.writeString(out, NAME[0], v.getField0());
            out.writeEndDocument();
        }

        @Override
        protected void fill(BsonReader in, Pojo1String v) throws IOException {
            readDocument(in, v, (r, name, x) -> {
                switch (name) {
                    case "field0" -> x.setField0(BsonValues.readString(r));
                    default -> r.skipValue();
                }
            });
        }
    };

    private static final ModelFields<Pojo10Boolean, BsonWriter, BsonReader> BOOLEAN10 = new ModelFields<>(Pojo10Boolean::new) {
        @Override
        public void write(Pojo10Boolean v, BsonWriter out) throws IOException {
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
        protected void fill(BsonReader in, Pojo10Boolean v) throws IOException {
            readDocument(in, v, (r, name, x) -> {
                switch (name) {
                    case "field0" -> x.setField0(r.readBoolean());
                    case "field1" -> x.setField1(r.readBoolean());
                    case "field2" -> x.setField2(r.readBoolean());
                    case "field3" -> x.setField3(r.readBoolean());
                    case "field4" -> x.setField4(r.readBoolean());
                    case "field5" -> x.setField5(r.readBoolean());
                    case "field6" -> x.setField6(r.readBoolean());
                    case "field7" -> x.setField7(r.readBoolean());
                    case "field8" -> x.setField8(r.readBoolean());
                    case "field9" -> x.setField9(r.readBoolean());
                    default -> r.skipValue();
                }
            });
        }
    };

    private static final ModelFields<Pojo10Long, BsonWriter, BsonReader> LONG10 = new ModelFields<>(Pojo10Long::new) {
        @Override
        public void write(Pojo10Long v, BsonWriter out) throws IOException {
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
        protected void fill(BsonReader in, Pojo10Long v) throws IOException {
            readDocument(in, v, (r, name, x) -> {
                switch (name) {
                    case "field0" -> x.setField0(r.readInt64());
                    case "field1" -> x.setField1(r.readInt64());
                    case "field2" -> x.setField2(r.readInt64());
                    case "field3" -> x.setField3(r.readInt64());
                    case "field4" -> x.setField4(r.readInt64());
                    case "field5" -> x.setField5(r.readInt64());
                    case "field6" -> x.setField6(r.readInt64());
                    case "field7" -> x.setField7(r.readInt64());
                    case "field8" -> x.setField8(r.readInt64());
                    case "field9" -> x.setField9(r.readInt64());
                    default -> r.skipValue();
                }
            });
        }
    };

    private static final ModelFields<Pojo10Float, BsonWriter, BsonReader> FLOAT10 = new ModelFields<>(Pojo10Float::new) {
        @Override
        public void write(Pojo10Float v, BsonWriter out) throws IOException {
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
        protected void fill(BsonReader in, Pojo10Float v) throws IOException {
            readDocument(in, v, (r, name, x) -> {
                switch (name) {
                    case "field0" -> x.setField0((float) r.readDouble());
                    case "field1" -> x.setField1((float) r.readDouble());
                    case "field2" -> x.setField2((float) r.readDouble());
                    case "field3" -> x.setField3((float) r.readDouble());
                    case "field4" -> x.setField4((float) r.readDouble());
                    case "field5" -> x.setField5((float) r.readDouble());
                    case "field6" -> x.setField6((float) r.readDouble());
                    case "field7" -> x.setField7((float) r.readDouble());
                    case "field8" -> x.setField8((float) r.readDouble());
                    case "field9" -> x.setField9((float) r.readDouble());
                    default -> r.skipValue();
                }
            });
        }
    };

    private static final ModelFields<Pojo10Double, BsonWriter, BsonReader> DOUBLE10 = new ModelFields<>(Pojo10Double::new) {
        @Override
        public void write(Pojo10Double v, BsonWriter out) throws IOException {
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
        protected void fill(BsonReader in, Pojo10Double v) throws IOException {
            readDocument(in, v, (r, name, x) -> {
                switch (name) {
                    case "field0" -> x.setField0(r.readDouble());
                    case "field1" -> x.setField1(r.readDouble());
                    case "field2" -> x.setField2(r.readDouble());
                    case "field3" -> x.setField3(r.readDouble());
                    case "field4" -> x.setField4(r.readDouble());
                    case "field5" -> x.setField5(r.readDouble());
                    case "field6" -> x.setField6(r.readDouble());
                    case "field7" -> x.setField7(r.readDouble());
                    case "field8" -> x.setField8(r.readDouble());
                    case "field9" -> x.setField9(r.readDouble());
                    default -> r.skipValue();
                }
            });
        }
    };

    private static final ModelFields<Pojo10String, BsonWriter, BsonReader> STRING10 = new ModelFields<>(Pojo10String::new) {
        @Override
        public void write(Pojo10String v, BsonWriter out) throws IOException {
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
        protected void fill(BsonReader in, Pojo10String v) throws IOException {
            readDocument(in, v, (r, name, x) -> {
                switch (name) {
                    case "field0" -> x.setField0(BsonValues.readString(r));
                    case "field1" -> x.setField1(BsonValues.readString(r));
                    case "field2" -> x.setField2(BsonValues.readString(r));
                    case "field3" -> x.setField3(BsonValues.readString(r));
                    case "field4" -> x.setField4(BsonValues.readString(r));
                    case "field5" -> x.setField5(BsonValues.readString(r));
                    case "field6" -> x.setField6(BsonValues.readString(r));
                    case "field7" -> x.setField7(BsonValues.readString(r));
                    case "field8" -> x.setField8(BsonValues.readString(r));
                    case "field9" -> x.setField9(BsonValues.readString(r));
                    default -> r.skipValue();
                }
            });
        }
    };

    private static final ModelFields<Pojo1Mixed, BsonWriter, BsonReader> MIXED = new ModelFields<>(Pojo1Mixed::new) {
        @Override
        public void write(Pojo1Mixed v, BsonWriter out) throws IOException {
            out.writeStartDocument();
            out.writeBoolean(NAME[0], v.isField0());
            out.writeInt64(NAME[1], v.getField1());
            out.writeDouble(NAME[2], v.getField2());
            out.writeDouble(NAME[3], v.getField3());
            BsonValues.writeString(out, NAME[4], v.getField4());
            out.writeEndDocument();
        }

        @Override
        protected void fill(BsonReader in, Pojo1Mixed v) throws IOException {
            readDocument(in, v, (r, name, x) -> {
                switch (name) {
                    case "field0" -> x.setField0(r.readBoolean());
                    case "field1" -> x.setField1(r.readInt64());
                    case "field2" -> x.setField2((float) r.readDouble());
                    case "field3" -> x.setField3(r.readDouble());
                    case "field4" -> x.setField4(BsonValues.readString(r));
                    default -> r.skipValue();
                }
            });
        }
    };

    /** Adds each RION model's mapping to {@code mappings}. */
    static ModelMappings<BsonWriter, BsonReader> addTo(ModelMappings<BsonWriter, BsonReader> mappings) {
        return mappings
                .put(Models.RION_BOOLEAN1, BOOLEAN1)
                .put(Models.RION_LONG1, LONG1)
                .put(Models.RION_FLOAT1, FLOAT1)
                .put(Models.RION_DOUBLE1, DOUBLE1)
                .put(Models.RION_STRING1, STRING1)
                .put(Models.RION_BOOLEAN10, BOOLEAN10)
                .put(Models.RION_LONG10, LONG10)
                .put(Models.RION_FLOAT10, FLOAT10)
                .put(Models.RION_DOUBLE10, DOUBLE10)
                .put(Models.RION_STRING10, STRING10)
                .put(Models.RION_MIXED, MIXED);
    }

    /** What reads one field of a document, by its name, into the instance being filled. */
    @FunctionalInterface
    interface FieldReader<T> {
        void read(BsonReader in, String name, T value);
    }

    /** Reads a document's fields, in any order, into {@code value}. */
    private static <T> void readDocument(BsonReader in, T value, FieldReader<T> field) {
        in.readStartDocument();
        while (in.readBsonType() != BsonType.END_OF_DOCUMENT) {
            field.read(in, in.readName(), value);
        }
        in.readEndDocument();
    }
}
