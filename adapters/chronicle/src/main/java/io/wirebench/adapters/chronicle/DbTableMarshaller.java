package io.wirebench.adapters.chronicle;

import io.wirebench.core.model.db.DbRow;
import io.wirebench.core.model.db.DbTable;
import net.openhft.chronicle.wire.WireIn;
import net.openhft.chronicle.wire.WireOut;

/** {@link DbTable}: one field, {@code rows}, a list of nested row marshallables. */
final class DbTableMarshaller implements WireMarshaller<DbTable> {
    private final WireLists lists;
    private final Nested<DbRow> row = new Nested<>(FlatMarshaller.of(DbRow::new,
            (wire, r) -> wire.write("id").int32(r.getId())
                    .write("firstName").text(r.getFirstName())
                    .write("lastName").text(r.getLastName())
                    .write("street").text(r.getStreet())
                    .write("city").text(r.getCity())
                    .write("state").text(r.getState())
                    .write("zip").text(r.getZip()),
            (wire, r) -> {
                r.setId(wire.read("id").int32());
                r.setFirstName(wire.read("firstName").text());
                r.setLastName(wire.read("lastName").text());
                r.setStreet(wire.read("street").text());
                r.setCity(wire.read("city").text());
                r.setState(wire.read("state").text());
                r.setZip(wire.read("zip").text());
            }));

    DbTableMarshaller(WireLists lists) {
        this.lists = lists;
    }

    @Override
    public void write(WireOut wire, DbTable table) {
        lists.writeMarshallables(wire, "rows", table.getRows(), row);
    }

    @Override
    public DbTable read(WireIn wire, DbTable reuse) {
        DbTable table = reuse != null ? reuse : new DbTable();
        table.setRows(lists.readMarshallables(wire, "rows", row));
        return table;
    }
}
