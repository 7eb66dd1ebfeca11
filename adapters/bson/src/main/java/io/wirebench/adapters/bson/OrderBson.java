package io.wirebench.adapters.bson;

import io.wirebench.core.ModelMapping;
import io.wirebench.core.model.order.Order;
import io.wirebench.core.model.order.Side;
import org.bson.BsonReader;
import org.bson.BsonType;
import org.bson.BsonWriter;

/** {@link Order} as a document with the model's field names; BSON int32/int64/double/boolean/string. */
final class OrderBson implements ModelMapping<Order, BsonWriter, BsonReader> {

    @Override
    public void write(Order v, BsonWriter out) {
        out.writeStartDocument();
        out.writeDouble("price", v.getPrice());
        out.writeBoolean("flag", v.isFlag());
        BsonValues.writeString(out, "text", v.getText());
        BsonValues.writeString(out, "side", v.getSide() == null ? null : v.getSide().name());
        out.writeInt32("smallInt", v.getSmallInt());
        out.writeInt64("longInt", v.getLongInt());
        out.writeEndDocument();
    }

    @Override
    public Order read(BsonReader in) {
        Order o = new Order();
        in.readStartDocument();
        while (in.readBsonType() != BsonType.END_OF_DOCUMENT) {
            switch (in.readName()) {
                case "price" -> o.setPrice(in.readDouble());
                case "flag" -> o.setFlag(in.readBoolean());
                case "text" -> o.setText(BsonValues.readString(in));
                case "side" -> o.setSide(BsonValues.readEnum(in, Side.class));
                case "smallInt" -> o.setSmallInt(in.readInt32());
                case "longInt" -> o.setLongInt(in.readInt64());
                default -> in.skipValue();
            }
        }
        in.readEndDocument();
        return o;
    }
}
