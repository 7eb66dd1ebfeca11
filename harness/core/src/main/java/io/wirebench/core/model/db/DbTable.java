package io.wirebench.core.model.db;

import io.wirebench.core.model.ModelBean;
import java.io.Serializable;
import java.util.List;

/**
 * A database dump: rows of one table, sent as one document.
 */
public final class DbTable extends ModelBean implements Serializable {
    private static final long serialVersionUID = 1L;

    private List<DbRow> rows;

    public DbTable() {
    }

    public DbTable(List<DbRow> rows) {
        this.rows = rows;
    }

    public List<DbRow> getRows() {
        return rows;
    }

    public void setRows(List<DbRow> rows) {
        this.rows = rows;
    }
}
