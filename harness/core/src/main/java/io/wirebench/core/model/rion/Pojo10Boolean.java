package io.wirebench.core.model.rion;

import java.io.Serializable;
import java.util.Objects;

/**
 * RION matrix: ten boolean fields (the RION benchmarks, docs/SOURCES.md).
 */
public final class Pojo10Boolean implements Serializable {
    private static final long serialVersionUID = 1L;

    private boolean field0;
    private boolean field1;
    private boolean field2;
    private boolean field3;
    private boolean field4;
    private boolean field5;
    private boolean field6;
    private boolean field7;
    private boolean field8;
    private boolean field9;

    public Pojo10Boolean() {
    }

    public Pojo10Boolean(boolean field0, boolean field1, boolean field2, boolean field3, boolean field4, boolean field5, boolean field6, boolean field7, boolean field8, boolean field9) {
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

    public boolean isField0() {
        return field0;
    }

    public void setField0(boolean field0) {
        this.field0 = field0;
    }

    public boolean isField1() {
        return field1;
    }

    public void setField1(boolean field1) {
        this.field1 = field1;
    }

    public boolean isField2() {
        return field2;
    }

    public void setField2(boolean field2) {
        this.field2 = field2;
    }

    public boolean isField3() {
        return field3;
    }

    public void setField3(boolean field3) {
        this.field3 = field3;
    }

    public boolean isField4() {
        return field4;
    }

    public void setField4(boolean field4) {
        this.field4 = field4;
    }

    public boolean isField5() {
        return field5;
    }

    public void setField5(boolean field5) {
        this.field5 = field5;
    }

    public boolean isField6() {
        return field6;
    }

    public void setField6(boolean field6) {
        this.field6 = field6;
    }

    public boolean isField7() {
        return field7;
    }

    public void setField7(boolean field7) {
        this.field7 = field7;
    }

    public boolean isField8() {
        return field8;
    }

    public void setField8(boolean field8) {
        this.field8 = field8;
    }

    public boolean isField9() {
        return field9;
    }

    public void setField9(boolean field9) {
        this.field9 = field9;
    }

    @Override
    public boolean equals(Object other) {
        if (!(other instanceof Pojo10Boolean o)) {
            return false;
        }
        return field0 == o.field0
                && field1 == o.field1
                && field2 == o.field2
                && field3 == o.field3
                && field4 == o.field4
                && field5 == o.field5
                && field6 == o.field6
                && field7 == o.field7
                && field8 == o.field8
                && field9 == o.field9;
    }

    @Override
    public int hashCode() {
        return Objects.hash(field0, field1, field2, field3, field4, field5, field6, field7, field8, field9);
    }

    @Override
    public String toString() {
        return "Pojo10Boolean{" + "field0=" + field0 + ", field1=" + field1 + ", field2=" + field2 + ", field3=" + field3 + ", field4=" + field4 + ", field5=" + field5 + ", field6=" + field6 + ", field7=" + field7 + ", field8=" + field8 + ", field9=" + field9 + "}";
    }
}
