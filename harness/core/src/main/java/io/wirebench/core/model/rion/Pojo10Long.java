package io.wirebench.core.model.rion;

import java.io.Serializable;
import java.util.Objects;

/**
 * RION matrix: ten long fields (the RION benchmarks, docs/SOURCES.md).
 */
public final class Pojo10Long implements Serializable {
    private static final long serialVersionUID = 1L;

    private long field0;
    private long field1;
    private long field2;
    private long field3;
    private long field4;
    private long field5;
    private long field6;
    private long field7;
    private long field8;
    private long field9;

    public Pojo10Long() {
    }

    public Pojo10Long(long field0, long field1, long field2, long field3, long field4, long field5, long field6, long field7, long field8, long field9) {
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

    public long getField0() {
        return field0;
    }

    public void setField0(long field0) {
        this.field0 = field0;
    }

    public long getField1() {
        return field1;
    }

    public void setField1(long field1) {
        this.field1 = field1;
    }

    public long getField2() {
        return field2;
    }

    public void setField2(long field2) {
        this.field2 = field2;
    }

    public long getField3() {
        return field3;
    }

    public void setField3(long field3) {
        this.field3 = field3;
    }

    public long getField4() {
        return field4;
    }

    public void setField4(long field4) {
        this.field4 = field4;
    }

    public long getField5() {
        return field5;
    }

    public void setField5(long field5) {
        this.field5 = field5;
    }

    public long getField6() {
        return field6;
    }

    public void setField6(long field6) {
        this.field6 = field6;
    }

    public long getField7() {
        return field7;
    }

    public void setField7(long field7) {
        this.field7 = field7;
    }

    public long getField8() {
        return field8;
    }

    public void setField8(long field8) {
        this.field8 = field8;
    }

    public long getField9() {
        return field9;
    }

    public void setField9(long field9) {
        this.field9 = field9;
    }

    @Override
    public boolean equals(Object other) {
        if (!(other instanceof Pojo10Long o)) {
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
        return "Pojo10Long{" + "field0=" + field0 + ", field1=" + field1 + ", field2=" + field2 + ", field3=" + field3 + ", field4=" + field4 + ", field5=" + field5 + ", field6=" + field6 + ", field7=" + field7 + ", field8=" + field8 + ", field9=" + field9 + "}";
    }
}
