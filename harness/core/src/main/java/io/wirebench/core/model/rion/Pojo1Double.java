package io.wirebench.core.model.rion;

import java.io.Serializable;
import java.util.Objects;

/**
 * RION matrix: one double field (the RION benchmarks, docs/SOURCES.md).
 */
public final class Pojo1Double implements Serializable {
    private static final long serialVersionUID = 1L;

    private double field0;

    public Pojo1Double() {
    }

    public Pojo1Double(double field0) {
        this.field0 = field0;
    }

    public double getField0() {
        return field0;
    }

    public void setField0(double field0) {
        this.field0 = field0;
    }

    @Override
    public boolean equals(Object other) {
        if (!(other instanceof Pojo1Double o)) {
            return false;
        }
        return Double.compare(field0, o.field0) == 0;
    }

    @Override
    public int hashCode() {
        return Objects.hash(field0);
    }

    @Override
    public String toString() {
        return "Pojo1Double{" + "field0=" + field0 + "}";
    }
}
