package io.wirebench.adapters.hessian;

import com.caucho.hessian.io.Hessian2Input;
import com.caucho.hessian.io.Hessian2Output;
import com.caucho.hessian.io.SerializerFactory;
import io.wirebench.core.DirectUseRotation;
import io.wirebench.core.ReusableByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.Serializable;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;

/**
 * Hessian 2 used directly, as Caucho's "Hessian Serialization" page shows it (a {@code Serializable} class,
 * {@code Hessian2Output.writeObject} into an {@code OutputStream}, {@code Hessian2Input.readObject} from an
 * {@code InputStream}), with no harness type between the JMH method and the library. One output and one input,
 * each re-initialised per message with {@code init} (which also forgets the last message's class definitions,
 * so every message stands alone, as in the adapter), sharing one {@link SerializerFactory} with an allow list of
 * this package (the adapter's allows the model package: each message's class definitions are looked up against
 * it, so both pay for it).
 *
 * <p><b>The same work as the harness's round trip</b>: the next message of the data set's rotation (array load
 * and mask), written into one reused array, read back and returned. Hessian's deserializer builds a new object on
 * every read, so this is a new {@link DirectOrder} per call, as it is a new model object per call in the adapter.
 * The bytes are the adapter's except for the class names a Hessian class definition carries (this class's
 * message and enum against the model's); {@code HessianDirectUseTest} checks exactly that for every message of
 * {@code order} and {@code orders}. What the adapter does beyond this, to refuse a cut or padded message: an
 * input stream that records a read past the end, {@code resetBuffer} and a left-over check after each read, and
 * an {@code isInstance} check of the value read; all O(1) per message and part of its score by design.
 */
@State(Scope.Thread)
public class HessianDirectUse extends DirectUseRotation {

    /** The contender this class measures directly; the runner passes it. */
    @Param("hessian")
    public String contender;

    @Param({"order", "orders"})
    public String dataset;

    // The sink the adapter writes into as well: unsynchronized and kept between messages, so both sides pay alike for it.
    private final ReusableByteArrayOutputStream bytes = new ReusableByteArrayOutputStream(512);
    private final Hessian2Output output = new Hessian2Output();
    private final Hessian2Input input = new Hessian2Input();
    private final ArrayStream in = new ArrayStream();
    private DirectOrder[] messages;

    @Setup
    public void setUp() {
        messages = rotationOfCopies("HessianDirectUse", contender, "hessian", dataset, DirectOrder.class);
        SerializerFactory factory = new SerializerFactory(HessianDirectUse.class.getClassLoader());
        factory.getClassFactory().setWhitelist(true);
        factory.getClassFactory().allow("io.wirebench.adapters.hessian.*");
        output.setSerializerFactory(factory);
        input.setSerializerFactory(factory);
    }

    @Benchmark
    public DirectOrder directRoundTrip() throws IOException {
        bytes.reset();
        output.init(bytes);
        output.writeObject(messages[next++ & mask]);
        output.flushBuffer();
        in.point(bytes.array(), bytes.length());
        input.init(in);
        return (DirectOrder) input.readObject(DirectOrder.class);
    }

    /** The bytes the last call wrote; for the test that compares them with the adapter's. */
    byte[] lastWritten() {
        return bytes.toByteArray();
    }

    /** An input stream over a range of an array that can be re-pointed; {@code ByteArrayInputStream} cannot. */
    static final class ArrayStream extends InputStream {
        private byte[] array = new byte[0];
        private int position;
        private int end;

        void point(byte[] array, int length) {
            this.array = array;
            position = 0;
            end = length;
        }

        @Override
        public int read() {
            return position < end ? array[position++] & 0xff : -1;
        }

        @Override
        public int read(byte[] into, int offset, int length) {
            if (length == 0) {
                return 0;
            }
            int n = Math.min(length, end - position);
            if (n <= 0) {
                return -1;
            }
            System.arraycopy(array, position, into, offset, n);
            position += n;
            return n;
        }
    }

    /** This benchmark's own enum, named as the published message's. */
    public enum Side {
        Buy, Sell
    }

    /** The message as this benchmark's own class: the model's field names, types and order, nothing of the harness. */
    public static final class DirectOrder implements Serializable {
        private static final long serialVersionUID = 1L;

        double price;
        boolean flag;
        String text;
        Side side;
        int smallInt;
        long longInt;
    }
}
