package io.wirebench.core.model.rion;

import java.io.Serializable;
import java.util.Objects;

/**
 * RION matrix: ten float fields (the RION benchmarks, docs/SOURCES.md).
 */
public final class Pojo10Float implements Serializable {
    private static final long serialVersionUID = 1L;

    private float field0;
    private float field1;
    private float field2;
    private float field3;
    private float field4;
    private float field5;
    private float field6;
    private float field7;
    private float field8;
    private float field9;

    public Pojo10Float() {
    }

    public Pojo10Float(float field0, float field1, float field2, float field3, float field4, float field5, float field6, float field7, float field8, float field9) {
        this.field0 = field0;
        this.field1 = field1;
        this.field2 = field2;
        this.field3 = field3;
        this.field4 = field4;
        this.field5 = field5;
        this.field6 = field6;
        this.field7 = field7;
        this.field8 = field8;
        this.field9 = field9;
    }

    public float getField0() {
        return field0;
    }

    public void setField0(float field0) {
        this.field0 = field0;
    }

    public float getField1() {
        return field1;
    }

    public void setField1(float field1) {
        this.field1 = field1;
    }

    public float getField2() {
        return field2;
    }

    public void setField2(float field2) {
        this.field2 = field2;
    }

    public float getField3() {
        return field3;
    }

    public void setField3(float field3) {
        this.field3 = field3;
    }

    public float getField4() {
        return field4;
    }

    public void setField4(float field4) {
        this.field4 = field4;
    }

    public float getField5() {
        return field5;
    }

    public void setField5(float field5) {
        this.field5 = field5;
    }

    public float getField6() {
        return field6;
    }

    public void setField6(float field6) {
        this.field6 = field6;
    }

    public float getField7() {
        return field7;
    }

    public void setField7(float field7) {
        this.field7 = field7;
    }

    public float getField8() {
        return field8;
    }

    public void setField8(float field8) {
        this.field8 = field8;
    }

    public float getField9() {
        return field9;
    }

    public void setField9(float field9) {
        this.field9 = field9;
    }

    @Override
    public boolean equals(Object other) {
        if (!(other instanceof Pojo10Float o)) {
            return false;
        }
        return Float.compare(field0, o.field0) == 0
                && Float.compare(field1, o.field1) == 0
                && Float.compare(field2, o.field2) == 0
                && Float.compare(field3, o.field3) == 0
                && Float.compare(field4, o.field4) == 0
                && Float.compare(field5, o.field5) == 0
                && Float.compare(field6, o.field6) == 0
                && Float.compare(field7, o.field7) == 0
                && Float.compare(field8, o.field8) == 0
                && Float.compare(field9, o.field9) == 0;
    }

    @Override
    public int hashCode() {
        return Objects.hash(field0, field1, field2, field3, field4, field5, field6, field7, field8, field9);
    }

    @Override
    public String toString() {
        return "Pojo10Float{" + "field0=" + field0 + ", field1=" + field1 + ", field2=" + field2 + ", field3=" + field3 + ", field4=" + field4 + ", field5=" + field5 + ", field6=" + field6 + ", field7=" + field7 + ", field8=" + field8 + ", field9=" + field9 + "}";
    }
}
