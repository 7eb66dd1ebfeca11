package io.wirebench.adapters.jackson;

import io.wirebench.core.model.order.Order;

/**
 * The message of the direct-use benchmarks ({@link JacksonDatabindDirectUse}, {@link JacksonStreamingDirectUse}) as a
 * plain Jackson POJO, nothing of the harness in it: private fields in the published order (databind writes properties in
 * declaration order unless told to sort), bound through public getters and setters.
 */
public final class DirectOrder {
    /** The direct-use benchmarks' own enum, named as the published message's. */
    public enum Side {
        Buy, Sell
    }

    private double price;
    private boolean flag;
    private String text;
    private Side side;
    private int smallInt;
    private long longInt;

    /** {@code o} copied into this class (set-up only, through {@link io.wirebench.core.DirectUseMessages}). */
    static DirectOrder of(Order o) {
        DirectOrder d = new DirectOrder();
        d.price = o.getPrice();
        d.flag = o.isFlag();
        d.text = o.getText();
        d.side = o.getSide() == null ? null : Side.valueOf(o.getSide().name());
        d.smallInt = o.getSmallInt();
        d.longInt = o.getLongInt();
        return d;
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
