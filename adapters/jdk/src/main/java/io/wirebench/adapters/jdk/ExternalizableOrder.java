package io.wirebench.adapters.jdk;

import io.wirebench.core.model.order.Order;
import io.wirebench.core.model.order.Side;
import java.io.Externalizable;
import java.io.IOException;
import java.io.ObjectInput;
import java.io.ObjectOutput;

/** An {@link Order} written field by field. Public with a no-argument constructor, as Externalizable requires. */
public final class ExternalizableOrder implements Externalizable {
    private static final long serialVersionUID = 1L;

    private Order order;

    public ExternalizableOrder() {
        this(new Order());
    }

    ExternalizableOrder(Order order) {
        this.order = order;
    }

    Order order() {
        return order;
    }

    @Override
    public void writeExternal(ObjectOutput out) throws IOException {
        out.writeDouble(order.getPrice());
        out.writeBoolean(order.isFlag());
        writeNullable(out, order.getText());
        writeNullable(out, order.getSide() == null ? null : order.getSide().name());
        out.writeInt(order.getSmallInt());
        out.writeLong(order.getLongInt());
    }

    @Override
    public void readExternal(ObjectInput in) throws IOException {
        order.setPrice(in.readDouble());
        order.setFlag(in.readBoolean());
        order.setText(readNullable(in));
        String side = readNullable(in);
        try {
            order.setSide(side == null ? null : Side.valueOf(side));
        } catch (IllegalArgumentException e) {
            throw new IOException("unknown side '" + side + "'");
        }
        order.setSmallInt(in.readInt());
        order.setLongInt(in.readLong());
    }

    private static void writeNullable(ObjectOutput out, String s) throws IOException {
        out.writeBoolean(s != null);
        if (s != null) {
            out.writeUTF(s);
        }
    }

    private static String readNullable(ObjectInput in) throws IOException {
        return in.readBoolean() ? in.readUTF() : null;
    }
}
