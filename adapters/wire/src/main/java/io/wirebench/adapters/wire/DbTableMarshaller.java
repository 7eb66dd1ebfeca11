package io.wirebench.adapters.wire;

import io.wirebench.core.model.db.DbRow;
import io.wirebench.core.model.db.DbTable;
import io.wirebench.wire.Marshaller;
import io.wirebench.wire.WireIn;
import io.wirebench.wire.WireKey;
import io.wirebench.wire.WireOut;

/** {@link DbTable}: a sequence of row objects. */
final class DbTableMarshaller implements Marshaller<DbTable> {
    static final DbTableMarshaller INSTANCE = new DbTableMarshaller();

    static final WireKey ROWS = WireKey.of("rows", 1);
    static final WireKey ID = WireKey.of("id", 1);
    static final WireKey FIRST_NAME = WireKey.of("firstName", 2);
    static final WireKey LAST_NAME = WireKey.of("lastName", 3);
    static final WireKey STREET = WireKey.of("street", 4);
    static final WireKey CITY = WireKey.of("city", 5);
    static final WireKey STATE = WireKey.of("state", 6);
    static final WireKey ZIP = WireKey.of("zip", 7);

    static final Marshaller<DbRow> ROW = new Marshaller<>() {
        @Override
        public void write(DbRow r, WireOut out) {
            out.write(ID).int32(r.getId())
                    .write(FIRST_NAME).text(r.getFirstName())
                    .write(LAST_NAME).text(r.getLastName())
                    .write(STREET).text(r.getStreet())
                    .write(CITY).text(r.getCity())
                    .write(STATE).text(r.getState())
                    .write(ZIP).text(r.getZip());
        }

        @Override
        public DbRow read(DbRow reuse, WireIn in) {
            DbRow r = reuse != null ? reuse : new DbRow();
            r.setId(in.read(ID).int32());
            r.setFirstName(in.read(FIRST_NAME).text());
            r.setLastName(in.read(LAST_NAME).text());
            r.setStreet(in.read(STREET).text());
            r.setCity(in.read(CITY).text());
            r.setState(in.read(STATE).text());
            r.setZip(in.read(ZIP).text());
            return r;
        }
    };

    private static final ObjectList<DbRow> ROW_LIST = new ObjectList<>(ROW, ROW);

    private DbTableMarshaller() {
    }

    @Override
    public void write(DbTable t, WireOut out) {
        out.write(ROWS).sequence(t.getRows(), ROW_LIST);
    }

    @Override
    public DbTable read(DbTable reuse, WireIn in) {
        DbTable t = reuse != null ? reuse : new DbTable();
        t.setRows(in.read(ROWS).sequence(t.getRows(), ROW_LIST));
        return t;
    }
}
