package io.wirebench.adapters.dsljson;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import io.wirebench.conformance.DirectUseCheck;
import io.wirebench.conformance.DirectUseCheck.Reads;
import io.wirebench.conformance.DirectUseContract;
import io.wirebench.core.model.order.Order;
import java.util.List;

/**
 * Proof, without JMH, that {@link DslJsonDirectUse} and each DSL-JSON adapter do the same work: for every message of
 * {@code order} and {@code orders}, in the order the benchmark sends them, the same fields read back into the one
 * reused instance, and the same bytes as {@code dsl-json-compiled} (both write through a generated converter). The
 * hand-written converter of {@code dsl-json} writes the same fields in the published order: for it, the same number
 * of bytes, which its own codec reads back as the message.
 */
class DslJsonDirectUseTest extends DirectUseContract<DslJsonDirectUse> {

    DslJsonDirectUseTest() {
        super(DslJsonDirectUse.class, List.of("dsl-json", "dsl-json-compiled"), List.of("order", "orders"),
                List.of("jackson-databind, order", "dsl-json, mediacontent", "dsl-json-compiled, tree"),
                (direct, contender, check) -> check.reads(Reads.ONE_REUSED_INSTANCE).sameBytes(sameBytes(contender))
                        .check(direct::directRoundTrip, direct::lastWritten));
    }

    /** Byte for byte for the compiled converter; for the hand-written one, the same length and the same message read back. */
    private static DirectUseCheck.SameBytes sameBytes(String contender) {
        return (message, codec, written, at) -> {
            if (contender.equals("dsl-json-compiled")) {
                assertArrayEquals(codec.encoded(), written, at + ": the bytes differ");
            } else {
                assertEquals(codec.encoded().length, written.length, at + ": the lengths differ");
                codec.load(written);
                assertEquals(message, codec.decode(new Order()), at + ": the adapter reads the direct bytes as another message");
                // its own bytes again, for the round trip the check asserts next
                codec.encode(message);
            }
        };
    }
}
