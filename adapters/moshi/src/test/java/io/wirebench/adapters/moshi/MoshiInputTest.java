package io.wirebench.adapters.moshi;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.wirebench.conformance.RowChecks;
import io.wirebench.core.Codec;
import io.wirebench.core.Contender;
import io.wirebench.core.model.Models;
import io.wirebench.core.model.tree.TreeDocument;
import java.io.IOException;
import java.math.BigInteger;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class MoshiInputTest {
    private static final List<Contender> ROWS = List.of(MoshiContenders.reflective(), MoshiContenders.handWritten());

    @Test
    void theVersionIsReadFromTheJarName() {
        assertTrue(MoshiVersion.read().matches("\\d+\\.\\d+\\.\\d+.*"), MoshiVersion.read());
    }

    @Test
    void theHandWrittenAdaptersWriteWhatTheReflectiveOnesWrite() throws IOException {
        byte[] order = RowChecks.assertSameBytes(MoshiContenders.reflective(), MoshiContenders.handWritten());
        assertEquals("{\"flag\":true,\"longInt\":1234567890,\"price\":1234.0,\"side\":\"Sell\",\"smallInt\":123,\"text\":\"Hello World!\"}",
                new String(order, StandardCharsets.UTF_8));
    }

    /** Both rows claim tolerant evolution: a field a newer writer added is skipped, an absent one keeps its default. */
    @Test
    void skipsUnknownFieldsAndToleratesAbsentOnes() throws IOException {
        RowChecks.assertJsonEvolvesTolerantly(ROWS);
    }

    @Test
    void refusesAnUnknownEnumNameAndJsonAfterTheMessage() {
        RowChecks.assertEveryRowRefuses(ROWS, "{\"side\":\"Hold\"}");
        RowChecks.assertEveryRowRefuses(ROWS, "{\"price\":1.0} {\"price\":2.0}");
    }

    /** Moshi's own Object adapter would give a Double for every number; the tree adapter keeps integers exact. */
    @Test
    void aTreeKeepsIntegersBeyondTwoToTheFiftyThirdExact() throws IOException {
        Codec<TreeDocument> codec = MoshiContenders.reflective().newCodec(Models.TREE);
        codec.load("{\"a\":9007199254740993,\"b\":18446744073709551616,\"c\":0.5}".getBytes(StandardCharsets.UTF_8));
        Map<?, ?> root = (Map<?, ?>) codec.decode(null).getRoot();
        assertEquals(9007199254740993L, root.get("a"));
        assertEquals(new BigInteger("18446744073709551616"), root.get("b"));
        assertInstanceOf(Double.class, root.get("c"));
    }
}
