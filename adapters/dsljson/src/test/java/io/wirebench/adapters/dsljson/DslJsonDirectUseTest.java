package io.wirebench.adapters.dsljson;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import io.wirebench.conformance.DirectUseCheck;
import io.wirebench.conformance.DirectUseCheck.Reads;
import io.wirebench.core.model.order.Order;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Proof, without JMH, that {@link DslJsonDirectUse} and each DSL-JSON adapter do the same work: for every message of
 * {@code order} and {@code orders}, in the order the benchmark sends them, the same fields read back into the one
 * reused instance, and the same bytes as {@code dsl-json-compiled} (both write through a generated converter). The
 * hand-written converter of {@code dsl-json} writes the same fields in the published order: for it, the same number
 * of bytes, which its own codec reads back as the message.
 */
class DslJsonDirectUseTest {

    @ParameterizedTest
    @CsvSource({"dsl-json, order", "dsl-json, orders", "dsl-json-compiled, order", "dsl-json-compiled, orders"})
    void directUseWritesTheAdaptersBytesAndReadsItsFields(String contender, String dataset) throws Throwable {
        DslJsonDirectUse direct = DirectUseCheck.setUp(DslJsonDirectUse.class, contender, dataset);
        DirectUseCheck.of(contender, dataset).reads(Reads.ONE_REUSED_INSTANCE)
                .sameBytes((message, codec, written, at) -> {
                    if (contender.equals("dsl-json-compiled")) {
                        assertArrayEquals(codec.encoded(), written, at + ": the bytes differ");
                    } else {
                        assertEquals(codec.encoded().length, written.length, at + ": the lengths differ");
                        codec.load(written);
                        assertEquals(message, codec.decode(new Order()), at + ": the adapter reads the direct bytes as another message");
                        // its own bytes again, for the round trip the check asserts next
                        codec.encode(message);
                    }
                })
                .check(direct::directRoundTrip, direct::lastWritten);
    }

    @ParameterizedTest
    @CsvSource({"jackson-databind, order", "dsl-json, mediacontent", "dsl-json-compiled, tree"})
    void refusesWhatItDoesNotMeasure(String contender, String dataset) {
        DirectUseCheck.refuses(DslJsonDirectUse.class, contender, dataset);
    }
}
