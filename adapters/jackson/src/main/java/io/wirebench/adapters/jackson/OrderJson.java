package io.wirebench.adapters.jackson;

import static io.wirebench.adapters.jackson.JsonTokens.expect;

import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.core.SerializableString;
import com.fasterxml.jackson.core.io.SerializedString;
import io.wirebench.core.ModelMapping;
import io.wirebench.core.model.order.Order;
import io.wirebench.core.model.order.Side;
import java.io.IOException;

/** {@link Order} as a JSON object with the same property names databind uses. */
final class OrderJson implements ModelMapping<Order, JsonGenerator, JsonParser>, StreamingCodec.Refill<Order> {
    // Pre-encoded names: Jackson's documented way to avoid re-encoding a field name per message.
    private static final SerializableString PRICE = new SerializedString("price");
    private static final SerializableString FLAG = new SerializedString("flag");
    private static final SerializableString TEXT = new SerializedString("text");
    private static final SerializableString SIDE = new SerializedString("side");
    private static final SerializableString SMALL_INT = new SerializedString("smallInt");
    private static final SerializableString LONG_INT = new SerializedString("longInt");

    @Override
    public void write(Order v, JsonGenerator out) throws IOException {
        out.writeStartObject();
        out.writeFieldName(PRICE);
        out.writeNumber(v.getPrice());
        out.writeFieldName(FLAG);
        out.writeBoolean(v.isFlag());
        out.writeFieldName(TEXT);
        out.writeString(v.getText());
        out.writeFieldName(SIDE);
        out.writeString(v.getSide() == null ? null : v.getSide().name());
        out.writeFieldName(SMALL_INT);
        out.writeNumber(v.getSmallInt());
        out.writeFieldName(LONG_INT);
        out.writeNumber(v.getLongInt());
        out.writeEndObject();
    }

    /** A new {@link Order}, filled from the object the parser's current token starts. */
    @Override
    public Order read(JsonParser in) throws IOException {
        return read(in, new Order());
    }

    /**
     * Fills {@code o} from the object the parser's current token starts, as a new {@code Order} would be filled:
     * every field is first set to its default, so a property the object lacks never keeps the last message's value.
     */
    @Override
    public Order read(JsonParser in, Order o) throws IOException {
        expect(in, JsonToken.START_OBJECT, "Order");
        o.setPrice(0);
        o.setFlag(false);
        o.setText(null);
        o.setSide(null);
        o.setSmallInt(0);
        o.setLongInt(0);
        String name;
        while ((name = in.nextFieldName()) != null) {
            in.nextToken();
            switch (name) {
                case "price" -> o.setPrice(JsonTokens.readDouble(in, name));
                case "flag" -> o.setFlag(JsonTokens.readBoolean(in, name));
                case "text" -> o.setText(JsonTokens.readString(in, name));
                case "side" -> o.setSide(JsonTokens.readEnum(in, Side.class, name));
                case "smallInt" -> o.setSmallInt(JsonTokens.readInt(in, name));
                case "longInt" -> o.setLongInt(JsonTokens.readLong(in, name));
                default -> in.skipChildren();
            }
        }
        expect(in, JsonToken.END_OBJECT, "the end of Order");
        return o;
    }
}
