package io.wirebench.adapters.dsljson;

import com.dslplatform.json.JsonReader;
import com.dslplatform.json.JsonWriter;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;

/**
 * A hand-written DSL-JSON converter for one bean class, in the shape DSL-JSON's own generated
 * converters take: write the object field by field with DSL-JSON's number, boolean and string
 * writers; read it by matching each name's bytes ({@code fillName}/{@code wasLastName}, no key
 * strings) and skipping names it does not know. Registered with the {@code DslJson} instance as
 * writer, reader and binder, so that the runtime analysis uses it wherever the class appears.
 */
abstract class BeanConverter<T> implements JsonWriter.WriteObject<T>, JsonReader.ReadObject<T>, JsonReader.BindObject<T> {

    abstract T newInstance();

    /** Writes every field with its name prefix; the braces are written by the caller. */
    abstract void writeFields(JsonWriter writer, T value);

    /** Reads the value of the field just named, if it is one of ours; false leaves it to be skipped. */
    abstract boolean readField(JsonReader<?> reader, T instance) throws IOException;

    @Override
    public final void write(JsonWriter writer, T value) {
        if (value == null) {
            writer.writeNull();
            return;
        }
        writer.writeByte(JsonWriter.OBJECT_START);
        writeFields(writer, value);
        writer.writeByte(JsonWriter.OBJECT_END);
    }

    @Override
    public final T read(JsonReader reader) throws IOException {
        if (reader.wasNull()) {
            return null;
        }
        return bind(reader, newInstance());
    }

    @Override
    @SuppressWarnings("rawtypes")
    public final T bind(JsonReader reader, T instance) throws IOException {
        if (reader.last() != '{') {
            throw reader.newParseError("Expecting '{' for an object start");
        }
        byte token = reader.getNextToken();
        while (token != '}') {
            reader.fillName();
            reader.getNextToken();
            // A value read by a converter stops at its last byte; skip() stops at the next token.
            token = readField(reader, instance) ? reader.getNextToken() : reader.skip();
            if (token == ',') {
                token = reader.getNextToken();
            } else if (token != '}') {
                throw reader.newParseError("Expecting ',' or '}' after a field");
            }
        }
        return instance;
    }

    static String readNullableString(JsonReader<?> reader) throws IOException {
        return reader.wasNull() ? null : reader.readString();
    }

    static <E extends Enum<E>> E readEnum(JsonReader<?> reader, Class<E> type) throws IOException {
        String symbol = readNullableString(reader);
        if (symbol == null) {
            return null;
        }
        try {
            return Enum.valueOf(type, symbol);
        } catch (IllegalArgumentException e) {
            throw reader.newParseError("no " + type.getSimpleName() + " named '" + symbol + "'");
        }
    }

    static List<String> readStrings(JsonReader<?> reader) throws IOException {
        if (reader.wasNull()) {
            return null;
        }
        if (reader.last() != '[') {
            throw reader.newParseError("Expecting '[' for a list of strings");
        }
        List<String> list = new ArrayList<>();
        byte token = reader.getNextToken();
        while (token != ']') {
            list.add(readNullableString(reader));
            token = reader.getNextToken();
            if (token == ',') {
                token = reader.getNextToken();
            } else if (token != ']') {
                throw reader.newParseError("Expecting ',' or ']' in a list");
            }
        }
        return list;
    }

    static void writeStrings(JsonWriter writer, List<String> values) {
        if (values == null) {
            writer.writeNull();
            return;
        }
        writer.writeByte(JsonWriter.ARRAY_START);
        for (int i = 0; i < values.size(); i++) {
            if (i > 0) {
                writer.writeByte(JsonWriter.COMMA);
            }
            writeNullableString(writer, values.get(i));
        }
        writer.writeByte(JsonWriter.ARRAY_END);
    }

    static void writeNullableString(JsonWriter writer, String value) {
        if (value == null) {
            writer.writeNull();
        } else {
            writer.writeString(value);
        }
    }
}
