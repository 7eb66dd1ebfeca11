package io.wirebench.adapters.capnproto;

import io.wirebench.core.model.db.DbRow;
import io.wirebench.core.model.db.DbTable;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import org.capnproto.MessageBuilder;
import org.capnproto.MessageReader;
import org.capnproto.StructList;

/** {@link DbTable} as {@code struct DbTable}; decodes into new objects. */
final class DbCapnp implements CapnpMapping<DbTable> {
    private static final String[] FIELDS = {"DbRow.firstName", "DbRow.lastName", "DbRow.street", "DbRow.city", "DbRow.state", "DbRow.zip"};

    @Override
    public void write(MessageBuilder message, DbTable v) {
        List<DbRow> rows = CapnpMapping.list(v.getRows(), "DbTable.rows");
        StructList.Builder<DbRowStruct.Builder> list = message.initRoot(DbTableStruct.FACTORY).initRows(rows.size());
        for (int i = 0, n = rows.size(); i < n; i++) {
            DbRow r = rows.get(i);
            DbRowStruct.Builder b = list.get(i);
            b.setId(r.getId());
            b.setText(0, CapnpMapping.required(r.getFirstName(), FIELDS[0]));
            b.setText(1, CapnpMapping.required(r.getLastName(), FIELDS[1]));
            b.setText(2, CapnpMapping.required(r.getStreet(), FIELDS[2]));
            b.setText(3, CapnpMapping.required(r.getCity(), FIELDS[3]));
            b.setText(4, CapnpMapping.required(r.getState(), FIELDS[4]));
            b.setText(5, CapnpMapping.required(r.getZip(), FIELDS[5]));
        }
    }

    @Override
    public DbTable read(MessageReader message, DbTable reuse) throws IOException {
        DbTableStruct.Reader table = message.getRoot(DbTableStruct.FACTORY);
        if (!table.hasRows()) {
            throw new IOException("the DbTable struct has no rows list");
        }
        StructList.Reader<DbRowStruct.Reader> list = table.getRows();
        List<DbRow> rows = new ArrayList<>(list.size());
        for (int i = 0, n = list.size(); i < n; i++) {
            DbRowStruct.Reader r = list.get(i);
            rows.add(new DbRow(r.getId(), text(r, 0), text(r, 1), text(r, 2), text(r, 3), text(r, 4), text(r, 5)));
        }
        return new DbTable(rows);
    }

    private static String text(DbRowStruct.Reader r, int pointer) throws IOException {
        return CapnpMapping.present(r.text(pointer), FIELDS[pointer]);
    }
}
