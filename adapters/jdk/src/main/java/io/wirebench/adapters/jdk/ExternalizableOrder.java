package io.wirebench.adapters.jdk;

import io.wirebench.core.Fields;
import io.wirebench.core.model.order.Order;
import io.wirebench.core.model.order.Side;
import java.io.Externalizable;
import java.io.IOException;
import java.io.ObjectInput;
import java.io.ObjectOutput;

/** An {@link Order} written field by field. Public with a no-argument constructor, as Externalizable requires. */
public final class ExternalizableOrder extends ExternalizableValue<Order> implements Externalizable {
    private static final long serialVersionUID = 1L;

    private static final Fields<Order, ObjectOutput, ObjectInput> FIELDS = new Fields<>(Order::new) {
        @Override
        public void write(Order order, ObjectOutput out) throws IOException {
            out.writeDouble(order.getPrice());
            out.writeBoolean(order.isFlag());
            ExternalStrings.write(out, order.getText());
            ExternalStrings.write(out, order.getSide() == null ? null : order.getSide().name());
            out.writeInt(order.getSmallInt());
            out.writeLong(order.getLongInt());
        }

        @Override
        protected void fill(ObjectInput in, Order order) throws IOException {
            order.setPrice(in.readDouble());
            order.setFlag(in.readBoolean());
            order.setText(ExternalStrings.read(in));
            order.setSide(ExternalStrings.readEnum(in, Side.class));
            order.setSmallInt(in.readInt());
            order.setLongInt(in.readLong());
        }
    };

    @Override
    Fields<Order, ObjectOutput, ObjectInput> fields() {
        return FIELDS;
    }
}
