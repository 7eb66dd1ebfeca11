package io.wirebench.adapters.jackson;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.core.JsonParseException;
import io.wirebench.core.Codec;
import io.wirebench.core.model.Datasets;
import io.wirebench.core.model.Models;
import io.wirebench.core.model.order.Order;
import io.wirebench.core.model.order.Side;
import io.wirebench.core.model.tree.TreeDocument;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class StreamingInputTest {

    private static Codec<Order> orders() {
        return new StreamingContender().newCodec(Models.ORDER);
    }

    /** A string where a number belongs is refused naming the field; content after the value is refused too. */
    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "{\"price\":\"cheap\"} | expected a number for price but found VALUE_STRING",
        "{} {}                 | trailing content"})
    void refusesWithAParseErrorThatSaysWhy(String json, String start) {
        Codec<Order> codec = orders();
        codec.load(json.getBytes(StandardCharsets.UTF_8));
        JsonParseException e = assertThrows(JsonParseException.class, () -> codec.decode(null));
        assertTrue(e.getMessage().startsWith(start), e.getMessage());
    }

    @Test
    void writesTheSameJsonAsDatabind() throws IOException {
        Codec<Order> streaming = orders();
        Codec<Order> databind = DatabindContender.json().newCodec(Models.ORDER);
        streaming.encode(Datasets.order());
        databind.encode(Datasets.order());
        assertTrue(java.util.Arrays.equals(databind.encoded(), streaming.encoded()),
                new String(databind.encoded(), StandardCharsets.UTF_8) + " vs " + new String(streaming.encoded(), StandardCharsets.UTF_8));
    }

    @Test
    void writesATreeAsItsRootValue() throws IOException {
        for (Codec<TreeDocument> codec : java.util.List.of(new StreamingContender().newCodec(Models.TREE),
                DatabindContender.json().newCodec(Models.TREE))) {
            codec.encode(Datasets.tree());
            String json = new String(codec.encoded(), StandardCharsets.UTF_8);
            assertTrue(json.startsWith("{\"id\":1234567890123,"), json);
        }
    }

    @Test
    void decodesAnOrderIntoTheInstanceToReuse() throws IOException {
        Codec<Order> codec = orders();
        codec.encode(Datasets.order());
        Order reuse = new Order(-1.5, false, "stale", Side.Buy, 7, 8L);
        assertSame(reuse, codec.decode(reuse), "the instance it was given");
        assertEquals(Datasets.order(), reuse);
        assertEquals(Datasets.order(), codec.decode(null), "a new instance when there is none to reuse");
    }

    @Test
    void aPropertyTheObjectLacksIsResetNotKeptFromTheLastMessage() throws IOException {
        Codec<Order> codec = orders();
        codec.load("{\"price\":2.5}".getBytes(StandardCharsets.UTF_8));
        Order reuse = new Order(-1.5, true, "stale", Side.Buy, 7, 8L);
        assertEquals(codec.decode(null), codec.decode(reuse), "as a new Order would be filled");
        assertEquals(new Order(2.5, false, null, null, 0, 0L), reuse);
    }
}
