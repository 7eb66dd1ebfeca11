package io.wirebench.adapters.jackson3;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.wirebench.core.Codec;
import io.wirebench.core.Contender;
import io.wirebench.core.model.Models;
import io.wirebench.core.model.order.Order;
import io.wirebench.core.model.order.Side;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.junit.jupiter.api.Test;

class Jackson3InputTest {
    private static final List<Contender> ROWS = new Jackson3Contenders().contenders();

    @Test
    void everyRowRunsJackson3() {
        for (Contender c : ROWS) {
            assertTrue(c.descriptor().libraryVersion().startsWith("3."), c.descriptor().id() + ": " + c.descriptor().libraryVersion());
        }
    }

    /** The descriptors claim tolerant evolution: a property a newer writer added is skipped, an absent one keeps its default. */
    @Test
    void skipsUnknownPropertiesAndToleratesAbsentOnes() throws IOException {
        String json = "{\"added\":{\"by\":[1,2]},\"text\":\"t\",\"side\":\"Buy\",\"price\":2.5,\"longInt\":-1}";
        for (Contender c : ROWS) {
            Codec<Order> codec = c.newCodec(Models.ORDER);
            codec.load(json.getBytes(StandardCharsets.UTF_8));
            assertEquals(new Order(2.5, false, "t", Side.Buy, 0, -1L), codec.decode(null), c.descriptor().id());
        }
    }

    @Test
    void refusesTokensAfterTheMessage() {
        String json = "{\"price\":1.0} {\"price\":2.0}";
        for (Contender c : ROWS) {
            Codec<Order> codec = c.newCodec(Models.ORDER);
            codec.load(json.getBytes(StandardCharsets.UTF_8));
            assertThrows(IOException.class, () -> codec.decode(null), c.descriptor().id());
        }
    }
}
