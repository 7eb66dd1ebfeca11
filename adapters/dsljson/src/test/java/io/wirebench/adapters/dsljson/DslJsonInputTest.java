package io.wirebench.adapters.dsljson;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.wirebench.conformance.RowChecks;
import io.wirebench.core.Codec;
import io.wirebench.core.model.Models;
import io.wirebench.core.model.order.Order;
import io.wirebench.core.model.order.Side;
import io.wirebench.core.model.tree.TreeDocument;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

class DslJsonInputTest {

    @Test
    void skipsFieldsItDoesNotKnowAndKeepsTheOthers() throws IOException {
        Codec<Order> codec = DslJsonContender.contender().newCodec(Models.ORDER);
        codec.load(("{\"extra\":[1,{\"a\":\"b\"}],\"price\":1.5,\"flag\":true,\"more\":null,\"text\":\"t\","
                + "\"side\":\"Buy\",\"smallInt\":7,\"longInt\":-8}").getBytes(StandardCharsets.US_ASCII));
        assertEquals(new Order(1.5, true, "t", Side.Buy, 7, -8), codec.decode(null));
    }

    @Test
    void refusesAnUnknownEnumSymbol() {
        Codec<Order> codec = DslJsonContender.contender().newCodec(Models.ORDER);
        RowChecks.assertDecodeRefused(codec, "{\"side\":\"Short\"}".getBytes(StandardCharsets.US_ASCII), "Short");
    }

    @Test
    void refusesADocumentNestedTooDeeplyWithAnIOException() {
        Codec<TreeDocument> codec = DslJsonContender.contender().newCodec(Models.TREE);
        RowChecks.assertDecodeRefused(codec, "[".repeat(1_000_000).getBytes(StandardCharsets.US_ASCII), "nests too deeply");
    }

    @Test
    void refusesJsonNullForATypedMessage() {
        Codec<Order> codec = DslJsonContender.contender().newCodec(Models.ORDER);
        codec.load("null".getBytes(StandardCharsets.US_ASCII));
        assertThrows(IOException.class, () -> codec.decode(null));
    }

    @Test
    void refusesAWrongTypeForAField() {
        Codec<Order> codec = DslJsonContender.contender().newCodec(Models.ORDER);
        codec.load("{\"price\":\"expensive\"}".getBytes(StandardCharsets.US_ASCII));
        assertThrows(IOException.class, () -> codec.decode(null));
    }
}
