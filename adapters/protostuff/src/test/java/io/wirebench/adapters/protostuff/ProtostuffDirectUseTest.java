package io.wirebench.adapters.protostuff;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.wirebench.conformance.DirectUseContract;
import java.nio.ByteBuffer;
import java.util.Arrays;
import java.util.List;

/**
 * Proof, without JMH, that {@link ProtostuffDirectUse} and the {@code protostuff} adapter do the same work: for
 * every message of {@code order} and {@code orders}, in the order the benchmark sends them, the bytes the direct
 * class writes are the adapter's after its 4-byte frame (which holds their length), and the same fields are read.
 */
class ProtostuffDirectUseTest extends DirectUseContract<ProtostuffDirectUse> {

    ProtostuffDirectUseTest() {
        super(ProtostuffDirectUse.class, List.of("protostuff"), List.of("order", "orders"),
                List.of("protobuf, order", "protostuff, mediacontent", "protostuff, no-such-set"),
                (direct, contender, check) -> check.adapterBytesAs(ProtostuffDirectUseTest::unframed, "the adapter's frame")
                        .check(direct::directRoundTrip, direct::lastWritten));
    }

    /** The adapter's bytes after its frame, which must hold their length. */
    private static byte[] unframed(byte[] framed) {
        assertEquals(framed.length - ProtostuffCodec.FRAME, ByteBuffer.wrap(framed).getInt(), "the adapter's frame holds the message's length");
        return Arrays.copyOfRange(framed, ProtostuffCodec.FRAME, framed.length);
    }
}
