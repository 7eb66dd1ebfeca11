package io.wirebench.adapters.jackson;

import io.wirebench.conformance.DirectUseCheck.Reads;
import io.wirebench.conformance.DirectUseContract;
import java.util.List;

/**
 * Proof, without JMH, that {@link JacksonStreamingDirectUse} and the {@code jackson-streaming} adapter do the same
 * work: for every message of {@code order} and {@code orders}, in the order the benchmark sends them, the same JSON
 * bytes, and the message's fields read back into the one reused instance.
 */
class JacksonStreamingDirectUseTest extends DirectUseContract<JacksonStreamingDirectUse> {

    JacksonStreamingDirectUseTest() {
        super(JacksonStreamingDirectUse.class, List.of("jackson-streaming"), ORDER_AND_ORDERS,
                List.of("jackson-databind, order", "jackson-streaming, mediacontent", "jackson-streaming, nosuchset"),
                roundTrips(Reads.ONE_REUSED_INSTANCE, JacksonStreamingDirectUse::lastWritten));
    }
}
