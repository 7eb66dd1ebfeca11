package io.wirebench.adapters.chronicle;

import io.wirebench.core.model.db.DbRow;
import io.wirebench.core.model.db.DbTable;
import java.util.ArrayList;
import java.util.List;
import net.openhft.chronicle.bytes.BytesIn;
import net.openhft.chronicle.bytes.BytesOut;
import net.openhft.chronicle.wire.WireIn;
import net.openhft.chronicle.wire.WireOut;

/** {@link DbTable} in the {@code BytesMarshallable} style: the row count, then each row's fields in order. */
final class DbTableBytes implements WireMarshaller<DbTable> {
    private final BytesFields fields;

    DbTableBytes(BytesFields fields) {
        this.fields = fields;
    }

    @Override
    public void write(WireOut wire, DbTable table) {
        BytesOut<?> out = wire.bytes();
        List<DbRow> rows = table.getRows();
        fields.putCount(out, rows.size());
        for (int i = 0; i < rows.size(); i++) {
            DbRow r = rows.get(i);
            fields.putInt(out, r.getId());
            fields.putText(out, r.getFirstName());
            fields.putText(out, r.getLastName());
            fields.putText(out, r.getStreet());
            fields.putText(out, r.getCity());
            fields.putText(out, r.getState());
            fields.putText(out, r.getZip());
        }
    }

    @Override
    public DbTable read(WireIn wire, DbTable reuse) {
        BytesIn<?> in = wire.bytes();
        int count = fields.getCount(in);
        List<DbRow> rows = new ArrayList<>(count);
        for (int i = 0; i < count; i++) {
            DbRow r = new DbRow();
            r.setId(fields.getInt(in));
            r.setFirstName(fields.getText(in));
            r.setLastName(fields.getText(in));
            r.setStreet(fields.getText(in));
            r.setCity(fields.getText(in));
            r.setState(fields.getText(in));
            r.setZip(fields.getText(in));
            rows.add(r);
        }
        DbTable table = reuse != null ? reuse : new DbTable();
        table.setRows(rows);
        return table;
    }
}
