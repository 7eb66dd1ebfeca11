package io.wirebench.adapters.wire;

import io.wirebench.core.model.db.DbRow;
import io.wirebench.core.model.db.DbTable;
import io.wirebench.wire.bytes.BytesIn;
import io.wirebench.wire.bytes.BytesMarshaller;
import io.wirebench.wire.bytes.BytesOut;

/** {@link DbTable} by hand: a row count, then each row's id and six UTF-8 texts. */
final class DbTableBytes implements BytesMarshaller<DbTable> {
    private final BytesMarshaller<DbRow> row;

    DbTableBytes(Packing packing) {
        this.row = new BytesMarshaller<>() {
            @Override
            public void write(DbRow r, BytesOut out) {
                packing.putInt(out, r.getId());
                out.writeUtf8(r.getFirstName());
                out.writeUtf8(r.getLastName());
                out.writeUtf8(r.getStreet());
                out.writeUtf8(r.getCity());
                out.writeUtf8(r.getState());
                out.writeUtf8(r.getZip());
            }

            @Override
            public DbRow read(DbRow reuse, BytesIn in) {
                DbRow r = reuse != null ? reuse : new DbRow();
                r.setId(packing.getInt(in));
                r.setFirstName(in.readUtf8());
                r.setLastName(in.readUtf8());
                r.setStreet(in.readUtf8());
                r.setCity(in.readUtf8());
                r.setState(in.readUtf8());
                r.setZip(in.readUtf8());
                return r;
            }
        };
    }

    @Override
    public void write(DbTable t, BytesOut out) {
        BatchBytes.writeList(out, t.getRows(), row);
    }

    @Override
    public DbTable read(DbTable reuse, BytesIn in) {
        DbTable t = reuse != null ? reuse : new DbTable();
        t.setRows(BatchBytes.readList(in, t.getRows(), row));
        return t;
    }
}
