package io.wirebench.adapters.protobuf;

import com.google.protobuf.Parser;
import io.wirebench.adapters.protobuf.generated.DbProtos;
import io.wirebench.core.model.db.DbRow;
import io.wirebench.core.model.db.DbTable;
import java.util.ArrayList;
import java.util.List;

/** {@link DbTable} to and from {@code wirebench.DbTable} ({@code db.proto}); decodes into new objects. */
final class DbProto implements ProtoMapping<DbTable, DbProtos.DbTable> {
    private final DbProtos.DbTable.Builder table = DbProtos.DbTable.newBuilder();
    private final DbProtos.DbRow.Builder row = DbProtos.DbRow.newBuilder();

    @Override
    public DbProtos.DbTable toMessage(DbTable v) {
        table.clear();
        for (DbRow r : v.getRows()) {
            table.addRows(row.clear()
                    .setId(r.getId())
                    .setFirstName(r.getFirstName())
                    .setLastName(r.getLastName())
                    .setStreet(r.getStreet())
                    .setCity(r.getCity())
                    .setState(r.getState())
                    .setZip(r.getZip())
                    .build());
        }
        return table.build();
    }

    @Override
    public DbTable fromMessage(DbProtos.DbTable m, DbTable reuse) {
        List<DbRow> rows = new ArrayList<>(m.getRowsCount());
        for (DbProtos.DbRow r : m.getRowsList()) {
            rows.add(new DbRow(r.getId(), r.getFirstName(), r.getLastName(), r.getStreet(), r.getCity(), r.getState(), r.getZip()));
        }
        return new DbTable(rows);
    }

    @Override
    public Parser<DbProtos.DbTable> parser() {
        return DbProtos.DbTable.parser();
    }
}
