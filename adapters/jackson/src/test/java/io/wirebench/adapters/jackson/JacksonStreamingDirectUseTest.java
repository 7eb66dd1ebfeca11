package io.wirebench.adapters.jackson;

import static io.wirebench.adapters.jackson.JacksonDatabindDirectUseTest.assertSameFields;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.wirebench.core.Codec;
import io.wirebench.core.model.Dataset;
import io.wirebench.core.model.Datasets;
import io.wirebench.core.model.Models;
import io.wirebench.core.model.order.Order;
import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Proof, without JMH, that {@link JacksonStreamingDirectUse} and the {@code jackson-streaming} adapter do the same
 * work: for every message of {@code order} and {@code orders}, in the order the benchmark sends them, the same JSON
 * bytes, and the message's fields read back into the one reused instance.
 */
class JacksonStreamingDirectUseTest {

    @ParameterizedTest
    @ValueSource(strings = {"order", "orders"})
    @SuppressWarnings("unchecked")
    void directUseWritesTheAdaptersBytesAndReadsTheMessage(String dataset) throws Exception {
        JacksonStreamingDirectUse direct = new JacksonStreamingDirectUse();
        direct.contender = "jackson-streaming";
        direct.dataset = dataset;
        direct.setUp();
        Codec<Order> codec = new StreamingContender().newCodec(Models.ORDER);
        List<Order> messages = ((Dataset<Order>) Datasets.byId(dataset)).samples();
        DirectOrder first = direct.directRoundTrip();
        codec.encode(messages.get(0));
        assertArrayEquals(codec.encoded(), direct.lastWritten(), dataset + " message 0: the bytes differ");
        assertSameFields(messages.get(0), first, dataset + " message 0");
        for (int i = 1; i < messages.size(); i++) {
            Order message = messages.get(i);
            DirectOrder read = direct.directRoundTrip();
            codec.encode(message);
            String at = dataset + " message " + i;
            assertArrayEquals(codec.encoded(), direct.lastWritten(), at + ": the bytes differ");
            assertSameFields(message, read, at);
            assertSame(first, read, at + ": the benchmark reads into its one reused instance");
        }
    }

    @ParameterizedTest
    @CsvSource({"jackson-databind, order", "jackson-streaming, mediacontent", "jackson-streaming, nosuchset"})
    void refusesWhatItDoesNotMeasure(String contender, String dataset) {
        JacksonStreamingDirectUse direct = new JacksonStreamingDirectUse();
        direct.contender = contender;
        direct.dataset = dataset;
        assertThrows(IllegalArgumentException.class, direct::setUp);
    }
}
