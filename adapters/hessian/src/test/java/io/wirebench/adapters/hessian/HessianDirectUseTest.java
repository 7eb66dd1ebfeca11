package io.wirebench.adapters.hessian;

import io.wirebench.conformance.DirectUseCheck;
import io.wirebench.conformance.DirectUseContract;
import io.wirebench.core.model.order.Order;
import io.wirebench.core.model.order.Side;
import java.nio.charset.StandardCharsets;
import java.util.List;

/**
 * Proof, without JMH, that {@link HessianDirectUse} and the {@code hessian} adapter do the same work: for every
 * message of {@code order} and {@code orders}, in the order the benchmark sends them, the adapter's bytes with
 * the model's class names (in the class definitions) replaced by this benchmark's, and the same fields read back.
 */
class HessianDirectUseTest extends DirectUseContract<HessianDirectUse> {

    HessianDirectUseTest() {
        super(HessianDirectUse.class, List.of("hessian"), List.of("order", "orders"),
                List.of("kryo, order", "hessian, mediacontent", "hessian, no-such-set"),
                (direct, contender, check) -> check
                        .adapterBytesAs(bytes -> renamed(renamed(bytes, Order.class, HessianDirectUse.DirectOrder.class), Side.class,
                                HessianDirectUse.Side.class), "the class names")
                        .check(direct::directRoundTrip, direct::lastWritten));
    }

    /** {@code bytes} with the Hessian string of {@code from}'s name replaced by {@code to}'s wherever it occurs. */
    private static byte[] renamed(byte[] bytes, Class<?> from, Class<?> to) {
        return DirectUseCheck.replaceAll(bytes, hessianString(from.getName()), hessianString(to.getName()));
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
