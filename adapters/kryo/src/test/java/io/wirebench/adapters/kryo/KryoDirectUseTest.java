package io.wirebench.adapters.kryo;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.wirebench.conformance.DirectUseCheck;
import io.wirebench.core.model.order.Order;
import io.wirebench.core.model.order.Side;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Proof, without JMH, that {@link KryoDirectUse} and the Kryo adapter do the same work: for every message of
 * {@code order} and {@code orders}, in the order the benchmark sends them, the same bytes, and the same fields
 * read back.
 */
class KryoDirectUseTest {

    @ParameterizedTest
    @CsvSource({"kryo, order", "kryo, orders", "kryo-classandobject, order", "kryo-classandobject, orders",
            "kryo-unsafe, order", "kryo-unsafe, orders"})
    void directUseWritesTheAdaptersBytesAndReadsItsFields(String contender, String dataset) throws Throwable {
        KryoDirectUse direct = DirectUseCheck.setUp(KryoDirectUse.class, contender, dataset);
        DirectUseCheck.of(contender, dataset).check(direct::directRoundTrip, direct::lastWritten);
    }

    @Test
    void registersUnderTheAdaptersIds() {
        assertEquals(KryoDirectUse.ORDER_ID, KryoRegistry.newKryo(false).getRegistration(Order.class).getId());
        assertEquals(KryoDirectUse.SIDE_ID, KryoRegistry.newKryo(false).getRegistration(Side.class).getId());
    }

    @ParameterizedTest
    @CsvSource({"fory, order", "kryo, mediacontent", "kryo-unsafe, no-such-set"})
    void refusesWhatItDoesNotMeasure(String contender, String dataset) {
        DirectUseCheck.refuses(KryoDirectUse.class, contender, dataset);
    }
}
