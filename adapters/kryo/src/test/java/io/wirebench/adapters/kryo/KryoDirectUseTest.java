package io.wirebench.adapters.kryo;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.wirebench.conformance.DirectUseContract;
import io.wirebench.core.model.order.Order;
import io.wirebench.core.model.order.Side;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Proof, without JMH, that {@link KryoDirectUse} and the Kryo adapter do the same work: for every message of
 * {@code order} and {@code orders}, in the order the benchmark sends them, the same bytes, and the same fields
 * read back.
 */
class KryoDirectUseTest extends DirectUseContract<KryoDirectUse> {

    KryoDirectUseTest() {
        super(KryoDirectUse.class, List.of("kryo", "kryo-classandobject", "kryo-unsafe"), ORDER_AND_ORDERS,
                List.of("fory, order", "kryo, mediacontent", "kryo-unsafe, no-such-set"),
                roundTrips(KryoDirectUse::lastWritten));
    }

    @Test
    void registersUnderTheAdaptersIds() {
        assertEquals(KryoDirectUse.ORDER_ID, KryoRegistry.newKryo(false).getRegistration(Order.class).getId());
        assertEquals(KryoDirectUse.SIDE_ID, KryoRegistry.newKryo(false).getRegistration(Side.class).getId());
    }
}
