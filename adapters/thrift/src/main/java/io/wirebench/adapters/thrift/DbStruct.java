package io.wirebench.adapters.thrift;

import io.wirebench.core.model.db.DbRow;
import io.wirebench.core.model.db.DbTable;
import java.util.ArrayList;
import java.util.List;
import org.apache.thrift.TException;
import org.apache.thrift.protocol.TField;
import org.apache.thrift.protocol.TList;
import org.apache.thrift.protocol.TProtocol;
import org.apache.thrift.protocol.TStruct;
import org.apache.thrift.protocol.TType;

/** {@code struct DbTable} and {@code struct DbRow} of {@code wirebench.thrift}; decodes into new objects. */
final class DbStruct implements ThriftStruct<DbTable> {
    private static final TStruct TABLE = new TStruct("DbTable");
    private static final TField ROWS = new TField("rows", TType.LIST, (short) 1);
    private static final byte[] TABLE_TYPES = {TType.LIST};
    private static final String[] TABLE_NAMES = {"rows"};
    private static final TStruct ROW = new TStruct("DbRow");
    /** DbRow's fields by id - 1: an i32 id, then six strings. */
    private static final TField[] ROW_FIELDS = {
        new TField("id", TType.I32, (short) 1),
        new TField("firstName", TType.STRING, (short) 2),
        new TField("lastName", TType.STRING, (short) 3),
        new TField("street", TType.STRING, (short) 4),
        new TField("city", TType.STRING, (short) 5),
        new TField("state", TType.STRING, (short) 6),
        new TField("zip", TType.STRING, (short) 7),
    };
    private static final byte[] ROW_TYPES = {TType.I32, TType.STRING, TType.STRING, TType.STRING, TType.STRING,
        TType.STRING, TType.STRING};
    private static final String[] ROW_NAMES = {"id", "firstName", "lastName", "street", "city", "state", "zip"};
    private static final int ROW_REQUIRED = (1 << ROW_NAMES.length) - 1;

    @Override
    public void write(DbTable v, TProtocol out) throws TException {
        List<DbRow> rows = ThriftStruct.present(v.getRows(), "rows", "DbTable");
        out.writeStructBegin(TABLE);
        out.writeFieldBegin(ROWS);
        out.writeListBegin(new TList(TType.STRUCT, rows.size()));
        for (int i = 0, n = rows.size(); i < n; i++) {
            writeRow(rows.get(i), out);
        }
        out.writeListEnd();
        out.writeFieldEnd();
        ThriftStruct.end(out);
    }

    private static void writeRow(DbRow r, TProtocol out) throws TException {
        out.writeStructBegin(ROW);
        ThriftStruct.i32(out, ROW_FIELDS[0], r.getId());
        string(out, 1, r.getFirstName());
        string(out, 2, r.getLastName());
        string(out, 3, r.getStreet());
        string(out, 4, r.getCity());
        string(out, 5, r.getState());
        string(out, 6, r.getZip());
        ThriftStruct.end(out);
    }

    /** A required string of DbRow, by its index in {@link #ROW_FIELDS}. */
    private static void string(TProtocol out, int field, String value) throws TException {
        ThriftStruct.string(out, ROW_FIELDS[field], ThriftStruct.present(value, ROW_NAMES[field], "DbRow"));
    }

    @Override
    public DbTable read(TProtocol in, DbTable reuse) throws TException {
        List<DbRow> rows = null;
        in.readStructBegin();
        for (TField f = ThriftStruct.next(in); f != null; f = ThriftStruct.next(in)) {
            if (ThriftStruct.expected(in, f, TABLE_TYPES)) {
                TList list = in.readListBegin();
                rows = new ArrayList<>(list.size);
                for (int i = 0; i < list.size; i++) {
                    rows.add(readRow(in));
                }
                in.readListEnd();
            }
            in.readFieldEnd();
        }
        in.readStructEnd();
        ThriftStruct.require(rows != null ? 1 : 0, 1, TABLE_NAMES, "DbTable");
        return new DbTable(rows);
    }

    private static DbRow readRow(TProtocol in) throws TException {
        DbRow r = new DbRow();
        int seen = 0;
        in.readStructBegin();
        for (TField f = ThriftStruct.next(in); f != null; f = ThriftStruct.next(in)) {
            if (ThriftStruct.expected(in, f, ROW_TYPES)) {
                switch (f.id) {
                    case 1 -> r.setId(in.readI32());
                    case 2 -> r.setFirstName(in.readString());
                    case 3 -> r.setLastName(in.readString());
                    case 4 -> r.setStreet(in.readString());
                    case 5 -> r.setCity(in.readString());
                    case 6 -> r.setState(in.readString());
                    default -> r.setZip(in.readString());
                }
                seen |= 1 << (f.id - 1);
            }
            in.readFieldEnd();
        }
        in.readStructEnd();
        ThriftStruct.require(seen, ROW_REQUIRED, ROW_NAMES, "DbRow");
        return r;
    }
}
