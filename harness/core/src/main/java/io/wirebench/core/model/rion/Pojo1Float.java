package io.wirebench.core.model.rion;

import java.io.Serializable;
import java.util.Objects;

/**
 * RION matrix: one float field (the RION benchmarks, docs/SOURCES.md).
 */
public final class Pojo1Float implements Serializable {
    private static final long serialVersionUID = 1L;

    private float field0;

    public Pojo1Float() {
    }

    public Pojo1Float(float field0) {
        this.field0 = field0;
    }

    public float getField0() {
        return field0;
    }

    public void setField0(float field0) {
        this.field0 = field0;
    }

    @Override
    public boolean equals(Object other) {
        if (!(other instanceof Pojo1Float o)) {
            return false;
        }
        return Float.compare(field0, o.field0) == 0;
    }

    @Override
    public int hashCode() {
        return Objects.hash(field0);
    }

    @Override
    public String toString() {
        return "Pojo1Float{" + "field0=" + field0 + "}";
    }
}
