package io.wirebench.adapters.jackson;

import static io.wirebench.adapters.jackson.JsonTokens.expect;

import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.core.SerializableString;
import com.fasterxml.jackson.core.io.SerializedString;
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
import java.io.IOException;
import java.util.Map;

/**
 * The RION matrix objects as JSON objects with databind's property names ({@code field0} ...),
 * written and read field by field. Unknown fields are skipped; an absent field keeps its default.
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

    static final Map<Model<?>, JsonMapping<?>> BY_MODEL = Map.ofEntries(
            Map.entry(Models.RION_BOOLEAN1, new Pojo1BooleanJson()),
            Map.entry(Models.RION_LONG1, new Pojo1LongJson()),
            Map.entry(Models.RION_FLOAT1, new Pojo1FloatJson()),
            Map.entry(Models.RION_DOUBLE1, new Pojo1DoubleJson()),
            Map.entry(Models.RION_STRING1, new Pojo1StringJson()),
            Map.entry(Models.RION_BOOLEAN10, new Pojo10BooleanJson()),
            Map.entry(Models.RION_LONG10, new Pojo10LongJson()),
            Map.entry(Models.RION_FLOAT10, new Pojo10FloatJson()),
            Map.entry(Models.RION_DOUBLE10, new Pojo10DoubleJson()),
            Map.entry(Models.RION_STRING10, new Pojo10StringJson()),
            Map.entry(Models.RION_MIXED, new Pojo1MixedJson()));

    private static final class Pojo1BooleanJson implements JsonMapping<Pojo1Boolean> {
        @Override
        public void write(JsonGenerator out, Pojo1Boolean v) throws IOException {
            out.writeStartObject();
            out.writeFieldName(NAME[0]);
            out.writeBoolean(v.isField0());
            out.writeEndObject();
        }

        @Override
        public Pojo1Boolean read(JsonParser in) throws IOException {
            expect(in, JsonToken.START_OBJECT, "Pojo1Boolean");
            Pojo1Boolean v = new Pojo1Boolean();
            String name;
            while ((name = in.nextFieldName()) != null) {
                in.nextToken();
                switch (name) {
                    case "field0" -> v.setField0(JsonTokens.readBoolean(in, name));
                    default -> in.skipChildren();
                }
            }
            expect(in, JsonToken.END_OBJECT, "the end of Pojo1Boolean");
            return v;
        }
    }

    private static final class Pojo1LongJson implements JsonMapping<Pojo1Long> {
        @Override
        public void write(JsonGenerator out, Pojo1Long v) throws IOException {
            out.writeStartObject();
            out.writeFieldName(NAME[0]);
            out.writeNumber(v.getField0());
            out.writeEndObject();
        }

        @Override
        public Pojo1Long read(JsonParser in) throws IOException {
            expect(in, JsonToken.START_OBJECT, "Pojo1Long");
            Pojo1Long v = new Pojo1Long();
            String name;
            while ((name = in.nextFieldName()) != null) {
                in.nextToken();
                switch (name) {
                    case "field0" -> v.setField0(JsonTokens.readLong(in, name));
                    default -> in.skipChildren();
                }
            }
            expect(in, JsonToken.END_OBJECT, "the end of Pojo1Long");
            return v;
        }
    }

    private static final class Pojo1FloatJson implements JsonMapping<Pojo1Float> {
        @Override
        public void write(JsonGenerator out, Pojo1Float v) throws IOException {
            out.writeStartObject();
            out.writeFieldName(NAME[0]);
            out.writeNumber(v.getField0());
            out.writeEndObject();
        }

        @Override
        public Pojo1Float read(JsonParser in) throws IOException {
            expect(in, JsonToken.START_OBJECT, "Pojo1Float");
            Pojo1Float v = new Pojo1Float();
            String name;
            while ((name = in.nextFieldName()) != null) {
                in.nextToken();
                switch (name) {
                    case "field0" -> v.setField0(JsonTokens.readFloat(in, name));
                    default -> in.skipChildren();
                }
            }
            expect(in, JsonToken.END_OBJECT, "the end of Pojo1Float");
            return v;
        }
    }

    private static final class Pojo1DoubleJson implements JsonMapping<Pojo1Double> {
        @Override
        public void write(JsonGenerator out, Pojo1Double v) throws IOException {
            out.writeStartObject();
            out.writeFieldName(NAME[0]);
            out.writeNumber(v.getField0());
            out.writeEndObject();
        }

        @Override
        public Pojo1Double read(JsonParser in) throws IOException {
            expect(in, JsonToken.START_OBJECT, "Pojo1Double");
            Pojo1Double v = new Pojo1Double();
            String name;
            while ((name = in.nextFieldName()) != null) {
                in.nextToken();
                switch (name) {
                    case "field0" -> v.setField0(JsonTokens.readDouble(in, name));
                    default -> in.skipChildren();
                }
            }
            expect(in, JsonToken.END_OBJECT, "the end of Pojo1Double");
            return v;
        }
    }

    private static final class Pojo1StringJson implements JsonMapping<Pojo1String> {
        @Override
        public void write(JsonGenerator out, Pojo1String v) throws IOException {
            out.writeStartObject();
            out.writeFieldName(NAME[0]);
            out.writeString(v.getField0());
            out.writeEndObject();
        }

        @Override
        public Pojo1String read(JsonParser in) throws IOException {
            expect(in, JsonToken.START_OBJECT, "Pojo1String");
            Pojo1String v = new Pojo1String();
            String name;
            while ((name = in.nextFieldName()) != null) {
                in.nextToken();
                switch (name) {
                    case "field0" -> v.setField0(JsonTokens.readString(in, name));
                    default -> in.skipChildren();
                }
            }
            expect(in, JsonToken.END_OBJECT, "the end of Pojo1String");
            return v;
        }
    }

    private static final class Pojo10BooleanJson implements JsonMapping<Pojo10Boolean> {
        @Override
        public void write(JsonGenerator out, Pojo10Boolean v) throws IOException {
            out.writeStartObject();
            out.writeFieldName(NAME[0]);
            out.writeBoolean(v.isField0());
            out.writeFieldName(NAME[1]);
            out.writeBoolean(v.isField1());
            out.writeFieldName(NAME[2]);
            out.writeBoolean(v.isField2());
            out.writeFieldName(NAME[3]);
            out.writeBoolean(v.isField3());
            out.writeFieldName(NAME[4]);
            out.writeBoolean(v.isField4());
            out.writeFieldName(NAME[5]);
            out.writeBoolean(v.isField5());
            out.writeFieldName(NAME[6]);
            out.writeBoolean(v.isField6());
            out.writeFieldName(NAME[7]);
            out.writeBoolean(v.isField7());
            out.writeFieldName(NAME[8]);
            out.writeBoolean(v.isField8());
            out.writeFieldName(NAME[9]);
            out.writeBoolean(v.isField9());
            out.writeEndObject();
        }

        @Override
        public Pojo10Boolean read(JsonParser in) throws IOException {
            expect(in, JsonToken.START_OBJECT, "Pojo10Boolean");
            Pojo10Boolean v = new Pojo10Boolean();
            String name;
            while ((name = in.nextFieldName()) != null) {
                in.nextToken();
                switch (name) {
                    case "field0" -> v.setField0(JsonTokens.readBoolean(in, name));
                    case "field1" -> v.setField1(JsonTokens.readBoolean(in, name));
                    case "field2" -> v.setField2(JsonTokens.readBoolean(in, name));
                    case "field3" -> v.setField3(JsonTokens.readBoolean(in, name));
                    case "field4" -> v.setField4(JsonTokens.readBoolean(in, name));
                    case "field5" -> v.setField5(JsonTokens.readBoolean(in, name));
                    case "field6" -> v.setField6(JsonTokens.readBoolean(in, name));
                    case "field7" -> v.setField7(JsonTokens.readBoolean(in, name));
                    case "field8" -> v.setField8(JsonTokens.readBoolean(in, name));
                    case "field9" -> v.setField9(JsonTokens.readBoolean(in, name));
                    default -> in.skipChildren();
                }
            }
            expect(in, JsonToken.END_OBJECT, "the end of Pojo10Boolean");
            return v;
        }
    }

    private static final class Pojo10LongJson implements JsonMapping<Pojo10Long> {
        @Override
        public void write(JsonGenerator out, Pojo10Long v) throws IOException {
            out.writeStartObject();
            out.writeFieldName(NAME[0]);
            out.writeNumber(v.getField0());
            out.writeFieldName(NAME[1]);
            out.writeNumber(v.getField1());
            out.writeFieldName(NAME[2]);
            out.writeNumber(v.getField2());
            out.writeFieldName(NAME[3]);
            out.writeNumber(v.getField3());
            out.writeFieldName(NAME[4]);
            out.writeNumber(v.getField4());
            out.writeFieldName(NAME[5]);
            out.writeNumber(v.getField5());
            out.writeFieldName(NAME[6]);
            out.writeNumber(v.getField6());
            out.writeFieldName(NAME[7]);
            out.writeNumber(v.getField7());
            out.writeFieldName(NAME[8]);
            out.writeNumber(v.getField8());
            out.writeFieldName(NAME[9]);
            out.writeNumber(v.getField9());
            out.writeEndObject();
        }

        @Override
        public Pojo10Long read(JsonParser in) throws IOException {
            expect(in, JsonToken.START_OBJECT, "Pojo10Long");
            Pojo10Long v = new Pojo10Long();
            String name;
            while ((name = in.nextFieldName()) != null) {
                in.nextToken();
                switch (name) {
                    case "field0" -> v.setField0(JsonTokens.readLong(in, name));
                    case "field1" -> v.setField1(JsonTokens.readLong(in, name));
                    case "field2" -> v.setField2(JsonTokens.readLong(in, name));
                    case "field3" -> v.setField3(JsonTokens.readLong(in, name));
                    case "field4" -> v.setField4(JsonTokens.readLong(in, name));
                    case "field5" -> v.setField5(JsonTokens.readLong(in, name));
                    case "field6" -> v.setField6(JsonTokens.readLong(in, name));
                    case "field7" -> v.setField7(JsonTokens.readLong(in, name));
                    case "field8" -> v.setField8(JsonTokens.readLong(in, name));
                    case "field9" -> v.setField9(JsonTokens.readLong(in, name));
                    default -> in.skipChildren();
                }
            }
            expect(in, JsonToken.END_OBJECT, "the end of Pojo10Long");
            return v;
        }
    }

    private static final class Pojo10FloatJson implements JsonMapping<Pojo10Float> {
        @Override
        public void write(JsonGenerator out, Pojo10Float v) throws IOException {
            out.writeStartObject();
            out.writeFieldName(NAME[0]);
            out.writeNumber(v.getField0());
            out.writeFieldName(NAME[1]);
            out.writeNumber(v.getField1());
            out.writeFieldName(NAME[2]);
            out.writeNumber(v.getField2());
            out.writeFieldName(NAME[3]);
            out.writeNumber(v.getField3());
            out.writeFieldName(NAME[4]);
            out.writeNumber(v.getField4());
            out.writeFieldName(NAME[5]);
            out.writeNumber(v.getField5());
            out.writeFieldName(NAME[6]);
            out.writeNumber(v.getField6());
            out.writeFieldName(NAME[7]);
            out.writeNumber(v.getField7());
            out.writeFieldName(NAME[8]);
            out.writeNumber(v.getField8());
            out.writeFieldName(NAME[9]);
            out.writeNumber(v.getField9());
            out.writeEndObject();
        }

        @Override
        public Pojo10Float read(JsonParser in) throws IOException {
            expect(in, JsonToken.START_OBJECT, "Pojo10Float");
            Pojo10Float v = new Pojo10Float();
            String name;
            while ((name = in.nextFieldName()) != null) {
                in.nextToken();
                switch (name) {
                    case "field0" -> v.setField0(JsonTokens.readFloat(in, name));
                    case "field1" -> v.setField1(JsonTokens.readFloat(in, name));
                    case "field2" -> v.setField2(JsonTokens.readFloat(in, name));
                    case "field3" -> v.setField3(JsonTokens.readFloat(in, name));
                    case "field4" -> v.setField4(JsonTokens.readFloat(in, name));
                    case "field5" -> v.setField5(JsonTokens.readFloat(in, name));
                    case "field6" -> v.setField6(JsonTokens.readFloat(in, name));
                    case "field7" -> v.setField7(JsonTokens.readFloat(in, name));
                    case "field8" -> v.setField8(JsonTokens.readFloat(in, name));
                    case "field9" -> v.setField9(JsonTokens.readFloat(in, name));
                    default -> in.skipChildren();
                }
            }
            expect(in, JsonToken.END_OBJECT, "the end of Pojo10Float");
            return v;
        }
    }

    private static final class Pojo10DoubleJson implements JsonMapping<Pojo10Double> {
        @Override
        public void write(JsonGenerator out, Pojo10Double v) throws IOException {
            out.writeStartObject();
            out.writeFieldName(NAME[0]);
            out.writeNumber(v.getField0());
            out.writeFieldName(NAME[1]);
            out.writeNumber(v.getField1());
            out.writeFieldName(NAME[2]);
            out.writeNumber(v.getField2());
            out.writeFieldName(NAME[3]);
            out.writeNumber(v.getField3());
            out.writeFieldName(NAME[4]);
            out.writeNumber(v.getField4());
            out.writeFieldName(NAME[5]);
            out.writeNumber(v.getField5());
            out.writeFieldName(NAME[6]);
            out.writeNumber(v.getField6());
            out.writeFieldName(NAME[7]);
            out.writeNumber(v.getField7());
            out.writeFieldName(NAME[8]);
            out.writeNumber(v.getField8());
            out.writeFieldName(NAME[9]);
            out.writeNumber(v.getField9());
            out.writeEndObject();
        }

        @Override
        public Pojo10Double read(JsonParser in) throws IOException {
            expect(in, JsonToken.START_OBJECT, "Pojo10Double");
            Pojo10Double v = new Pojo10Double();
            String name;
            while ((name = in.nextFieldName()) != null) {
                in.nextToken();
                switch (name) {
                    case "field0" -> v.setField0(JsonTokens.readDouble(in, name));
                    case "field1" -> v.setField1(JsonTokens.readDouble(in, name));
                    case "field2" -> v.setField2(JsonTokens.readDouble(in, name));
                    case "field3" -> v.setField3(JsonTokens.readDouble(in, name));
                    case "field4" -> v.setField4(JsonTokens.readDouble(in, name));
                    case "field5" -> v.setField5(JsonTokens.readDouble(in, name));
                    case "field6" -> v.setField6(JsonTokens.readDouble(in, name));
                    case "field7" -> v.setField7(JsonTokens.readDouble(in, name));
                    case "field8" -> v.setField8(JsonTokens.readDouble(in, name));
                    case "field9" -> v.setField9(JsonTokens.readDouble(in, name));
                    default -> in.skipChildren();
                }
            }
            expect(in, JsonToken.END_OBJECT, "the end of Pojo10Double");
            return v;
        }
    }

    private static final class Pojo10StringJson implements JsonMapping<Pojo10String> {
        @Override
        public void write(JsonGenerator out, Pojo10String v) throws IOException {
            out.writeStartObject();
            out.writeFieldName(NAME[0]);
            out.writeString(v.getField0());
            out.writeFieldName(NAME[1]);
            out.writeString(v.getField1());
            out.writeFieldName(NAME[2]);
            out.writeString(v.getField2());
            out.writeFieldName(NAME[3]);
            out.writeString(v.getField3());
            out.writeFieldName(NAME[4]);
            out.writeString(v.getField4());
            out.writeFieldName(NAME[5]);
            out.writeString(v.getField5());
            out.writeFieldName(NAME[6]);
            out.writeString(v.getField6());
            out.writeFieldName(NAME[7]);
            out.writeString(v.getField7());
            out.writeFieldName(NAME[8]);
            out.writeString(v.getField8());
            out.writeFieldName(NAME[9]);
            out.writeString(v.getField9());
            out.writeEndObject();
        }

        @Override
        public Pojo10String read(JsonParser in) throws IOException {
            expect(in, JsonToken.START_OBJECT, "Pojo10String");
            Pojo10String v = new Pojo10String();
            String name;
            while ((name = in.nextFieldName()) != null) {
                in.nextToken();
                switch (name) {
                    case "field0" -> v.setField0(JsonTokens.readString(in, name));
                    case "field1" -> v.setField1(JsonTokens.readString(in, name));
                    case "field2" -> v.setField2(JsonTokens.readString(in, name));
                    case "field3" -> v.setField3(JsonTokens.readString(in, name));
                    case "field4" -> v.setField4(JsonTokens.readString(in, name));
                    case "field5" -> v.setField5(JsonTokens.readString(in, name));
                    case "field6" -> v.setField6(JsonTokens.readString(in, name));
                    case "field7" -> v.setField7(JsonTokens.readString(in, name));
                    case "field8" -> v.setField8(JsonTokens.readString(in, name));
                    case "field9" -> v.setField9(JsonTokens.readString(in, name));
                    default -> in.skipChildren();
                }
            }
            expect(in, JsonToken.END_OBJECT, "the end of Pojo10String");
            return v;
        }
    }

    private static final class Pojo1MixedJson implements JsonMapping<Pojo1Mixed> {
        @Override
        public void write(JsonGenerator out, Pojo1Mixed v) throws IOException {
            out.writeStartObject();
            out.writeFieldName(NAME[0]);
            out.writeBoolean(v.isField0());
            out.writeFieldName(NAME[1]);
            out.writeNumber(v.getField1());
            out.writeFieldName(NAME[2]);
            out.writeNumber(v.getField2());
            out.writeFieldName(NAME[3]);
            out.writeNumber(v.getField3());
            out.writeFieldName(NAME[4]);
            out.writeString(v.getField4());
            out.writeEndObject();
        }

        @Override
        public Pojo1Mixed read(JsonParser in) throws IOException {
            expect(in, JsonToken.START_OBJECT, "Pojo1Mixed");
            Pojo1Mixed v = new Pojo1Mixed();
            String name;
            while ((name = in.nextFieldName()) != null) {
                in.nextToken();
                switch (name) {
                    case "field0" -> v.setField0(JsonTokens.readBoolean(in, name));
                    case "field1" -> v.setField1(JsonTokens.readLong(in, name));
                    case "field2" -> v.setField2(JsonTokens.readFloat(in, name));
                    case "field3" -> v.setField3(JsonTokens.readDouble(in, name));
                    case "field4" -> v.setField4(JsonTokens.readString(in, name));
                    default -> in.skipChildren();
                }
            }
            expect(in, JsonToken.END_OBJECT, "the end of Pojo1Mixed");
            return v;
        }
    }
}
