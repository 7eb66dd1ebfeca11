package io.wirebench.adapters.jdk;

import io.wirebench.core.Fields;
import io.wirebench.core.model.db.DbRow;
import io.wirebench.core.model.db.DbTable;
import java.io.Externalizable;
import java.io.IOException;
import java.io.ObjectInput;
import java.io.ObjectOutput;
import java.util.ArrayList;
import java.util.List;

/** A {@link DbTable} written as a row count, then each row's id and six nullable strings. */
public final class ExternalizableDbTable extends ExternalizableValue<DbTable> implements Externalizable {
    private static final long serialVersionUID = 1L;

    private static final Fields<DbTable, ObjectOutput, ObjectInput> FIELDS = new Fields<>(DbTable::new) {
        @Override
        public void write(DbTable table, ObjectOutput out) throws IOException {
            List<DbRow> rows = table.getRows();
            out.writeInt(rows.size());
            for (DbRow r : rows) {
                out.writeInt(r.getId());
                ExternalStrings.write(out, r.getFirstName());
                ExternalStrings.write(out, r.getLastName());
                ExternalStrings.write(out, r.getStreet());
                ExternalStrings.write(out, r.getCity());
                ExternalStrings.write(out, r.getState());
                ExternalStrings.write(out, r.getZip());
            }
        }

        @Override
        protected void fill(ObjectInput in, DbTable table) throws IOException {
            int n = ExternalStrings.readCount(in, "row");
            List<DbRow> rows = new ArrayList<>();
            for (int i = 0; i < n; i++) {
                rows.add(new DbRow(in.readInt(), ExternalStrings.read(in), ExternalStrings.read(in), ExternalStrings.read(in),
                        ExternalStrings.read(in), ExternalStrings.read(in), ExternalStrings.read(in)));
            }
            table.setRows(rows);
        }
    };

    @Override
    Fields<DbTable, ObjectOutput, ObjectInput> fields() {
        return FIELDS;
    }
}
