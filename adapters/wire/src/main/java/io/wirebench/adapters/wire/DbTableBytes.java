package io.wirebench.adapters.wire;

import io.wirebench.core.model.db.DbRow;
import io.wirebench.core.model.db.DbTable;
import io.wirebench.wire.bytes.BytesIn;
import io.wirebench.wire.bytes.BytesMarshaller;
import io.wirebench.wire.bytes.BytesOut;
import java.util.List;

/** {@link DbTable} by hand: a row count, then each row's id and six 8-bit texts. */
final class DbTableBytes implements BytesMarshaller<DbTable> {
    private final BytesMarshaller<DbRow> row;

    DbTableBytes(Packing packing) {
        this.row = new BytesMarshaller<>() {
            @Override
            public void write(DbRow r, BytesOut out) {
                packing.putInt(out, r.getId());
                out.write8bit(r.getFirstName());
                out.write8bit(r.getLastName());
                out.write8bit(r.getStreet());
                out.write8bit(r.getCity());
                out.write8bit(r.getState());
                out.write8bit(r.getZip());
            }

            @Override
            public DbRow read(DbRow reuse, BytesIn in) {
                DbRow r = reuse != null ? reuse : new DbRow();
                r.setId(packing.getInt(in));
                r.setFirstName(in.read8bit());
                r.setLastName(in.read8bit());
                r.setStreet(in.read8bit());
                r.setCity(in.read8bit());
                r.setState(in.read8bit());
                r.setZip(in.read8bit());
                return r;
            }
        };
    }

    @Override
    public void write(DbTable t, BytesOut out) {
        List<DbRow> rows = t.getRows();
        out.writeStopBit(rows.size());
        for (int i = 0, n = rows.size(); i < n; i++) {
            row.write(rows.get(i), out);
        }
    }

    @Override
    public DbTable read(DbTable reuse, BytesIn in) {
        DbTable t = reuse != null ? reuse : new DbTable();
        t.setRows(BatchBytes.readList(in, t.getRows(), row));
        return t;
    }
}
