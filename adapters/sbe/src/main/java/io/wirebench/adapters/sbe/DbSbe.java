package io.wirebench.adapters.sbe;

import io.wirebench.adapters.sbe.generated.DbTableDecoder;
import io.wirebench.adapters.sbe.generated.DbTableEncoder;
import io.wirebench.core.model.db.DbRow;
import io.wirebench.core.model.db.DbTable;
import java.util.ArrayList;
import java.util.List;

/** {@link DbTable}: a repeating group of rows, each an int and six strings; decodes into new objects. */
final class DbSbe implements SbeMapping<DbTable, DbTableEncoder, DbTableDecoder> {

    @Override
    public void encode(DbTable v, DbTableEncoder e) {
        List<DbRow> rows = v.getRows();
        DbTableEncoder.RowsEncoder g = e.rowsCount(rows.size());
        for (int i = 0, n = rows.size(); i < n; i++) {
            DbRow r = rows.get(i);
            g.next().id(r.getId())
                    .firstName(r.getFirstName())
                    .lastName(r.getLastName())
                    .street(r.getStreet())
                    .city(r.getCity())
                    .state(r.getState())
                    .zip(r.getZip());
        }
    }

    @Override
    public DbTable decode(DbTableDecoder d, DbTable reuse) {
        DbTableDecoder.RowsDecoder g = d.rows();
        List<DbRow> rows = new ArrayList<>(g.count());
        while (g.hasNext()) {
            g.next();
            DbRow r = new DbRow();
            r.setId(g.id());
            VarData.check(d.buffer(), d.limit(), g.firstNameLength());
            r.setFirstName(g.firstName());
            VarData.check(d.buffer(), d.limit(), g.lastNameLength());
            r.setLastName(g.lastName());
            VarData.check(d.buffer(), d.limit(), g.streetLength());
            r.setStreet(g.street());
            VarData.check(d.buffer(), d.limit(), g.cityLength());
            r.setCity(g.city());
            VarData.check(d.buffer(), d.limit(), g.stateLength());
            r.setState(g.state());
            VarData.check(d.buffer(), d.limit(), g.zipLength());
            r.setZip(g.zip());
            rows.add(r);
        }
        return new DbTable(rows);
    }
}
