package io.wirebench.adapters.hessian;

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
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Proof, without JMH, that {@link HessianDirectUse} and the {@code hessian} adapter do the same work: for every
 * message of {@code order} and {@code orders}, in the order the benchmark sends them, the adapter's bytes with
 * the model's class names (in the class definitions) replaced by this benchmark's, and the same fields read back.
 */
class HessianDirectUseTest {

    @ParameterizedTest
    @ValueSource(strings = {"order", "orders"})
    @SuppressWarnings("unchecked")
    void directUseWritesTheAdaptersBytesAndReadsItsFields(String dataset) throws Exception {
        HessianDirectUse direct = new HessianDirectUse();
        direct.contender = "hessian";
        direct.dataset = dataset;
        direct.setUp();
        Codec<Order> codec = Contenders.discover().byId("hessian").newCodec(Models.ORDER);
        List<Order> messages = ((Dataset<Order>) Datasets.byId(dataset)).samples();
        for (int i = 0; i < messages.size(); i++) {
            Order message = messages.get(i);
            HessianDirectUse.DirectOrder read = direct.directRoundTrip();
            codec.encode(message);
            String at = dataset + " message " + i;
            byte[] expected = replace(codec.encoded(), Order.class.getName(), HessianDirectUse.DirectOrder.class.getName());
            expected = replace(expected, Side.class.getName(), HessianDirectUse.Side.class.getName());
            assertArrayEquals(expected, direct.lastWritten(), at + ": the bytes differ beyond the class names");
            assertEquals(message, codec.decode(null), at + ": the adapter's round trip");
            assertEquals(message.getPrice(), read.price, at);
            assertEquals(message.isFlag(), read.flag, at);
            assertEquals(message.getText(), read.text, at);
            assertEquals(String.valueOf(message.getSide()), String.valueOf(read.side), at);
            assertEquals(message.getSmallInt(), read.smallInt, at);
            assertEquals(message.getLongInt(), read.longInt, at);
        }
    }

    @ParameterizedTest
    @CsvSource({"kryo, order", "hessian, mediacontent", "hessian, no-such-set"})
    void refusesWhatItDoesNotMeasure(String contender, String dataset) {
        HessianDirectUse direct = new HessianDirectUse();
        direct.contender = contender;
        direct.dataset = dataset;
        assertThrows(IllegalArgumentException.class, direct::setUp);
    }

    /** {@code bytes} with the Hessian string {@code from} replaced by the Hessian string {@code to} wherever it occurs. */
    private static byte[] replace(byte[] bytes, String from, String to) {
        byte[] a = hessianString(from);
        byte[] b = hessianString(to);
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        int i = 0;
        while (i < bytes.length) {
            if (startsWith(bytes, i, a)) {
                out.writeBytes(b);
                i += a.length;
            } else {
                out.write(bytes[i++]);
            }
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

    /** An ASCII string of 32 to 1023 characters in Hessian 2's two-byte-length form (0x30 + high bits, low byte, bytes). */
    private static byte[] hessianString(String s) {
        byte[] ascii = s.getBytes(StandardCharsets.US_ASCII);
        if (ascii.length < 32 || ascii.length > 1023) {
            throw new IllegalArgumentException("not a medium-length Hessian string: " + s);
        }
        byte[] out = new byte[2 + ascii.length];
        out[0] = (byte) (0x30 + (ascii.length >> 8));
        out[1] = (byte) ascii.length;
        System.arraycopy(ascii, 0, out, 2, ascii.length);
        return out;
    }
}
