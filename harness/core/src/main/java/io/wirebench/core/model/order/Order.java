package io.wirebench.core.model.order;

import io.wirebench.core.model.ModelBean;
import java.io.Serializable;

/**
 * The six-field message of the wire-format latency benchmark (docs/SOURCES.md), with its
 * fields in the order every contender writes them.
 */
public final class Order extends ModelBean implements Serializable {
    private static final long serialVersionUID = 1L;

    private double price;
    private boolean flag;
    private String text;
    private Side side;
    private int smallInt;
    private long longInt;

    public Order() {
    }

    public Order(double price, boolean flag, String text, Side side, int smallInt, long longInt) {
        this.price = price;
        this.flag = flag;
        this.text = text;
        this.side = side;
        this.smallInt = smallInt;
        this.longInt = longInt;
    }

    public double getPrice() {
        return price;
    }

    public void setPrice(double price) {
        this.price = price;
    }

    public boolean isFlag() {
        return flag;
    }

    public void setFlag(boolean flag) {
        this.flag = flag;
    }

    public String getText() {
        return text;
    }

    public void setText(String text) {
        this.text = text;
    }

    public Side getSide() {
        return side;
    }

    public void setSide(Side side) {
        this.side = side;
    }

    public int getSmallInt() {
        return smallInt;
    }

    public void setSmallInt(int smallInt) {
        this.smallInt = smallInt;
    }

    public long getLongInt() {
        return longInt;
    }

    public void setLongInt(long longInt) {
        this.longInt = longInt;
    }
}
