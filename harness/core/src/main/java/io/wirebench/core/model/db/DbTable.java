package io.wirebench.core.model.db;

import java.io.Serializable;
import java.util.List;
import java.util.Objects;

/**
 * A database dump: rows of one table, sent as one document.
 */
public final class DbTable implements Serializable {
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

    @Override
    public boolean equals(Object other) {
        if (!(other instanceof DbTable o)) {
            return false;
        }
        return Objects.equals(rows, o.rows);
    }

    @Override
    public int hashCode() {
        return Objects.hash(rows);
    }

    @Override
    public String toString() {
        return "DbTable{" + "rows=" + rows + "}";
    }
}
