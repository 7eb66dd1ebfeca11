package io.wirebench.adapters.chronicle;

import io.wirebench.adapters.chronicle.Keys.ContainerKey;
import io.wirebench.adapters.chronicle.Keys.RowKey;
import io.wirebench.core.model.db.DbRow;
import io.wirebench.core.model.db.DbTable;
import net.openhft.chronicle.wire.WireIn;
import net.openhft.chronicle.wire.WireOut;

/** {@link DbTable}: one field, {@code rows}, a list of nested row marshallables. */
final class DbTableMarshaller implements WireMarshaller<DbTable> {
    private final WireLists lists;
    private final Values values;
    private final Nested<DbRow> row = new Nested<>(new RowMarshaller());

    DbTableMarshaller(WireLists lists, Values values) {
        this.lists = lists;
        this.values = values;
    }

    @Override
    public void write(WireOut wire, DbTable table) {
        lists.writeMarshallables(wire, ContainerKey.rows, table.getRows(), row);
    }

    @Override
    public DbTable read(WireIn wire, DbTable reuse) {
        DbTable table = reuse != null ? reuse : new DbTable();
        table.setRows(lists.readMarshallables(wire, ContainerKey.rows, row));
        return table;
    }

    private final class RowMarshaller extends FlatMarshaller<DbRow> {
        @Override
        public void write(WireOut wire, DbRow r) {
            wire.write(RowKey.id).int32(r.getId())
                    .write(RowKey.firstName).text(r.getFirstName())
                    .write(RowKey.lastName).text(r.getLastName())
                    .write(RowKey.street).text(r.getStreet())
                    .write(RowKey.city).text(r.getCity())
                    .write(RowKey.state).text(r.getState())
                    .write(RowKey.zip).text(r.getZip());
        }

        @Override
        DbRow create() {
            return new DbRow();
        }

        @Override
        void fill(WireIn wire, DbRow r) {
            r.setId(wire.read(RowKey.id).int32());
            r.setFirstName(values.text(wire.read(RowKey.firstName)));
            r.setLastName(values.text(wire.read(RowKey.lastName)));
            r.setStreet(values.text(wire.read(RowKey.street)));
            r.setCity(values.text(wire.read(RowKey.city)));
            r.setState(values.text(wire.read(RowKey.state)));
            r.setZip(values.text(wire.read(RowKey.zip)));
        }
    }
}
