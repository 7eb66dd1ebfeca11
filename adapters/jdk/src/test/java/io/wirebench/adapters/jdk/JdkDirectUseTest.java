package io.wirebench.adapters.jdk;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.wirebench.core.Codec;
import io.wirebench.core.Contenders;
import io.wirebench.core.model.Dataset;
import io.wirebench.core.model.Datasets;
import io.wirebench.core.model.Models;
import io.wirebench.core.model.order.Order;
import io.wirebench.core.model.order.Side;
import java.io.ByteArrayOutputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Proof, without JMH, that {@link JdkDirectUse} and the JDK adapter do the same work: for both rows and every
 * message of {@code order} and {@code orders}, in the order the benchmark sends them, the adapter's bytes with the
 * class names of the stream's class descriptors replaced by this benchmark's, and the same fields read back.
 */
class JdkDirectUseTest {

    @ParameterizedTest
    @CsvSource({"jdk-externalizable, order", "jdk-externalizable, orders", "jdk-serializable, order", "jdk-serializable, orders"})
    @SuppressWarnings("unchecked")
    void directUseWritesTheAdaptersBytesAndReadsItsFields(String contender, String dataset) throws Exception {
        JdkDirectUse direct = new JdkDirectUse();
        direct.contender = contender;
        direct.dataset = dataset;
        direct.setUp();
        boolean externalizable = contender.equals("jdk-externalizable");
        Codec<Order> codec = Contenders.discover().byId(contender).newCodec(Models.ORDER);
        List<Order> messages = ((Dataset<Order>) Datasets.byId(dataset)).samples();
        for (int i = 0; i < messages.size(); i++) {
            Order message = messages.get(i);
            Object read = direct.directRoundTrip();
            codec.encode(message);
            String at = contender + " " + dataset + " message " + i;
            byte[] expected = codec.encoded();
            if (externalizable) {
                expected = replace(expected, ExternalizableOrder.class.getName(), JdkDirectUse.ExternalOrder.class.getName());
            } else {
                expected = replace(expected, Order.class.getName(), JdkDirectUse.SerialOrder.class.getName());
                expected = replace(expected, Side.class.getName(), JdkDirectUse.Side.class.getName());
                expected = replace(expected, "L" + Side.class.getName().replace('.', '/') + ";",
                        "L" + JdkDirectUse.Side.class.getName().replace('.', '/') + ";");
            }
            assertArrayEquals(expected, direct.lastWritten(), at + ": the bytes differ beyond the class names");
            assertEquals(message, codec.decode(null), at + ": the adapter's round trip");
            Order fields = externalizable ? fieldsOf((JdkDirectUse.ExternalOrder) read) : fieldsOf((JdkDirectUse.SerialOrder) read);
            assertEquals(message, fields, at + ": the fields read back");
        }
    }

    @ParameterizedTest
    @CsvSource({"jdk, order", "jdk-serializable, mediacontent", "jdk-externalizable, no-such-set"})
    void refusesWhatItDoesNotMeasure(String contender, String dataset) {
        JdkDirectUse direct = new JdkDirectUse();
        direct.contender = contender;
        direct.dataset = dataset;
        assertThrows(IllegalArgumentException.class, direct::setUp);
    }

    private static Order fieldsOf(JdkDirectUse.ExternalOrder o) {
        return new Order(o.price, o.flag, o.text, o.side == null ? null : Side.valueOf(o.side.name()), o.smallInt, o.longInt);
    }

    private static Order fieldsOf(JdkDirectUse.SerialOrder o) {
        return new Order(o.price, o.flag, o.text, o.side == null ? null : Side.valueOf(o.side.name()), o.smallInt, o.longInt);
    }

    /** {@code bytes} with the serialization stream's UTF string {@code from} replaced by {@code to} wherever it occurs. */
    private static byte[] replace(byte[] bytes, String from, String to) throws IOException {
        byte[] a = utf(from);
        byte[] b = utf(to);
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        int i = 0;
        int replaced = 0;
        while (i < bytes.length) {
            if (startsWith(bytes, i, a)) {
                out.writeBytes(b);
                i += a.length;
                replaced++;
            } else {
                out.write(bytes[i++]);
            }
        }
        if (replaced == 0) {
            throw new AssertionError("the adapter's stream does not name " + from);
        }
        return out.toByteArray();
    }

    private static boolean startsWith(byte[] bytes, int at, byte[] prefix) {
        if (at + prefix.length > bytes.length) {
            return false;
        }
        for (int k = 0; k < prefix.length; k++) {
            if (bytes[at + k] != prefix[k]) {
                return false;
            }
        }
        return true;
    }

    /** {@code s} as {@code DataOutput.writeUTF} writes it: two length bytes, then modified UTF-8. */
    private static byte[] utf(String s) throws IOException {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        new DataOutputStream(bytes).writeUTF(s);
        return bytes.toByteArray();
    }
}
