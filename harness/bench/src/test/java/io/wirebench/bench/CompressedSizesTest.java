package io.wirebench.bench;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.wirebench.compress.Compressor;
import io.wirebench.compress.Compressors;
import io.wirebench.core.Contender;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class CompressedSizesTest {

    @Test
    @SuppressWarnings("unchecked")
    void sizesEveryPayloadAContenderCarriesAndSaysWhyForTheRest() {
        var all = Discovery.discover().contenders();
        List<Contender> contenders = List.of(all.byId("wire-binary-named"), all.byId("wire-delta"));
        List<Compressor> compressors = List.of(Compressors.create("gzip-fast"), Compressors.create("zstd-fast"));
        Map<String, Object> file = CompressedSizes.measure(contenders, List.of("order", Payloads.UPDATES_STREAM), compressors);

        List<Map<String, Object>> sizes = (List<Map<String, Object>>) file.get("sizes");
        assertEquals(3, sizes.size(), sizes.toString()); // named: order and the stream; delta: the stream
        Map<String, Object> delta = sizes.stream().filter(s -> s.get("contender").equals("wire-delta")).findFirst().orElseThrow();
        assertEquals(5_000, delta.get("messages"));
        assertTrue((int) delta.get("bytes") <= 50_000, "at most 10 bytes per update: " + delta.get("bytes"));
        Map<String, Object> each = (Map<String, Object>) delta.get("eachMessageCompressedBytes");
        Map<String, Object> whole = (Map<String, Object>) delta.get("compressedBytes");
        assertTrue(((Number) each.get("gzip-fast")).longValue() > ((Number) whole.get("gzip-fast")).longValue(),
                "compressing 5,000 tiny messages one by one costs more than compressing the stream");

        List<Map<String, Object>> unsupported = (List<Map<String, Object>>) file.get("unsupported");
        assertEquals(1, unsupported.size());
        assertEquals("order", unsupported.get(0).get("dataset"));
        assertTrue(((String) unsupported.get(0).get("reason")).contains("keyed messages in a stream"));
    }
}
