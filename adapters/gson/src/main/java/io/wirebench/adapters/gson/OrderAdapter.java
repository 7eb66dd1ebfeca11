package io.wirebench.adapters.gson;

import com.google.gson.TypeAdapter;
import com.google.gson.stream.JsonReader;
import com.google.gson.stream.JsonToken;
import com.google.gson.stream.JsonWriter;
import io.wirebench.core.model.order.Order;
import io.wirebench.core.model.order.Side;
import java.io.IOException;

/**
 * {@link Order} written by hand on Gson's streaming API, the same JSON the reflective row writes
 * (field names and order, enums by name, null as null). Unknown names are skipped.
 */
final class OrderAdapter extends TypeAdapter<Order> {
    @Override
    public void write(JsonWriter out, Order o) throws IOException {
        out.beginObject();
        out.name("price").value(o.getPrice());
        out.name("flag").value(o.isFlag());
        out.name("text").value(o.getText());
        out.name("side").value(o.getSide() == null ? null : o.getSide().name());
        out.name("smallInt").value(o.getSmallInt());
        out.name("longInt").value(o.getLongInt());
        out.endObject();
    }

    @Override
    public Order read(JsonReader in) throws IOException {
        Order o = new Order();
        in.beginObject();
        while (in.hasNext()) {
            switch (in.nextName()) {
                case "price" -> o.setPrice(in.nextDouble());
                case "flag" -> o.setFlag(in.nextBoolean());
                case "text" -> o.setText(text(in));
                case "side" -> {
                    String side = text(in);
                    o.setSide(side == null ? null : Side.valueOf(side));
                }
                case "smallInt" -> o.setSmallInt(in.nextInt());
                case "longInt" -> o.setLongInt(in.nextLong());
                default -> in.skipValue();
            }
        }
        in.endObject();
        return o;
    }

    /** A string, or null for a JSON null. */
    static String text(JsonReader in) throws IOException {
        if (in.peek() == JsonToken.NULL) {
            in.nextNull();
            return null;
        }
        return in.nextString();
    }
}
