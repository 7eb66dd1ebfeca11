package io.wirebench.core.model.rion;

import java.io.Serializable;
import java.util.Objects;

/**
 * RION matrix: ten double fields (the RION benchmarks, docs/SOURCES.md).
 */
public final class Pojo10Double implements Serializable {
    private static final long serialVersionUID = 1L;

    private double field0;
    private double field1;
    private double field2;
    private double field3;
    private double field4;
    private double field5;
    private double field6;
    private double field7;
    private double field8;
    private double field9;

    public Pojo10Double() {
    }

    public Pojo10Double(double field0, double field1, double field2, double field3, double field4, double field5, double field6, double field7, double field8, double field9) {
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

    public double getField0() {
        return field0;
    }

    public void setField0(double field0) {
        this.field0 = field0;
    }

    public double getField1() {
        return field1;
    }

    public void setField1(double field1) {
        this.field1 = field1;
    }

    public double getField2() {
        return field2;
    }

    public void setField2(double field2) {
        this.field2 = field2;
    }

    public double getField3() {
        return field3;
    }

    public void setField3(double field3) {
        this.field3 = field3;
    }

    public double getField4() {
        return field4;
    }

    public void setField4(double field4) {
        this.field4 = field4;
    }

    public double getField5() {
        return field5;
    }

    public void setField5(double field5) {
        this.field5 = field5;
    }

    public double getField6() {
        return field6;
    }

    public void setField6(double field6) {
        this.field6 = field6;
    }

    public double getField7() {
        return field7;
    }

    public void setField7(double field7) {
        this.field7 = field7;
    }

    public double getField8() {
        return field8;
    }

    public void setField8(double field8) {
        this.field8 = field8;
    }

    public double getField9() {
        return field9;
    }

    public void setField9(double field9) {
        this.field9 = field9;
    }

    @Override
    public boolean equals(Object other) {
        if (!(other instanceof Pojo10Double o)) {
            return false;
        }
        return Double.compare(field0, o.field0) == 0
                && Double.compare(field1, o.field1) == 0
                && Double.compare(field2, o.field2) == 0
                && Double.compare(field3, o.field3) == 0
                && Double.compare(field4, o.field4) == 0
                && Double.compare(field5, o.field5) == 0
                && Double.compare(field6, o.field6) == 0
                && Double.compare(field7, o.field7) == 0
                && Double.compare(field8, o.field8) == 0
                && Double.compare(field9, o.field9) == 0;
    }

    @Override
    public int hashCode() {
        return Objects.hash(field0, field1, field2, field3, field4, field5, field6, field7, field8, field9);
    }

    @Override
    public String toString() {
        return "Pojo10Double{" + "field0=" + field0 + ", field1=" + field1 + ", field2=" + field2 + ", field3=" + field3 + ", field4=" + field4 + ", field5=" + field5 + ", field6=" + field6 + ", field7=" + field7 + ", field8=" + field8 + ", field9=" + field9 + "}";
    }
}
