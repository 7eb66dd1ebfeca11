package io.wirebench.adapters.dsljson;

import com.dslplatform.json.BoolConverter;
import com.dslplatform.json.JsonReader;
import com.dslplatform.json.JsonWriter;
import com.dslplatform.json.NumberConverter;
import io.wirebench.core.model.order.Order;
import io.wirebench.core.model.order.Side;
import java.io.IOException;
import java.nio.charset.StandardCharsets;

/** {@link Order}, written in the published field order (docs/SOURCES.md). */
final class OrderConverter extends BeanConverter<Order> {
    private static final byte[] PRICE = "price".getBytes(StandardCharsets.US_ASCII);
    private static final byte[] PRICE_PREFIX = "\"price\":".getBytes(StandardCharsets.US_ASCII);
    private static final byte[] FLAG = "flag".getBytes(StandardCharsets.US_ASCII);
    private static final byte[] FLAG_PREFIX = ",\"flag\":".getBytes(StandardCharsets.US_ASCII);
    private static final byte[] TEXT = "text".getBytes(StandardCharsets.US_ASCII);
    private static final byte[] TEXT_PREFIX = ",\"text\":".getBytes(StandardCharsets.US_ASCII);
    private static final byte[] SIDE = "side".getBytes(StandardCharsets.US_ASCII);
    private static final byte[] SIDE_PREFIX = ",\"side\":".getBytes(StandardCharsets.US_ASCII);
    private static final byte[] SMALL_INT = "smallInt".getBytes(StandardCharsets.US_ASCII);
    private static final byte[] SMALL_INT_PREFIX = ",\"smallInt\":".getBytes(StandardCharsets.US_ASCII);
    private static final byte[] LONG_INT = "longInt".getBytes(StandardCharsets.US_ASCII);
    private static final byte[] LONG_INT_PREFIX = ",\"longInt\":".getBytes(StandardCharsets.US_ASCII);

    @Override
    Order newInstance() {
        return new Order();
    }

    @Override
    void writeFields(JsonWriter writer, Order value) {
        writer.writeAscii(PRICE_PREFIX);
        NegativeZero.writeDouble(value.getPrice(), writer);
        writer.writeAscii(FLAG_PREFIX);
        BoolConverter.serialize(value.isFlag(), writer);
        writer.writeAscii(TEXT_PREFIX);
        writeNullableString(writer, value.getText());
        writer.writeAscii(SIDE_PREFIX);
        writeNullableString(writer, value.getSide() == null ? null : value.getSide().name());
        writer.writeAscii(SMALL_INT_PREFIX);
        NumberConverter.serialize(value.getSmallInt(), writer);
        writer.writeAscii(LONG_INT_PREFIX);
        NumberConverter.serialize(value.getLongInt(), writer);
    }

    @Override
    boolean readField(JsonReader<?> reader, Order instance) throws IOException {
        if (reader.wasLastName(PRICE)) {
            instance.setPrice(NegativeZero.readDouble(reader));
            return true;
        }
        if (reader.wasLastName(FLAG)) {
            instance.setFlag(BoolConverter.deserialize(reader));
            return true;
        }
        if (reader.wasLastName(TEXT)) {
            instance.setText(readNullableString(reader));
            return true;
        }
        if (reader.wasLastName(SIDE)) {
            instance.setSide(readEnum(reader, Side.class));
            return true;
        }
        if (reader.wasLastName(SMALL_INT)) {
            instance.setSmallInt(NumberConverter.deserializeInt(reader));
            return true;
        }
        if (reader.wasLastName(LONG_INT)) {
            instance.setLongInt(NumberConverter.deserializeLong(reader));
            return true;
        }
        return false;
    }
}
