package io.wirebench.adapters.fastjson2;

import io.wirebench.conformance.DirectUseContract;
import java.util.List;

/**
 * Proof, without JMH, that {@link Fastjson2DirectUse} and the fastjson2 adapter do the same work: for every message
 * of {@code order} and {@code orders}, in the order the benchmark sends them, in each form, the same bytes, and the
 * same fields read back.
 */
class Fastjson2DirectUseTest extends DirectUseContract<Fastjson2DirectUse> {

    Fastjson2DirectUseTest() {
        super(Fastjson2DirectUse.class, List.of("fastjson2", "fastjson2-beantoarray", "fastjson2-jsonb"), ORDER_AND_ORDERS,
                List.of("fastjson2-tree, order", "fastjson2, mediacontent", "fastjson2-jsonb, db"),
                roundTrips(Fastjson2DirectUse::lastWritten));
    }
}
