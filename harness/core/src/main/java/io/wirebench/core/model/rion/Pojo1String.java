package io.wirebench.core.model.rion;

import java.io.Serializable;
import java.util.Objects;

/**
 * RION matrix: one String field (the RION benchmarks, docs/SOURCES.md).
 */
public final class Pojo1String implements Serializable {
    private static final long serialVersionUID = 1L;

    private String field0;

    public Pojo1String() {
    }

    public Pojo1String(String field0) {
        this.field0 = field0;
    }

    public String getField0() {
        return field0;
    }

    public void setField0(String field0) {
        this.field0 = field0;
    }

    @Override
    public boolean equals(Object other) {
        if (!(other instanceof Pojo1String o)) {
            return false;
        }
        return Objects.equals(field0, o.field0);
    }

    @Override
    public int hashCode() {
        return Objects.hash(field0);
    }

    @Override
    public String toString() {
        return "Pojo1String{" + "field0=" + field0 + "}";
    }
}
