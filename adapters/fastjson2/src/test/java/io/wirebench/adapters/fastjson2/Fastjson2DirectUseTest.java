package io.wirebench.adapters.fastjson2;

import io.wirebench.conformance.DirectUseCheck;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Proof, without JMH, that {@link Fastjson2DirectUse} and the fastjson2 adapter do the same work: for every message
 * of {@code order} and {@code orders}, in the order the benchmark sends them, in each form, the same bytes, and the
 * same fields read back.
 */
class Fastjson2DirectUseTest {

    @ParameterizedTest
    @CsvSource({"fastjson2, order", "fastjson2, orders", "fastjson2-beantoarray, order", "fastjson2-beantoarray, orders",
            "fastjson2-jsonb, order", "fastjson2-jsonb, orders"})
    void directUseWritesTheAdaptersBytesAndReadsItsFields(String contender, String dataset) throws Throwable {
        Fastjson2DirectUse direct = DirectUseCheck.setUp(Fastjson2DirectUse.class, contender, dataset);
        DirectUseCheck.of(contender, dataset)
                .check(direct::directRoundTrip, direct::lastWritten);
    }

    @ParameterizedTest
    @CsvSource({"fastjson2-tree, order", "fastjson2, mediacontent", "fastjson2-jsonb, db"})
    void refusesWhatItDoesNotMeasure(String contender, String dataset) {
        DirectUseCheck.refuses(Fastjson2DirectUse.class, contender, dataset);
    }
}
