package io.wirebench.adapters.avro;

import io.wirebench.conformance.DirectUseCheck;
import io.wirebench.conformance.DirectUseCheck.Reads;
import io.wirebench.core.model.order.Order;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Proof, without JMH, that {@link AvroDirectUse} and the {@code avro} adapter do the same work: for every message of
 * {@code order} and {@code orders}, in the order the benchmark sends them, the same bytes, and the same fields read
 * back.
 */
class AvroDirectUseTest {

    @ParameterizedTest
    @ValueSource(strings = {"order", "orders"})
    void directUseWritesTheAdaptersBytesAndReadsItsFields(String dataset) throws Throwable {
        AvroDirectUse direct = DirectUseCheck.setUp(AvroDirectUse.class, "avro", dataset);
        DirectUseCheck.of("avro", dataset).reads(Reads.ONE_REUSED_INSTANCE)
                .check(direct::directRoundTrip, direct::lastWritten,
                        r -> new Order(r.getPrice(), r.getFlag(), r.getText(), DirectUseCheck.side(r.getSide()), r.getSmallInt(), r.getLongInt()));
    }

    @ParameterizedTest
    @CsvSource({"protobuf, order", "avro, mediacontent"})
    void refusesWhatItDoesNotMeasure(String contender, String dataset) {
        DirectUseCheck.refuses(AvroDirectUse.class, contender, dataset);
    }
}
