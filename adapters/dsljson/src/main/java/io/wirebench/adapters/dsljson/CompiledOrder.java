package io.wirebench.adapters.dsljson;

import com.dslplatform.json.CompiledJson;
import com.dslplatform.json.JsonAttribute;
import io.wirebench.core.model.order.Order;
import io.wirebench.core.model.order.Side;

/**
 * The JSON shape of {@link Order} for DSL-JSON's compile-time databinding: {@code @CompiledJson} makes
 * DSL-JSON's annotation processor (in the {@code dsl-json} jar) generate this class's converter when
 * the module is compiled, DSL-JSON's documented fastest mode. The shared model cannot carry the
 * annotation, so the codec copies to and from this class, and that copy is part of the measurement
 * (as protobuf's and Avro's generated classes are). The price keeps the sign of -0.0 through
 * {@link NegativeZero}, which DSL-JSON's own double writer drops.
 */
@CompiledJson(onUnknown = CompiledJson.Behavior.IGNORE)
public final class CompiledOrder {
    @JsonAttribute(converter = NegativeZero.Field.class)
    public double price;
    public boolean flag;
    public String text;
    public Side side;
    public int smallInt;
    public long longInt;

    void from(Order order) {
        price = order.getPrice();
        flag = order.isFlag();
        text = order.getText();
        side = order.getSide();
        smallInt = order.getSmallInt();
        longInt = order.getLongInt();
    }

    Order to(Order order) {
        order.setPrice(price);
        order.setFlag(flag);
        order.setText(text);
        order.setSide(side);
        order.setSmallInt(smallInt);
        order.setLongInt(longInt);
        return order;
    }
}
