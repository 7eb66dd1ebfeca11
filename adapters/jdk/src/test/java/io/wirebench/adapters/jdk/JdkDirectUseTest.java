package io.wirebench.adapters.jdk;

import io.wirebench.conformance.DirectUseCheck;
import io.wirebench.conformance.DirectUseContract;
import io.wirebench.core.model.order.Order;
import io.wirebench.core.model.order.Side;
import java.io.ByteArrayOutputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.List;

/**
 * Proof, without JMH, that {@link JdkDirectUse} and the JDK adapter do the same work: for both rows and every
 * message of {@code order} and {@code orders}, in the order the benchmark sends them, the adapter's bytes with the
 * class names of the stream's class descriptors replaced by this benchmark's, and the same fields read back.
 */
class JdkDirectUseTest extends DirectUseContract<JdkDirectUse> {

    JdkDirectUseTest() {
        super(JdkDirectUse.class, List.of("jdk-externalizable", "jdk-serializable"), List.of("order", "orders"),
                List.of("jdk, order", "jdk-serializable, mediacontent", "jdk-externalizable, no-such-set"),
                (direct, contender, check) -> check
                        .adapterBytesAs(contender.equals("jdk-externalizable") ? JdkDirectUseTest::externalRenamed : JdkDirectUseTest::serialRenamed,
                                "the class names")
                        .check(direct::directRoundTrip, direct::lastWritten));
    }

    /** The adapter's {@code Externalizable} stream as it names this benchmark's class. */
    private static byte[] externalRenamed(byte[] bytes) {
        return DirectUseCheck.replaceAll(bytes, utf(ExternalizableOrder.class.getName()), utf(JdkDirectUse.ExternalOrder.class.getName()));
    }

    /** The adapter's {@code Serializable} stream as it names this benchmark's classes: the message's, the enum's, and the field's type. */
    private static byte[] serialRenamed(byte[] bytes) {
        byte[] out = DirectUseCheck.replaceAll(bytes, utf(Order.class.getName()), utf(JdkDirectUse.SerialOrder.class.getName()));
        out = DirectUseCheck.replaceAll(out, utf(Side.class.getName()), utf(JdkDirectUse.Side.class.getName()));
        return DirectUseCheck.replaceAll(out, utf("L" + Side.class.getName().replace('.', '/') + ";"),
                utf("L" + JdkDirectUse.Side.class.getName().replace('.', '/') + ";"));
    }

    /** {@code s} as {@code DataOutput.writeUTF} writes it: two length bytes, then modified UTF-8. */
    private static byte[] utf(String s) {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        try {
            new DataOutputStream(bytes).writeUTF(s);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return bytes.toByteArray();
    }
}
