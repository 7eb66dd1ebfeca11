package io.wirebench.adapters.jackson;

import static io.wirebench.adapters.jackson.JsonTokens.expect;
import static io.wirebench.adapters.jackson.JsonTokens.readBoolean;
import static io.wirebench.adapters.jackson.JsonTokens.readDouble;
import static io.wirebench.adapters.jackson.JsonTokens.readFloat;
import static io.wirebench.adapters.jackson.JsonTokens.readLong;
import static io.wirebench.adapters.jackson.JsonTokens.readString;

import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.core.SerializableString;
import com.fasterxml.jackson.core.io.SerializedString;
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
import java.io.IOException;

/**
 * The RION matrix objects as JSON objects {@code {"field0":...}}, each model's {@link ModelFields}
 * written once: a writer with pre-encoded field names, one field a line, and a reader that takes
 * the fields in any order, checks each value's token, and skips unknown ones.
 */
final class RionJson {
    private RionJson() {
    }

    private static final SerializableString[] NAME = new SerializableString[10];

    static {
        for (int i = 0; i < NAME.length; i++) {
            NAME[i] = new SerializedString("field" + i);
        }
    }

    private static final ModelFields<Pojo1Boolean, JsonGenerator, JsonParser> BOOLEAN1 = new ModelFields<>(Pojo1Boolean::new) {
        @Override
        public void write(Pojo1Boolean v, JsonGenerator out) throws IOException {
            out.writeStartObject();
            name(out, 0).writeBoolean(v.isField0());
            out.writeEndObject();
        }

        @Override
        protected void fill(JsonParser in, Pojo1Boolean v) throws IOException {
            readObject(in, "Pojo1Boolean", v, (p, name, x) -> {
                switch (name) {
                    case "field0" -> x.setField0(readBoolean(p, name));
                    default -> p.skipChildren();
                }
            });
        }
    };

    private static final ModelFields<Pojo1Long, JsonGenerator, JsonParser> LONG1 = new ModelFields<>(Pojo1Long::new) {
        @Override
        public void write(Pojo1Long v, JsonGenerator out) throws IOException {
            out.writeStartObject();
            name(out, 0).writeNumber(v.getField0());
            out.writeEndObject();
        }

        @Override
        protected void fill(JsonParser in, Pojo1Long v) throws IOException {
            readObject(in, "Pojo1Long", v, (p, name, x) -> {
                switch (name) {
                    case "field0" -> x.setField0(readLong(p, name));
                    default -> p.skipChildren();
                }
            });
        }
    };

    private static final ModelFields<Pojo1Float, JsonGenerator, JsonParser> FLOAT1 = new ModelFields<>(Pojo1Float::new) {
        @Override
        public void write(Pojo1Float v, JsonGenerator out) throws IOException {
            out.writeStartObject();
            name(out, 0).writeNumber(v.getField0());
            out.writeEndObject();
        }

        @Override
        protected void fill(JsonParser in, Pojo1Float v) throws IOException {
            readObject(in, "Pojo1Float", v, (p, name, x) -> {
                switch (name) {
                    case "field0" -> x.setField0(readFloat(p, name));
                    default -> p.skipChildren();
                }
            });
        }
    };

    private static final ModelFields<Pojo1Double, JsonGenerator, JsonParser> DOUBLE1 = new ModelFields<>(Pojo1Double::new) {
        @Override
        public void write(Pojo1Double v, JsonGenerator out) throws IOException {
            out.writeStartObject();
            name(out, 0).writeNumber(v.getField0());
            out.writeEndObject();
        }

        @Override
        protected void fill(JsonParser in, Pojo1Double v) throws IOException {
            readObject(in, "Pojo1Double", v, (p, name, x) -> {
                switch (name) {
                    case "field0" -> x.setField0(readDouble(p, name));
                    default -> p.skipChildren();
                }
            });
        }
    };

    private static final ModelFields<Pojo1String, JsonGenerator, JsonParser> STRING1 = new ModelFields<>(Pojo1String::new) {
        @Override
        public void write(Pojo1String v, JsonGenerator out) throws IOException {
            out.writeStartObject();
            name(out, 0).writeString(v.getField0());
            out.writeEndObject();
        }

        @Override
        protected void fill(JsonParser in, Pojo1String v) throws IOException {
            readObject(in, "Pojo1String", v, (p, name, x) -> {
                switch (name) {
                    case "field0" -> x.setField0(readString(p, name));
                    default -> p.skipChildren();
                }
            });
        }
    };

    private static final ModelFields<Pojo10Boolean, JsonGenerator, JsonParser> BOOLEAN10 = new ModelFields<>(Pojo10Boolean::new) {
        @Override
        public void write(Pojo10Boolean v, JsonGenerator out) throws IOException {
            out.writeStartObject();
            name(out, 0).writeBoolean(v.isField0());
            name(out, 1).writeBoolean(v.isField1());
            name(out, 2).writeBoolean(v.isField2());
            name(out, 3).writeBoolean(v.isField3());
            name(out, 4).writeBoolean(v.isField4());
            name(out, 5).writeBoolean(v.isField5());
            name(out, 6).writeBoolean(v.isField6());
            name(out, 7).writeBoolean(v.isField7());
            name(out, 8).writeBoolean(v.isField8());
            name(out, 9).writeBoolean(v.isField9());
            out.writeEndObject();
        }

        @Override
        protected void fill(JsonParser in, Pojo10Boolean v) throws IOException {
            readObject(in, "Pojo10Boolean", v, (p, name, x) -> {
                switch (name) {
                    case "field0" -> x.setField0(readBoolean(p, name));
                    case "field1" -> x.setField1(readBoolean(p, name));
                    case "field2" -> x.setField2(readBoolean(p, name));
                    case "field3" -> x.setField3(readBoolean(p, name));
                    case "field4" -> x.setField4(readBoolean(p, name));
                    case "field5" -> x.setField5(readBoolean(p, name));
                    case "field6" -> x.setField6(readBoolean(p, name));
                    case "field7" -> x.setField7(readBoolean(p, name));
                    case "field8" -> x.setField8(readBoolean(p, name));
                    case "field9" -> x.setField9(readBoolean(p, name));
                    default -> p.skipChildren();
                }
            });
        }
    };

    private static final ModelFields<Pojo10Long, JsonGenerator, JsonParser> LONG10 = new ModelFields<>(Pojo10Long::new) {
        @Override
        public void write(Pojo10Long v, JsonGenerator out) throws IOException {
            out.writeStartObject();
            name(out, 0).writeNumber(v.getField0());
            name(out, 1).writeNumber(v.getField1());
            name(out, 2).writeNumber(v.getField2());
            name(out, 3).writeNumber(v.getField3());
            name(out, 4).writeNumber(v.getField4());
            name(out, 5).writeNumber(v.getField5());
            name(out, 6).writeNumber(v.getField6());
            name(out, 7).writeNumber(v.getField7());
            name(out, 8).writeNumber(v.getField8());
            name(out, 9).writeNumber(v.getField9());
            out.writeEndObject();
        }

        @Override
        protected void fill(JsonParser in, Pojo10Long v) throws IOException {
            readObject(in, "Pojo10Long", v, (p, name, x) -> {
                switch (name) {
                    case "field0" -> x.setField0(readLong(p, name));
                    case "field1" -> x.setField1(readLong(p, name));
                    case "field2" -> x.setField2(readLong(p, name));
                    case "field3" -> x.setField3(readLong(p, name));
                    case "field4" -> x.setField4(readLong(p, name));
                    case "field5" -> x.setField5(readLong(p, name));
                    case "field6" -> x.setField6(readLong(p, name));
                    case "field7" -> x.setField7(readLong(p, name));
                    case "field8" -> x.setField8(readLong(p, name));
                    case "field9" -> x.setField9(readLong(p, name));
                    default -> p.skipChildren();
                }
            });
        }
    };

    private static final ModelFields<Pojo10Float, JsonGenerator, JsonParser> FLOAT10 = new ModelFields<>(Pojo10Float::new) {
        @Override
        public void write(Pojo10Float v, JsonGenerator out) throws IOException {
            out.writeStartObject();
            name(out, 0).writeNumber(v.getField0());
            name(out, 1).writeNumber(v.getField1());
            name(out, 2).writeNumber(v.getField2());
            name(out, 3).writeNumber(v.getField3());
            name(out, 4).writeNumber(v.getField4());
            name(out, 5).writeNumber(v.getField5());
            name(out, 6).writeNumber(v.getField6());
            name(out, 7).writeNumber(v.getField7());
            name(out, 8).writeNumber(v.getField8());
            name(out, 9).writeNumber(v.getField9());
            out.writeEndObject();
        }

        @Override
        protected void fill(JsonParser in, Pojo10Float v) throws IOException {
            readObject(in, "Pojo10Float", v, (p, name, x) -> {
                switch (name) {
                    case "field0" -> x.setField0(readFloat(p, name));
                    case "field1" -> x.setField1(readFloat(p, name));
                    case "field2" -> x.setField2(readFloat(p, name));
                    case "field3" -> x.setField3(readFloat(p, name));
                    case "field4" -> x.setField4(readFloat(p, name));
                    case "field5" -> x.setField5(readFloat(p, name));
                    case "field6" -> x.setField6(readFloat(p, name));
                    case "field7" -> x.setField7(readFloat(p, name));
                    case "field8" -> x.setField8(readFloat(p, name));
                    case "field9" -> x.setField9(readFloat(p, name));
                    default -> p.skipChildren();
                }
            });
        }
    };

    private static final ModelFields<Pojo10Double, JsonGenerator, JsonParser> DOUBLE10 = new ModelFields<>(Pojo10Double::new) {
        @Override
        public void write(Pojo10Double v, JsonGenerator out) throws IOException {
            out.writeStartObject();
            name(out, 0).writeNumber(v.getField0());
            name(out, 1).writeNumber(v.getField1());
            name(out, 2).writeNumber(v.getField2());
            name(out, 3).writeNumber(v.getField3());
            name(out, 4).writeNumber(v.getField4());
            name(out, 5).writeNumber(v.getField5());
            name(out, 6).writeNumber(v.getField6());
            name(out, 7).writeNumber(v.getField7());
            name(out, 8).writeNumber(v.getField8());
            name(out, 9).writeNumber(v.getField9());
            out.writeEndObject();
        }

        @Override
        protected void fill(JsonParser in, Pojo10Double v) throws IOException {
            readObject(in, "Pojo10Double", v, (p, name, x) -> {
                switch (name) {
                    case "field0" -> x.setField0(readDouble(p, name));
                    case "field1" -> x.setField1(readDouble(p, name));
                    case "field2" -> x.setField2(readDouble(p, name));
                    case "field3" -> x.setField3(readDouble(p, name));
                    case "field4" -> x.setField4(readDouble(p, name));
                    case "field5" -> x.setField5(readDouble(p, name));
                    case "field6" -> x.setField6(readDouble(p, name));
                    case "field7" -> x.setField7(readDouble(p, name));
                    case "field8" -> x.setField8(readDouble(p, name));
                    case "field9" -> x.setField9(readDouble(p, name));
                    default -> p.skipChildren();
                }
            });
        }
    };

    private static final ModelFields<Pojo10String, JsonGenerator, JsonParser> STRING10 = new ModelFields<>(Pojo10String::new) {
        @Override
        public void write(Pojo10String v, JsonGenerator out) throws IOException {
            out.writeStartObject();
            name(out, 0).writeString(v.getField0());
            name(out, 1).writeString(v.getField1());
            name(out, 2).writeString(v.getField2());
            name(out, 3).writeString(v.getField3());
            name(out, 4).writeString(v.getField4());
            name(out, 5).writeString(v.getField5());
            name(out, 6).writeString(v.getField6());
            name(out, 7).writeString(v.getField7());
            name(out, 8).writeString(v.getField8());
            name(out, 9).writeString(v.getField9());
            out.writeEndObject();
        }

        @Override
        protected void fill(JsonParser in, Pojo10String v) throws IOException {
            readObject(in, "Pojo10String", v, (p, name, x) -> {
                switch (name) {
                    case "field0" -> x.setField0(readString(p, name));
                    case "field1" -> x.setField1(readString(p, name));
                    case "field2" -> x.setField2(readString(p, name));
                    case "field3" -> x.setField3(readString(p, name));
                    case "field4" -> x.setField4(readString(p, name));
                    case "field5" -> x.setField5(readString(p, name));
                    case "field6" -> x.setField6(readString(p, name));
                    case "field7" -> x.setField7(readString(p, name));
                    case "field8" -> x.setField8(readString(p, name));
                    case "field9" -> x.setField9(readString(p, name));
                    default -> p.skipChildren();
                }
            });
        }
    };

    private static final ModelFields<Pojo1Mixed, JsonGenerator, JsonParser> MIXED = new ModelFields<>(Pojo1Mixed::new) {
        @Override
        public void write(Pojo1Mixed v, JsonGenerator out) throws IOException {
            out.writeStartObject();
            name(out, 0).writeBoolean(v.isField0());
            name(out, 1).writeNumber(v.getField1());
            name(out, 2).writeNumber(v.getField2());
            name(out, 3).writeNumber(v.getField3());
            name(out, 4).writeString(v.getField4());
            out.writeEndObject();
        }

        @Override
        protected void fill(JsonParser in, Pojo1Mixed v) throws IOException {
            readObject(in, "Pojo1Mixed", v, (p, name, x) -> {
                switch (name) {
                    case "field0" -> x.setField0(readBoolean(p, name));
                    case "field1" -> x.setField1(readLong(p, name));
                    case "field2" -> x.setField2(readFloat(p, name));
                    case "field3" -> x.setField3(readDouble(p, name));
                    case "field4" -> x.setField4(readString(p, name));
                    default -> p.skipChildren();
                }
            });
        }
    };

    /** Adds each RION model's mapping to {@code mappings}. */
    static ModelMappings<JsonGenerator, JsonParser> addTo(ModelMappings<JsonGenerator, JsonParser> mappings) {
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

    /** What reads one field of an object, by its name, into the instance being filled. */
    @FunctionalInterface
    interface FieldReader<T> {
        void read(JsonParser in, String name, T value) throws IOException;
    }

    /** Writes the pre-encoded name of field {@code i}; returns the generator for its value. */
    private static JsonGenerator name(JsonGenerator out, int i) throws IOException {
        out.writeFieldName(NAME[i]);
        return out;
    }

    /** Reads an object's fields, in any order, into {@code value}: {@code what} names the object in errors. */
    private static <T> void readObject(JsonParser in, String what, T value, FieldReader<T> field) throws IOException {
        expect(in, JsonToken.START_OBJECT, what);
        String name;
        while ((name = in.nextFieldName()) != null) {
            in.nextToken();
            field.read(in, name, value);
        }
        if (in.currentToken() != JsonToken.END_OBJECT) {
            expect(in, JsonToken.END_OBJECT, "the end of " + what);
        }
    }
}
