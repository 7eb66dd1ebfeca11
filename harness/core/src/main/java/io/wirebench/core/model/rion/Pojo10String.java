package io.wirebench.core.model.rion;

import java.io.Serializable;
import java.util.Objects;

/**
 * RION matrix: ten String fields (the RION benchmarks, docs/SOURCES.md).
 */
public final class Pojo10String implements Serializable {
    private static final long serialVersionUID = 1L;

    private String field0;
    private String field1;
    private String field2;
    private String field3;
    private String field4;
    private String field5;
    private String field6;
    private String field7;
    private String field8;
    private String field9;

    public Pojo10String() {
    }

    public Pojo10String(String field0, String field1, String field2, String field3, String field4, String field5, String field6, String field7, String field8, String field9) {
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

    public String getField0() {
        return field0;
    }

    public void setField0(String field0) {
        this.field0 = field0;
    }

    public String getField1() {
        return field1;
    }

    public void setField1(String field1) {
        this.field1 = field1;
    }

    public String getField2() {
        return field2;
    }

    public void setField2(String field2) {
        this.field2 = field2;
    }

    public String getField3() {
        return field3;
    }

    public void setField3(String field3) {
        this.field3 = field3;
    }

    public String getField4() {
        return field4;
    }

    public void setField4(String field4) {
        this.field4 = field4;
    }

    public String getField5() {
        return field5;
    }

    public void setField5(String field5) {
        this.field5 = field5;
    }

    public String getField6() {
        return field6;
    }

    public void setField6(String field6) {
        this.field6 = field6;
    }

    public String getField7() {
        return field7;
    }

    public void setField7(String field7) {
        this.field7 = field7;
    }

    public String getField8() {
        return field8;
    }

    public void setField8(String field8) {
        this.field8 = field8;
    }

    public String getField9() {
        return field9;
    }

    public void setField9(String field9) {
        this.field9 = field9;
    }

    @Override
    public boolean equals(Object other) {
        if (!(other instanceof Pojo10String o)) {
            return false;
        }
        return Objects.equals(field0, o.field0)
                && Objects.equals(field1, o.field1)
                && Objects.equals(field2, o.field2)
                && Objects.equals(field3, o.field3)
                && Objects.equals(field4, o.field4)
                && Objects.equals(field5, o.field5)
                && Objects.equals(field6, o.field6)
                && Objects.equals(field7, o.field7)
                && Objects.equals(field8, o.field8)
                && Objects.equals(field9, o.field9);
    }

    @Override
    public int hashCode() {
        return Objects.hash(field0, field1, field2, field3, field4, field5, field6, field7, field8, field9);
    }

    @Override
    public String toString() {
        return "Pojo10String{" + "field0=" + field0 + ", field1=" + field1 + ", field2=" + field2 + ", field3=" + field3 + ", field4=" + field4 + ", field5=" + field5 + ", field6=" + field6 + ", field7=" + field7 + ", field8=" + field8 + ", field9=" + field9 + "}";
    }
}
