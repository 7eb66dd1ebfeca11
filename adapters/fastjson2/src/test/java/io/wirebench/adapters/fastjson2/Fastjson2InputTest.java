package io.wirebench.adapters.fastjson2;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import com.alibaba.fastjson2.JSON;
import com.alibaba.fastjson2.JSONB;
import io.wirebench.core.Codec;
import io.wirebench.core.model.Datasets;
import io.wirebench.core.model.Models;
import io.wirebench.core.model.order.Order;
import io.wirebench.core.model.order.Side;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class Fastjson2InputTest {
    @Test
    void sizesOfTheSeedOrderInEachForm() throws IOException {
        // {"price":1234.0,...}: the size Jackson and Gson write.
        assertEquals(100, Fastjson2Contenders.contender(Form.OBJECTS).newCodec(Models.ORDER).encode(Datasets.order()));
        Codec<Order> arrays = Fastjson2Contenders.contender(Form.ARRAYS).newCodec(Models.ORDER);
        arrays.encode(Datasets.order());
        // Properties in alphabetical order, and in this form fastjson2 writes an enum as its ordinal (Sell: 1).
        assertEquals("[true,1234567890,1234.0,1,123,\"Hello World!\"]", new String(arrays.encoded(), StandardCharsets.UTF_8));
        assertEquals(65, Fastjson2Contenders.contender(Form.JSONB).newCodec(Models.ORDER).encode(Datasets.order()));
    }

    /** The JSON-object and JSONB rows claim tolerant evolution: a field a newer writer added is skipped, an absent one keeps its default. */
    @Test
    void skipsUnknownFieldsAndToleratesAbsentOnes() throws IOException {
        Map<String, Object> newer = new LinkedHashMap<>();
        newer.put("added", Map.of("by", List.of(1, "x")));
        newer.put("text", "t");
        newer.put("side", "Buy");
        newer.put("price", 2.5);
        newer.put("longInt", -1L);
        Order expected = new Order(2.5, false, "t", Side.Buy, 0, -1L);

        Codec<Order> json = Fastjson2Contenders.contender(Form.OBJECTS).newCodec(Models.ORDER);
        json.load(JSON.toJSONBytes(newer));
        assertEquals(expected, json.decode(null));

        Codec<Order> jsonb = Fastjson2Contenders.contender(Form.JSONB).newCodec(Models.ORDER);
        jsonb.load(JSONB.toBytes(newer));
        assertEquals(expected, jsonb.decode(null));
    }

    @Test
    void refusesBytesAfterTheMessage() {
        for (Form form : new Form[] {Form.OBJECTS, Form.ARRAYS}) {
            Codec<Order> codec = Fastjson2Contenders.contender(form).newCodec(Models.ORDER);
            codec.load("{\"price\":1.0} {\"price\":2.0}".getBytes(StandardCharsets.UTF_8));
            assertThrows(IOException.class, () -> codec.decode(null), form.id);
        }
    }
}
