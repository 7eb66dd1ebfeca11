package io.wirebench.adapters.flatbuffers;

import com.google.flatbuffers.FlatBufferBuilder;
import io.wirebench.core.model.db.DbRow;
import io.wirebench.core.model.db.DbTable;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.util.ArrayList;
import java.util.List;

/** {@link DbTable} as table {@code DbTable}; decodes into new objects through reused accessors. */
final class DbFlat implements FbMapping<DbTable> {
    private static final String[] FIELDS = {"DbRow.id", "DbRow.firstName", "DbRow.lastName", "DbRow.street", "DbRow.city",
        "DbRow.state", "DbRow.zip"};
    private final FbDbTable table = new FbDbTable();
    private final FbDbRow row = new FbDbRow();
    private int[] rows = new int[128];

    @Override
    public int build(FlatBufferBuilder b, DbTable v) {
        List<DbRow> list = FbMapping.vector(v.getRows(), "DbTable.rows");
        int n = list.size();
        if (rows.length < n) {
            rows = new int[Math.max(n, rows.length * 2)];
        }
        for (int i = 0; i < n; i++) {
            DbRow r = list.get(i);
            int firstName = FbMapping.string(b, r.getFirstName(), FIELDS[1]);
            int lastName = FbMapping.string(b, r.getLastName(), FIELDS[2]);
            int street = FbMapping.string(b, r.getStreet(), FIELDS[3]);
            int city = FbMapping.string(b, r.getCity(), FIELDS[4]);
            int state = FbMapping.string(b, r.getState(), FIELDS[5]);
            int zip = FbMapping.string(b, r.getZip(), FIELDS[6]);
            rows[i] = FbDbRow.create(b, r.getId(), firstName, lastName, street, city, state, zip);
        }
        return FbDbTable.create(b, FbTable.offsetVector(b, rows, n));
    }

    @Override
    public DbTable read(ByteBuffer buffer, int root, DbTable reuse) throws IOException {
        FbDbTable t = table.assign(root, buffer);
        if (!t.hasRows()) {
            throw new IOException("the DbTable table has no rows vector");
        }
        int n = t.rowsLength();
        List<DbRow> list = new ArrayList<>(n);
        for (int i = 0; i < n; i++) {
            FbDbRow r = t.rows(row, i);
            list.add(new DbRow(r.id(), text(r.firstName(), 1), text(r.lastName(), 2), text(r.street(), 3), text(r.city(), 4),
                    text(r.state(), 5), text(r.zip(), 6)));
        }
        return new DbTable(list);
    }

    /** String field {@code slot} (1 to 6: first_name … zip), which must be present. */
    private static String text(String value, int slot) throws IOException {
        if (value == null) {
            throw new IOException(FIELDS[slot] + " is absent from the table");
        }
        return value;
    }
}
