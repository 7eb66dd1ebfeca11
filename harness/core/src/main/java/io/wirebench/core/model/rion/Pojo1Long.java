package io.wirebench.core.model.rion;

import java.io.Serializable;
import java.util.Objects;

/**
 * RION matrix: one long field (the RION benchmarks, docs/SOURCES.md).
 */
public final class Pojo1Long implements Serializable {
    private static final long serialVersionUID = 1L;

    private long field0;

    public Pojo1Long() {
    }

    public Pojo1Long(long field0) {
        this.field0 = field0;
    }

    public long getField0() {
        return field0;
    }

    public void setField0(long field0) {
        this.field0 = field0;
    }

    @Override
    public boolean equals(Object other) {
        if (!(other instanceof Pojo1Long o)) {
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
        return "Pojo1Long{" + "field0=" + field0 + "}";
    }
}
