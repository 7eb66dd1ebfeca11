package io.wirebench.adapters.thrift;

import io.wirebench.conformance.DirectUseCheck;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Proof, without JMH, that {@link ThriftDirectUse} and the Thrift adapter do the same work: for every message of
 * {@code order} and {@code orders}, in the order the benchmark sends them, with both protocols, the same bytes, and
 * the same fields read back.
 */
class ThriftDirectUseTest {

    @ParameterizedTest
    @CsvSource({"thrift-binary, order", "thrift-binary, orders", "thrift-compact, order", "thrift-compact, orders"})
    void directUseWritesTheAdaptersBytesAndReadsItsFields(String contender, String dataset) throws Throwable {
        ThriftDirectUse direct = DirectUseCheck.setUp(ThriftDirectUse.class, contender, dataset);
        DirectUseCheck.of(contender, dataset)
                .check(direct::directRoundTrip, direct::lastWritten);
    }

    @ParameterizedTest
    @CsvSource({"thrift-json, order", "thrift-binary, mediacontent", "thrift-compact, tree"})
    void refusesWhatItDoesNotMeasure(String contender, String dataset) {
        DirectUseCheck.refuses(ThriftDirectUse.class, contender, dataset);
    }
}
