package io.wirebench.adapters.bson;

import io.wirebench.core.ModelMapping;
import io.wirebench.core.model.db.DbRow;
import io.wirebench.core.model.db.DbTable;
import java.util.ArrayList;
import java.util.List;
import org.bson.BsonReader;
import org.bson.BsonType;
import org.bson.BsonWriter;

/** {@link DbTable} as {@code {rows: [ {id, firstName, ...}, ... ]}}. */
final class DbBson implements ModelMapping<DbTable, BsonWriter, BsonReader> {

    @Override
    public void write(DbTable v, BsonWriter out) {
        out.writeStartDocument();
        out.writeStartArray("rows");
        for (DbRow r : v.getRows()) {
            out.writeStartDocument();
            out.writeInt32("id", r.getId());
            BsonValues.writeString(out, "firstName", r.getFirstName());
            BsonValues.writeString(out, "lastName", r.getLastName());
            BsonValues.writeString(out, "street", r.getStreet());
            BsonValues.writeString(out, "city", r.getCity());
            BsonValues.writeString(out, "state", r.getState());
            BsonValues.writeString(out, "zip", r.getZip());
            out.writeEndDocument();
        }
        out.writeEndArray();
        out.writeEndDocument();
    }

    @Override
    public DbTable read(BsonReader in) {
        List<DbRow> rows = new ArrayList<>();
        in.readStartDocument();
        while (in.readBsonType() != BsonType.END_OF_DOCUMENT) {
            if (!in.readName().equals("rows")) {
                in.skipValue();
                continue;
            }
            in.readStartArray();
            while (in.readBsonType() != BsonType.END_OF_DOCUMENT) {
                DbRow r = new DbRow();
                in.readStartDocument();
                while (in.readBsonType() != BsonType.END_OF_DOCUMENT) {
                    switch (in.readName()) {
                        case "id" -> r.setId(in.readInt32());
                        case "firstName" -> r.setFirstName(BsonValues.readString(in));
                        case "lastName" -> r.setLastName(BsonValues.readString(in));
                        case "street" -> r.setStreet(BsonValues.readString(in));
                        case "city" -> r.setCity(BsonValues.readString(in));
                        case "state" -> r.setState(BsonValues.readString(in));
                        case "zip" -> r.setZip(BsonValues.readString(in));
                        default -> in.skipValue();
                    }
                }
                in.readEndDocument();
                rows.add(r);
            }
            in.readEndArray();
        }
        in.readEndDocument();
        return new DbTable(rows);
    }
}
