package io.wirebench.adapters.jackson;

import static io.wirebench.adapters.jackson.JsonTokens.expect;

import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.core.SerializableString;
import com.fasterxml.jackson.core.io.SerializedString;
import io.wirebench.core.ModelMapping;
import io.wirebench.core.model.db.DbRow;
import io.wirebench.core.model.db.DbTable;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;

/** {@link DbTable} as {@code {"rows":[{...}, ...]}}, the shape databind gives it. */
final class DbJson implements ModelMapping<DbTable, JsonGenerator, JsonParser> {
    private static final SerializableString ROWS = new SerializedString("rows");
    private static final SerializableString ID = new SerializedString("id");
    private static final SerializableString FIRST_NAME = new SerializedString("firstName");
    private static final SerializableString LAST_NAME = new SerializedString("lastName");
    private static final SerializableString STREET = new SerializedString("street");
    private static final SerializableString CITY = new SerializedString("city");
    private static final SerializableString STATE = new SerializedString("state");
    private static final SerializableString ZIP = new SerializedString("zip");

    @Override
    public void write(DbTable v, JsonGenerator out) throws IOException {
        out.writeStartObject();
        out.writeFieldName(ROWS);
        if (v.getRows() == null) {
            out.writeNull();
        } else {
            out.writeStartArray();
            for (DbRow r : v.getRows()) {
                out.writeStartObject();
                out.writeFieldName(ID);
                out.writeNumber(r.getId());
                out.writeFieldName(FIRST_NAME);
                out.writeString(r.getFirstName());
                out.writeFieldName(LAST_NAME);
                out.writeString(r.getLastName());
                out.writeFieldName(STREET);
                out.writeString(r.getStreet());
                out.writeFieldName(CITY);
                out.writeString(r.getCity());
                out.writeFieldName(STATE);
                out.writeString(r.getState());
                out.writeFieldName(ZIP);
                out.writeString(r.getZip());
                out.writeEndObject();
            }
            out.writeEndArray();
        }
        out.writeEndObject();
    }

    @Override
    public DbTable read(JsonParser in) throws IOException {
        expect(in, JsonToken.START_OBJECT, "DbTable");
        DbTable table = new DbTable();
        String name;
        while ((name = in.nextFieldName()) != null) {
            JsonToken t = in.nextToken();
            if (name.equals("rows")) {
                table.setRows(t == JsonToken.VALUE_NULL ? null : readRows(in));
            } else {
                in.skipChildren();
            }
        }
        expect(in, JsonToken.END_OBJECT, "the end of DbTable");
        return table;
    }

    private static List<DbRow> readRows(JsonParser in) throws IOException {
        expect(in, JsonToken.START_ARRAY, "rows");
        List<DbRow> rows = new ArrayList<>();
        while (in.nextToken() != JsonToken.END_ARRAY) {
            expect(in, JsonToken.START_OBJECT, "DbRow");
            DbRow r = new DbRow();
            String name;
            while ((name = in.nextFieldName()) != null) {
                in.nextToken();
                switch (name) {
                    case "id" -> r.setId(JsonTokens.readInt(in, name));
                    case "firstName" -> r.setFirstName(JsonTokens.readString(in, name));
                    case "lastName" -> r.setLastName(JsonTokens.readString(in, name));
                    case "street" -> r.setStreet(JsonTokens.readString(in, name));
                    case "city" -> r.setCity(JsonTokens.readString(in, name));
                    case "state" -> r.setState(JsonTokens.readString(in, name));
                    case "zip" -> r.setZip(JsonTokens.readString(in, name));
                    default -> in.skipChildren();
                }
            }
            expect(in, JsonToken.END_OBJECT, "the end of DbRow");
            rows.add(r);
        }
        return rows;
    }
}
