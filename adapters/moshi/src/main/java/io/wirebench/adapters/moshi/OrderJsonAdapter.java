package io.wirebench.adapters.moshi;

import com.squareup.moshi.JsonAdapter;
import com.squareup.moshi.JsonDataException;
import com.squareup.moshi.JsonReader;
import com.squareup.moshi.JsonWriter;
import io.wirebench.core.model.order.Order;
import io.wirebench.core.model.order.Side;
import java.io.IOException;

/**
 * {@link Order} written by hand on Moshi's streaming API, the same JSON Moshi's reflective adapter writes
 * (its fields in alphabetical order, enums by name, nulls written). Names and enum constants are matched
 * with {@link JsonReader.Options}, Moshi's way of reading known strings without making a String of them.
 * Unknown names are skipped.
 */
final class OrderJsonAdapter extends JsonAdapter<Order> {
    private static final JsonReader.Options NAMES = JsonReader.Options.of("flag", "longInt", "price", "side", "smallInt", "text");
    static final JsonReader.Options SIDES = JsonReader.Options.of("Buy", "Sell");
    private static final Side[] SIDE_CONSTANTS = Side.values();

    @Override
    public void toJson(JsonWriter out, Order o) throws IOException {
        out.beginObject();
        out.name("flag").value(o.isFlag());
        out.name("longInt").value(o.getLongInt());
        out.name("price").value(o.getPrice());
        out.name("side").value(o.getSide() == null ? null : o.getSide().name());
        out.name("smallInt").value(o.getSmallInt());
        out.name("text").value(o.getText());
        out.endObject();
    }

    @Override
    public Order fromJson(JsonReader in) throws IOException {
        Order o = new Order();
        in.beginObject();
        while (in.hasNext()) {
            switch (in.selectName(NAMES)) {
                case 0 -> o.setFlag(in.nextBoolean());
                case 1 -> o.setLongInt(in.nextLong());
                case 2 -> o.setPrice(in.nextDouble());
                case 3 -> o.setSide(constant(in, SIDES, SIDE_CONSTANTS));
                case 4 -> o.setSmallInt(in.nextInt());
                case 5 -> o.setText(text(in));
                default -> {
                    in.skipName();
                    in.skipValue();
                }
            }
        }
        in.endObject();
        return o;
    }

    /** A string, or null for a JSON null. */
    static String text(JsonReader in) throws IOException {
        return in.peek() == JsonReader.Token.NULL ? in.nextNull() : in.nextString();
    }

    /** An enum constant by name ({@code options} lists the names in {@code constants}' order), or null for a JSON null. */
    static <E extends Enum<E>> E constant(JsonReader in, JsonReader.Options options, E[] constants) throws IOException {
        if (in.peek() == JsonReader.Token.NULL) {
            return in.nextNull();
        }
        int i = in.selectString(options);
        if (i < 0) {
            throw new JsonDataException("no " + constants.getClass().getComponentType().getSimpleName() + " named "
                    + in.nextString() + " at " + in.getPath());
        }
        return constants[i];
    }
}
