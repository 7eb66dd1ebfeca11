package io.wirebench.wire.binary;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.wirebench.wire.TextEncoding;
import io.wirebench.wire.WireOut;
import io.wirebench.wire.WireWriter;
import io.wirebench.wire.bytes.BytesOut;
import io.wirebench.wire.bytes.HeapBuffer;
import io.wirebench.wire.raw.RawWireOut;
import java.util.Arrays;
import java.util.function.Function;
import org.junit.jupiter.api.Test;

/** A refused write leaves a reused output where it was, in the binary and raw writers as in the text ones. */
class RefusedBinaryWriteTest {
    private static final WireWriter<Object> GOOD = (v, out) -> out.write("a").int64(1).write("b").text("x");
    private static final WireWriter<Object> REFUSED = (v, out) -> {
        out.write("a").int64(7).write("n").object("o", (o, w) -> {
            w.write("m").int64(2);
            throw new IllegalStateException("refused by the description");
        });
    };

    @Test
    void theBinaryAndRawWritersPutThePositionBackSoTheNextDocumentFollowsTheLastGoodOne() {
        for (KeyStyle keys : KeyStyle.values()) {
            for (NumberStyle numbers : NumberStyle.values()) {
                check(out -> new BinaryWireOut(out, keys, numbers), keys + "/" + numbers);
            }
        }
        check(out -> new RawWireOut(out, TextEncoding.UTF_8), "raw");
    }

    /** good, refused, good writes exactly the bytes of good, good. */
    private static void check(Function<BytesOut, WireOut> writerOf, String what) {
        HeapBuffer buffer = HeapBuffer.expandable(16);
        BytesOut out = new BytesOut(buffer);
        WireOut writer = writerOf.apply(out);
        writer.writeDocument(false, "x", GOOD);
        int before = out.position();
        assertThrows(IllegalStateException.class, () -> writer.writeDocument(false, "x", REFUSED), what);
        assertEquals(before, out.position(), what);
        writer.writeDocument(false, "x", GOOD);

        HeapBuffer expectedBuffer = HeapBuffer.expandable(16);
        BytesOut expectedOut = new BytesOut(expectedBuffer);
        WireOut clean = writerOf.apply(expectedOut);
        clean.writeDocument(false, "x", GOOD);
        clean.writeDocument(false, "x", GOOD);
        assertArrayEquals(Arrays.copyOf(expectedBuffer.array(), expectedOut.position()), Arrays.copyOf(buffer.array(), out.position()), what);
    }
}
