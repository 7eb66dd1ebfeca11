package io.wirebench.adapters.msgpack;

import io.wirebench.core.ModelFields;
import io.wirebench.core.model.db.DbRow;
import io.wirebench.core.model.db.DbTable;
import java.io.IOException;
import java.util.List;
import org.msgpack.core.MessagePacker;
import org.msgpack.core.MessageUnpacker;

/** {@link DbTable} as {@code {rows: [ {id, firstName, ...}, ... ]}}, names and order as Jackson's databind writes them. */
final class DbMsgpack {
    private static final Names TABLE_KEYS = new Names("rows");
    private static final Names ROW_KEYS = new Names("id", "firstName", "lastName", "street", "city", "state", "zip");

    static final ModelFields<DbTable, MessagePacker, MessageUnpacker> MAPPING = new ModelFields<>(DbTable::new) {
        @Override
        public void write(DbTable t, MessagePacker out) throws IOException {
            out.packMapHeader(1);
            TABLE_KEYS.pack(out, 0);
            List<DbRow> rows = t.getRows();
            if (rows == null) {
                out.packNil();
                return;
            }
            out.packArrayHeader(rows.size());
            for (DbRow row : rows) {
                out.packMapHeader(7);
                ROW_KEYS.pack(out, 0);
                out.packInt(row.getId());
                ROW_KEYS.pack(out, 1);
                Values.text(out, row.getFirstName());
                ROW_KEYS.pack(out, 2);
                Values.text(out, row.getLastName());
                ROW_KEYS.pack(out, 3);
                Values.text(out, row.getStreet());
                ROW_KEYS.pack(out, 4);
                Values.text(out, row.getCity());
                ROW_KEYS.pack(out, 5);
                Values.text(out, row.getState());
                ROW_KEYS.pack(out, 6);
                Values.text(out, row.getZip());
            }
        }

        @Override
        protected void fill(MessageUnpacker in, DbTable t) throws IOException {
            for (int n = in.unpackMapHeader(); n > 0; n--) {
                if (TABLE_KEYS.read(in) == 0) {
                    t.setRows(readRows(in));
                } else {
                    in.skipValue();
                }
            }
        }
    };

    private DbMsgpack() {
    }

    private static List<DbRow> readRows(MessageUnpacker in) throws IOException {
        if (in.tryUnpackNil()) {
            return null;
        }
        int n = in.unpackArrayHeader();
        List<DbRow> rows = Values.newList(n);
        for (int i = 0; i < n; i++) {
            DbRow row = new DbRow();
            for (int k = in.unpackMapHeader(); k > 0; k--) {
                switch (ROW_KEYS.read(in)) {
                    case 0 -> row.setId(in.unpackInt());
                    case 1 -> row.setFirstName(Values.text(in));
                    case 2 -> row.setLastName(Values.text(in));
                    case 3 -> row.setStreet(Values.text(in));
                    case 4 -> row.setCity(Values.text(in));
                    case 5 -> row.setState(Values.text(in));
                    case 6 -> row.setZip(Values.text(in));
                    default -> in.skipValue();
                }
            }
            rows.add(row);
        }
        return rows;
    }
}
