package io.wirebench.adapters.ion;

import com.amazon.ion.IonReader;
import com.amazon.ion.IonType;
import com.amazon.ion.IonWriter;
import io.wirebench.core.model.db.DbRow;
import io.wirebench.core.model.db.DbTable;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;

/** {@link DbTable} as {@code {rows: [{id, firstName, lastName, street, city, state, zip}, ...]}}; decodes into new objects. */
final class DbIon implements IonMapping<DbTable> {
    private static final String[] NAMES = {"id", "firstName", "lastName", "street", "city", "state", "zip"};
    private static final int ALL = (1 << NAMES.length) - 1;

    @Override
    public void write(DbTable v, IonWriter out) throws IOException {
        out.stepIn(IonType.STRUCT);
        out.setFieldName("rows");
        out.stepIn(IonType.LIST);
        List<DbRow> rows = v.getRows();
        for (int i = 0, n = rows.size(); i < n; i++) {
            DbRow r = rows.get(i);
            out.stepIn(IonType.STRUCT);
            out.setFieldName("id");
            out.writeInt(r.getId());
            out.setFieldName("firstName");
            out.writeString(r.getFirstName());
            out.setFieldName("lastName");
            out.writeString(r.getLastName());
            out.setFieldName("street");
            out.writeString(r.getStreet());
            out.setFieldName("city");
            out.writeString(r.getCity());
            out.setFieldName("state");
            out.writeString(r.getState());
            out.setFieldName("zip");
            out.writeString(r.getZip());
            out.stepOut();
        }
        out.stepOut();
        out.stepOut();
    }

    @Override
    public DbTable read(IonReader in, DbTable reuse) throws IOException {
        IonMapping.expect(in, IonType.STRUCT, "DbTable");
        List<DbRow> rows = null;
        in.stepIn();
        while (in.next() != null) {
            if (IonMapping.fieldName(in).equals("rows")) {
                IonMapping.expect(in, IonType.LIST, "rows");
                rows = new ArrayList<>();
                in.stepIn();
                while (in.next() != null) {
                    IonMapping.expect(in, IonType.STRUCT, "rows[]");
                    rows.add(readRow(in));
                }
                in.stepOut();
            }
        }
        in.stepOut();
        if (rows == null) {
            throw new IOException("Ion struct DbTable lacks field 'rows'");
        }
        return new DbTable(rows);
    }

    private static DbRow readRow(IonReader in) throws IOException {
        DbRow r = new DbRow();
        int seen = 0;
        in.stepIn();
        while (in.next() != null) {
            String name = IonMapping.fieldName(in);
            int bit;
            switch (name) {
                case "id" -> {
                    IonMapping.expect(in, IonType.INT, name);
                    r.setId(in.intValue());
                    bit = 0;
                }
                case "firstName" -> {
                    r.setFirstName(IonMapping.string(in, name));
                    bit = 1;
                }
                case "lastName" -> {
                    r.setLastName(IonMapping.string(in, name));
                    bit = 2;
                }
                case "street" -> {
                    r.setStreet(IonMapping.string(in, name));
                    bit = 3;
                }
                case "city" -> {
                    r.setCity(IonMapping.string(in, name));
                    bit = 4;
                }
                case "state" -> {
                    r.setState(IonMapping.string(in, name));
                    bit = 5;
                }
                case "zip" -> {
                    r.setZip(IonMapping.string(in, name));
                    bit = 6;
                }
                default -> {
                    continue; // a field this mapping does not know
                }
            }
            seen |= 1 << bit;
        }
        in.stepOut();
        IonMapping.requireAll(seen, ALL, NAMES, "DbRow");
        return r;
    }
}
