package io.wirebench.adapters.thrift;

import io.wirebench.conformance.DirectUseContract;
import java.util.List;

/**
 * Proof, without JMH, that {@link ThriftDirectUse} and the Thrift adapter do the same work: for every message of
 * {@code order} and {@code orders}, in the order the benchmark sends them, with both protocols, the same bytes, and
 * the same fields read back.
 */
class ThriftDirectUseTest extends DirectUseContract<ThriftDirectUse> {

    ThriftDirectUseTest() {
        super(ThriftDirectUse.class, List.of("thrift-binary", "thrift-compact"), ORDER_AND_ORDERS,
                List.of("thrift-json, order", "thrift-binary, mediacontent", "thrift-compact, tree"),
                roundTrips(ThriftDirectUse::lastWritten));
    }
}
