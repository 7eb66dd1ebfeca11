package io.wirebench.core.model.rion;

import java.io.Serializable;
import java.util.Objects;

/**
 * RION matrix: one boolean field (the RION benchmarks, docs/SOURCES.md).
 */
public final class Pojo1Boolean implements Serializable {
    private static final long serialVersionUID = 1L;

    private boolean field0;

    public Pojo1Boolean() {
    }

    public Pojo1Boolean(boolean field0) {
        this.field0 = field0;
    }

    public boolean isField0() {
        return field0;
    }

    public void setField0(boolean field0) {
        this.field0 = field0;
    }

    @Override
    public boolean equals(Object other) {
        if (!(other instanceof Pojo1Boolean o)) {
            return false;
        }
        return field0 == o.field0;
    }

    @Override
    public int hashCode() {
        return Objects.hash(field0);
    }

    @Override
    public String toString() {
        return "Pojo1Boolean{" + "field0=" + field0 + "}";
    }
}
