package io.wirebench.adapters.chronicle;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.wirebench.core.Codec;
import io.wirebench.core.model.Datasets;
import io.wirebench.core.model.Models;
import io.wirebench.core.model.order.Order;
import java.io.IOException;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * The seed message's size on every Chronicle form, 4-byte document header included, so that the
 * README's table and the published figures (docs/SOURCES.md) can be checked against what the codecs write.
 */
class ChronicleSizesTest {

    @ParameterizedTest
    @CsvSource({
        "TEXT, 96", "JSON, 102", "BINARY, 71", "BINARY_NUMBERED, 45", "BINARY_FIXED, 84", "BINARY_FIXED_NUMBERED, 58",
        "BINARY_FIELDLESS, 33", "RAW, 43", "BYTES_FIXED, 39", "BYTES_STOPBIT, 28"})
    void orderSize(WireVariant variant, int expected) throws IOException {
        Codec<Order> codec = new ChronicleContender(variant).newCodec(Models.ORDER);
        assertEquals(expected, codec.encode(Datasets.order()), variant.id);
    }
}
