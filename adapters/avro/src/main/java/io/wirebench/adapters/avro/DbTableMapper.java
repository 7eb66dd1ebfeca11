package io.wirebench.adapters.avro;

import io.wirebench.adapters.avro.schema.AvroDbRow;
import io.wirebench.adapters.avro.schema.AvroDbTable;
import io.wirebench.core.model.db.DbRow;
import io.wirebench.core.model.db.DbTable;
import java.util.ArrayList;
import java.util.List;
import org.apache.avro.Schema;

/** {@link DbTable} and its generated records; row records are pooled between messages on the writing side. */
final class DbTableMapper implements RecordMapper<DbTable, AvroDbTable> {
    private final List<AvroDbRow> rowPool = new ArrayList<>();

    @Override
    public Schema schema() {
        return AvroDbTable.getClassSchema();
    }

    @Override
    public AvroDbTable newDatum() {
        return new AvroDbTable(new ArrayList<>());
    }

    @Override
    public void toDatum(DbTable model, AvroDbTable datum) {
        List<DbRow> rows = model.getRows();
        List<AvroDbRow> records = datum.getRows();
        records.clear();
        for (int i = 0; i < rows.size(); i++) {
            if (i == rowPool.size()) {
                rowPool.add(new AvroDbRow());
            }
            DbRow row = rows.get(i);
            AvroDbRow record = rowPool.get(i);
            record.setId(row.getId());
            record.setFirstName(row.getFirstName());
            record.setLastName(row.getLastName());
            record.setStreet(row.getStreet());
            record.setCity(row.getCity());
            record.setState(row.getState());
            record.setZip(row.getZip());
            records.add(record);
        }
    }

    @Override
    public DbTable toModel(AvroDbTable datum, DbTable reuse) {
        List<AvroDbRow> records = datum.getRows();
        List<DbRow> rows = new ArrayList<>(records.size());
        for (AvroDbRow r : records) {
            rows.add(new DbRow(r.getId(), r.getFirstName(), r.getLastName(), r.getStreet(), r.getCity(), r.getState(), r.getZip()));
        }
        DbTable table = reuse != null ? reuse : new DbTable();
        table.setRows(rows);
        return table;
    }
}
