package io.wirebench.core.model.rion;

import java.io.Serializable;
import java.util.Objects;

/**
 * RION matrix: one field of each type (the RION benchmarks, docs/SOURCES.md).
 */
public final class Pojo1Mixed implements Serializable {
    private static final long serialVersionUID = 1L;

    private boolean field0;
    private long field1;
    private float field2;
    private double field3;
    private String field4;

    public Pojo1Mixed() {
    }

    public Pojo1Mixed(boolean field0, long field1, float field2, double field3, String field4) {
        this.field0 = field0;
        this.field1 = field1;
        this.field2 = field2;
        this.field3 = field3;
        this.field4 = field4;
    }

    public boolean isField0() {
        return field0;
    }

    public void setField0(boolean field0) {
        this.field0 = field0;
    }

    public long getField1() {
        return field1;
    }

    public void setField1(long field1) {
        this.field1 = field1;
    }

    public float getField2() {
        return field2;
    }

    public void setField2(float field2) {
        this.field2 = field2;
    }

    public double getField3() {
        return field3;
    }

    public void setField3(double field3) {
        this.field3 = field3;
    }

    public String getField4() {
        return field4;
    }

    public void setField4(String field4) {
        this.field4 = field4;
    }

    @Override
    public boolean equals(Object other) {
        if (!(other instanceof Pojo1Mixed o)) {
            return false;
        }
        return field0 == o.field0
                && field1 == o.field1
                && Float.compare(field2, o.field2) == 0
                && Double.compare(field3, o.field3) == 0
                && Objects.equals(field4, o.field4);
    }

    @Override
    public int hashCode() {
        return Objects.hash(field0, field1, field2, field3, field4);
    }

    @Override
    public String toString() {
        return "Pojo1Mixed{" + "field0=" + field0 + ", field1=" + field1 + ", field2=" + field2 + ", field3=" + field3 + ", field4=" + field4 + "}";
    }
}
