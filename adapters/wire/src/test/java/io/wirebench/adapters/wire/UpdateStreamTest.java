package io.wirebench.adapters.wire;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.wirebench.core.Codec;
import io.wirebench.core.ConformanceCheck;
import io.wirebench.core.Contender;
import io.wirebench.core.StreamCodec;
import io.wirebench.core.model.Models;
import io.wirebench.core.model.updates.MyDataType;
import io.wirebench.core.model.updates.UpdateStream;
import io.wirebench.wire.binary.BinaryYamlDump;
import io.wirebench.wire.delta.DeltaDump;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;

/** The seed's update stream: full messages in every wire form that carries MyDataType, and the delta wire. */
class UpdateStreamTest {
    private final List<Contender> contenders = new WireContenders().contenders();

    private Contender byId(String id) {
        return contenders.stream().filter(c -> c.descriptor().id().equals(id)).findFirst().orElseThrow();
    }

    @Test
    void everyWireFormThatCarriesTheModelPassesTheConformanceCheck() {
        int checked = 0;
        for (Contender c : contenders) {
            for (var dataset : List.of(UpdateStream.MY_DATA_TYPE, UpdateStream.UPDATES)) {
                if (c.supports(dataset.model()).supported()) {
                    ConformanceCheck.verify(c, dataset);
                    checked++;
                }
            }
        }
        // six keyed and raw renderings and the three text ones carry both data sets, the delta wire the stream only
        assertEquals(19, checked);
        assertFalse(byId("wire-delta").supports(Models.MY_DATA_TYPE).supported());
        assertFalse(byId("wire-bytes-fixed").supports(Models.MY_DATA_TYPE).supported());
    }

    @Test
    void deltaTakesAtMostTenBytesPerUpdateAndRebuildsEveryUpdateExactly() throws Exception {
        List<MyDataType> updates = UpdateStream.updates();
        Map<String, Double> perUpdate = new TreeMap<>();
        for (Contender c : contenders) {
            if (c.supports(Models.MY_DATA_TYPE).supported()) {
                Codec<MyDataType> codec = c.newCodec(Models.MY_DATA_TYPE);
                long total = 0;
                for (MyDataType u : updates) {
                    total += codec.encode(u);
                }
                perUpdate.put(c.descriptor().id(), total / (double) updates.size());
            }
        }
        @SuppressWarnings("unchecked")
        StreamCodec<MyDataType> delta = (StreamCodec<MyDataType>) byId("wire-delta").newCodec(Models.UPDATES);
        long total = 0;
        MyDataType reuse = null;
        for (MyDataType u : updates) {
            total += delta.encodeNext(u);
            reuse = delta.decodeNext(reuse);
            assertEquals(u, reuse);
        }
        double deltaPerUpdate = total / (double) updates.size();
        // A late update of changesA: the object and its length, handle 0, sequence 4,998 as a uint16, field 7 plus 1, the check.
        delta.resetStream(); // a new stream: one snapshot, then updates again
        delta.encodeNext(updates.get(0));
        for (int i = 1; i <= 4998; i++) {
            delta.encodeNext(updates.get(i));
        }
        System.out.println("update 4998: " + hex(((Codec<?>) delta).encoded()));
        assertEquals("B0 07 80 A5 86 13 87 01 72", hex(((Codec<?>) delta).encoded()));
        perUpdate.put("wire-delta", deltaPerUpdate);
        System.out.println("bytes per update over the seed's stream: " + perUpdate);
        assertTrue(deltaPerUpdate <= 10, "delta takes " + deltaPerUpdate + " bytes per update");
        assertTrue(perUpdate.get("wire-binary-named") > 15 * deltaPerUpdate, perUpdate.toString());
    }

    static String hex(byte[] bytes) {
        StringBuilder sb = new StringBuilder();
        for (byte b : bytes) {
            sb.append(sb.isEmpty() ? "" : " ").append(String.format("%02X", b & 0xFF));
        }
        return sb.toString();
    }

    @Test
    void theStreamDumpsWithoutItsSchema() throws Exception {
        @SuppressWarnings("unchecked")
        Codec<io.wirebench.core.model.Batch<MyDataType>> codec = byId("wire-delta").newCodec(Models.UPDATES);
        var first = new io.wirebench.core.model.Batch<>(UpdateStream.updates().subList(0, 3));
        codec.encode(first);
        String yaml = DeltaDump.dump(codec.encoded());
        assertTrue(yaml.startsWith("""
                --- #binary
                full: 0
                seq: 0
                value:
                  firstId: 1010101010101
                  secondId: 2222
                  thirdId: thirdId-1234
                  staticOne: staticOne-1234
                  staticTwo: 2020202020202
                  staticThree: "2016-07-22T12:34:56.789Z[UTC]"
                  staticFour: 1000000
                  changesA: 3000000001
                  changesB: 123456
                """), yaml);
        // handle 0 at sequence 1 adds 1 to changesB (field 8), at 2 adds 1 to changesA (field 7); each ends with its check
        assertTrue(yaml.contains("--- #binary\n0: 1\n8: 1\n"), yaml);
        assertTrue(yaml.contains("--- #binary\n0: 2\n7: 1\n"), yaml);
        Codec<MyDataType> full = byId("wire-binary-named").newCodec(Models.MY_DATA_TYPE);
        full.encode(UpdateStream.initial());
        assertTrue(BinaryYamlDump.dump(full.encoded()).contains("staticThree: \"2016-07-22T12:34:56.789Z[UTC]\""));
    }
}
