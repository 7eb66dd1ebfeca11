package io.wirebench.adapters.jdk;

import io.wirebench.core.DirectUseContender;
import io.wirebench.core.DirectUseMessages;
import io.wirebench.core.DirectUseRotation;
import io.wirebench.core.ReusableByteArrayOutputStream;
import java.io.ByteArrayInputStream;
import java.io.Externalizable;
import java.io.IOException;
import java.io.ObjectInput;
import java.io.ObjectInputFilter;
import java.io.ObjectInputStream;
import java.io.ObjectOutput;
import java.io.ObjectOutputStream;
import java.io.Serializable;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;

/**
 * Java serialization used directly, as the Java Object Serialization Specification and the
 * {@code ObjectOutputStream}/{@code ObjectInputStream} javadoc describe it, with no harness type between the JMH
 * method and the JDK: a fresh {@code ObjectOutputStream} per message over one reused array (a stream's
 * back-references would otherwise tie each message to the ones before), {@code writeObject}, then a fresh
 * {@code ObjectInputStream} over those bytes with a serialization filter admitting only this benchmark's classes
 * (the JDK's serialization filtering guide asks it of any reader; the adapter sets its own), and
 * {@code readObject}. One class for both JDK contenders, the message class chosen by id in set-up:
 * <ul>
 * <li>{@code jdk-serializable}: {@link SerialOrder}, a {@code Serializable} class, its fields by reflection;</li>
 * <li>{@code jdk-externalizable}: {@link ExternalOrder}, an {@code Externalizable} class writing its own fields
 * (fixed-width primitives, strings as a presence flag and {@code writeUTF}, the adapter's layout).</li>
 * </ul>
 *
 * <p><b>The same work as the harness's round trip</b>: the next message of the data set's rotation (array load
 * and mask), written, read back and returned. Java serialization builds a new object per read (it cannot fill an
 * existing one), so this is a new message per call, as in the adapter. The bytes are the adapter's but for the
 * class names in the stream's class descriptors; {@code JdkDirectUseTest} checks exactly that for every message of
 * {@code order} and {@code orders}.
 *
 * <p><b>What the adapter does beyond this, by design</b>: for {@code jdk-externalizable} the shared model class is
 * not {@code Externalizable} (and not the adapter's to change), so the adapter writes and reads it through a
 * wrapper, {@code ExternalizableOrder}: one more object per read and one more per write. It also checks the class
 * of the object read. Both are part of its score, and the parity ratio shows them.
 */
@State(Scope.Thread)
public class JdkDirectUse extends DirectUseRotation {
    /** Only the classes of this benchmark, as deep as an order goes; every other class is refused. */
    static final ObjectInputFilter ONLY_THESE_CLASSES = ObjectInputFilter.Config.createFilter(
            "maxdepth=4;io.wirebench.adapters.jdk.JdkDirectUse$*;java.lang.Enum;!*");

    /** The contenders this class measures directly; the runner passes one. */
    @Param({"jdk-externalizable", "jdk-serializable"})
    public String contender;

    @Param({"order", "orders"})
    public String dataset;

    // The sink the adapter writes into as well: unsynchronized and kept between messages, so both sides pay alike for it.
    private final ReusableByteArrayOutputStream bytes = new ReusableByteArrayOutputStream(512);
    private Object[] messages;

    @Setup
    public void setUp() {
        boolean serializable = DirectUseContender.isSecond("JdkDirectUse", contender, "jdk-externalizable", "jdk-serializable");
        Class<?> type = serializable ? SerialOrder.class : ExternalOrder.class;
        messages = rotation(DirectUseMessages.copies("JdkDirectUse", dataset, type));
    }

    @Benchmark
    public Object directRoundTrip() throws IOException, ClassNotFoundException {
        bytes.reset();
        try (ObjectOutputStream out = new ObjectOutputStream(bytes)) {
            out.writeObject(messages[next++ & mask]);
        }
        try (ObjectInputStream in = new ObjectInputStream(new ByteArrayInputStream(bytes.array(), 0, bytes.length()))) {
            in.setObjectInputFilter(ONLY_THESE_CLASSES);
            return in.readObject();
        }
    }

    /** The bytes the last call wrote; for the test that compares them with the adapter's. */
    byte[] lastWritten() {
        return bytes.toByteArray();
    }

    /** This benchmark's own enum, named as the published message's. */
    public enum Side {
        Buy, Sell
    }

    /** The message as a {@code Serializable} class of this benchmark: the model's fields and serial version. */
    public static final class SerialOrder implements Serializable {
        private static final long serialVersionUID = 1L;

        double price;
        boolean flag;
        String text;
        Side side;
        int smallInt;
        long longInt;
    }

    /** The message as an {@code Externalizable} class of this benchmark; public with a no-argument constructor, as required. */
    public static final class ExternalOrder implements Externalizable {
        private static final long serialVersionUID = 1L;

        double price;
        boolean flag;
        String text;
        Side side;
        int smallInt;
        long longInt;

        public ExternalOrder() {
        }

        @Override
        public void writeExternal(ObjectOutput out) throws IOException {
            out.writeDouble(price);
            out.writeBoolean(flag);
            writeNullable(out, text);
            writeNullable(out, side == null ? null : side.name());
            out.writeInt(smallInt);
            out.writeLong(longInt);
        }

        @Override
        public void readExternal(ObjectInput in) throws IOException {
            price = in.readDouble();
            flag = in.readBoolean();
            text = readNullable(in);
            String name = readNullable(in);
            try {
                side = name == null ? null : Side.valueOf(name);
            } catch (IllegalArgumentException e) {
                throw new IOException("unknown side '" + name + "'");
            }
            smallInt = in.readInt();
            longInt = in.readLong();
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
}
