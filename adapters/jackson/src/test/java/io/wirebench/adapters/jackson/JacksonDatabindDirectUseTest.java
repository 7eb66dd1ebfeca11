package io.wirebench.adapters.jackson;

import io.wirebench.conformance.DirectUseCheck.Reads;
import io.wirebench.conformance.DirectUseContract;
import java.util.List;

/**
 * Proof, without JMH, that {@link JacksonDatabindDirectUse} and the databind adapters do the same work: for every
 * message of {@code order} and {@code orders}, in the order the benchmark sends them, the same bytes as the
 * contender's codec, and the message's fields read back.
 */
class JacksonDatabindDirectUseTest extends DirectUseContract<JacksonDatabindDirectUse> {

    JacksonDatabindDirectUseTest() {
        super(JacksonDatabindDirectUse.class,
                List.of("jackson-databind", "jackson-databind-recycled", "jackson-blackbird", "jackson-smile", "jackson-cbor",
                        "jackson-msgpack"),
                ORDER_AND_ORDERS,
                List.of("jackson-streaming, order", "jackson-ion, order", "jackson-databind, mediacontent", "jackson-databind, nosuchset"),
                // databind builds a new instance per read, as the adapter's codec does
                roundTrips(Reads.A_NEW_INSTANCE_EACH, JacksonDatabindDirectUse::lastWritten));
    }
}
