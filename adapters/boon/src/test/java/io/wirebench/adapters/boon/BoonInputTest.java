package io.wirebench.adapters.boon;

import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.wirebench.core.Codec;
import io.wirebench.core.model.Models;
import io.wirebench.core.model.order.Order;
import io.wirebench.core.model.tree.TreeDocument;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

class BoonInputTest {

    @Test
    void theRunnerGivesItTheFlagBoonNeedsOnModernJdks() {
        assertTrue(new BoonContender().jvmArgs().contains("-Dorg.boon.faststringutils.disable=true"));
    }

    @Test
    void refusesADocumentNestedTooDeeplyWithAnIOException() {
        Codec<TreeDocument> codec = new BoonContender().newCodec(Models.TREE);
        codec.load("[".repeat(1_000_000).getBytes(StandardCharsets.US_ASCII));
        assertThrows(IOException.class, () -> codec.decode(null));
    }

    @Test
    void refusesTruncatedJsonThatBoonsLaxParserWouldAccept() {
        for (String truncated : new String[] {"{\"price\":", "{\"price\":1.0", "{\"price\":1.0,\"flag\":tr"}) {
            Codec<Order> codec = new BoonContender().newCodec(Models.ORDER);
            codec.load(truncated.getBytes(StandardCharsets.US_ASCII));
            assertThrows(IOException.class, () -> codec.decode(null), truncated);
        }
    }
}
