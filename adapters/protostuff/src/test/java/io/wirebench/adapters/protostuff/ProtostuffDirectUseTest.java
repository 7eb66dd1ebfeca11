package io.wirebench.adapters.protostuff;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.wirebench.conformance.DirectUseCheck;
import java.nio.ByteBuffer;
import java.util.Arrays;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Proof, without JMH, that {@link ProtostuffDirectUse} and the {@code protostuff} adapter do the same work: for
 * every message of {@code order} and {@code orders}, in the order the benchmark sends them, the bytes the direct
 * class writes are the adapter's after its 4-byte frame (which holds their length), and the same fields are read.
 */
class ProtostuffDirectUseTest {

    @ParameterizedTest
    @ValueSource(strings = {"order", "orders"})
    void directUseWritesTheAdaptersBytesAndReadsItsFields(String dataset) throws Throwable {
        ProtostuffDirectUse direct = DirectUseCheck.setUp(ProtostuffDirectUse.class, "protostuff", dataset);
        DirectUseCheck.of("protostuff", dataset)
                .adapterBytesAs(ProtostuffDirectUseTest::unframed, "the adapter's frame")
                .check(direct::directRoundTrip, direct::lastWritten);
    }

    @ParameterizedTest
    @CsvSource({"protobuf, order", "protostuff, mediacontent", "protostuff, no-such-set"})
    void refusesWhatItDoesNotMeasure(String contender, String dataset) {
        DirectUseCheck.refuses(ProtostuffDirectUse.class, contender, dataset);
    }

    /** The adapter's bytes after its frame, which must hold their length. */
    private static byte[] unframed(byte[] framed) {
        assertEquals(framed.length - ProtostuffCodec.FRAME, ByteBuffer.wrap(framed).getInt(), "the adapter's frame holds the message's length");
        return Arrays.copyOfRange(framed, ProtostuffCodec.FRAME, framed.length);
    }
}
