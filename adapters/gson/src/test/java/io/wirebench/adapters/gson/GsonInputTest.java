package io.wirebench.adapters.gson;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.wirebench.conformance.RowChecks;
import io.wirebench.core.Codec;
import io.wirebench.core.Contender;
import io.wirebench.core.model.Datasets;
import io.wirebench.core.model.Models;
import io.wirebench.core.model.order.Order;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.junit.jupiter.api.Test;

class GsonInputTest {
    private static final List<Contender> ROWS = List.of(GsonContenders.reflective(), GsonContenders.typeAdapters());

    @Test
    void theHandWrittenAdaptersWriteWhatTheReflectiveOnesWrite() throws IOException {
        byte[] order = RowChecks.assertSameBytes(GsonContenders.reflective(), GsonContenders.typeAdapters());
        assertEquals("{\"price\":1234.0,\"flag\":true,\"text\":\"Hello World!\",\"side\":\"Sell\",\"smallInt\":123,\"longInt\":1234567890}",
                new String(order, StandardCharsets.UTF_8));
    }

    /** Both rows claim tolerant evolution: a field a newer writer added is skipped, an absent one keeps its default. */
    @Test
    void skipsUnknownFieldsAndToleratesAbsentOnes() throws IOException {
        RowChecks.assertJsonEvolvesTolerantly(ROWS);
    }

    @Test
    void refusesMalformedUtf8AndJsonAfterTheMessage() throws IOException {
        for (Contender c : ROWS) {
            Codec<Order> codec = c.newCodec(Models.ORDER);
            codec.encode(Datasets.order());
            byte[] bytes = codec.encoded();
            bytes[bytes.length - 5] = (byte) 0xC3; // a lead byte followed by an ASCII digit: not UTF-8
            codec.load(bytes);
            IOException e = assertThrows(IOException.class, () -> codec.decode(null), c.descriptor().id());
            assertTrue(e.getMessage().contains("not UTF-8"), e.getMessage());
        }
        // Gson's reader itself refuses a second top-level value unless lenient; the codec checks for one too.
        RowChecks.assertEveryRowRefuses(ROWS, "{\"price\":1.0} {\"price\":2.0}");
    }

    @Test
    void aFailedEncodeLeavesNothingBehindForTheNext() throws IOException {
        for (Contender c : ROWS) {
            Codec<Order> codec = c.newCodec(Models.ORDER);
            Order nan = Datasets.order();
            nan.setPrice(Double.NaN);
            assertThrows(IllegalArgumentException.class, () -> codec.encode(nan), c.descriptor().id());
            codec.encode(Datasets.order());
            assertEquals(Datasets.order(), codec.decode(null), c.descriptor().id());
        }
    }
}
