package io.wirebench.core;

/**
 * The message of a direct-use benchmark (CONTRIBUTING.md, "A direct-use benchmark") as a user of a data-binding
 * library writes it: a plain JavaBean with nothing of the harness in it (no model type, no {@code equals}, not
 * {@code Serializable}), its own {@link Side} enum, private fields in the published order, a public no-argument
 * constructor, public getters and setters. It has the model {@code Order}'s property names, types and order, so a
 * library that binds the model in the adapter binds this class the same way (its tests compare the bytes).
 *
 * <p>Shared by the benchmarks whose library binds such a class without an annotation or interface on it (Jackson 2
 * and 3, fastjson2, BSON's POJO codec, Gson, Moshi, Boon, SnakeYAML, Fory, Kryo, Protostuff) and by the hand-written
 * ones that only need a class to keep the values in (MessagePack, Ion, our own wire forms and hand-written bytes,
 * whose marshallers in adapters/wire's {@code DirectOrder} describe it). Each benchmark used to declare an identical
 * copy; a library that needs something on the class (DSL-JSON's {@code @CompiledJson}, Chronicle's
 * {@code Marshallable}, a class name in the stream) keeps its own. Filled in set-up by {@link OrderFields}.
 */
public final class PlainOrder {
    /** The benchmarks' own enum, named as the published message's. */
    public enum Side {
        Buy, Sell
    }

    private double price;
    private boolean flag;
    private String text;
    private Side side;
    private int smallInt;
    private long longInt;

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
