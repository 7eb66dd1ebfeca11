package io.wirebench.wire.delta;

import com.code_intelligence.jazzer.junit.FuzzTest;
import io.wirebench.wire.MalformedWireException;
import io.wirebench.wire.bytes.BytesIn;
import io.wirebench.wire.bytes.HeapBuffer;
import io.wirebench.wire.fuzz.FuzzCounts;
import java.util.Arrays;
import org.junit.jupiter.api.AfterAll;

/**
 * Coverage-guided fuzz target for the delta reader (Jazzer; {@code make fuzz}, a few seconds in
 * {@code make test}). The reader first takes a real snapshot and a real update of one key, so
 * that mutated input meets a reader with state to corrupt; then it reads the input as a stream
 * of messages until the input ends. Whatever the input, every message must end normally, in a
 * {@link MalformedWireException} or in a {@link DeltaStreamException} (lost, repeated or
 * reordered messages), never another exception, a hang or a stack overflow.
 */
class DeltaFuzzTest {
    private static final byte[] PRELUDE;

    static {
        DeltaWireTest.Link link = new DeltaWireTest.Link(4);
        Quote q = DeltaWireTest.quote("F", 3);
        byte[] snapshot = link.send(q);
        Quote next = q.copy();
        next.volume += 5;
        byte[] update = link.send(next);
        PRELUDE = Arrays.copyOf(snapshot, snapshot.length + update.length);
        System.arraycopy(update, 0, PRELUDE, snapshot.length, update.length);
    }

    @FuzzTest
    void stream(byte[] input) {
        FuzzCounts.count("DeltaFuzzTest#stream");
        byte[] all = Arrays.copyOf(PRELUDE, PRELUDE.length + input.length);
        System.arraycopy(input, 0, all, PRELUDE.length, input.length);
        BytesIn in = new BytesIn(HeapBuffer.wrap(all));
        DeltaWireIn<Quote> reader = new DeltaWireIn<>(in, Quote.MARSHALLER, 4);
        while (in.remaining() > 0) {
            int before = in.position();
            try {
                reader.read(null);
            } catch (MalformedWireException | DeltaStreamException refused) {
                // the documented refusals; reading goes on after the refused message where its length was known
            }
            if (in.position() <= before) {
                return; // nothing consumed: the rest cannot be split into messages
            }
        }
    }

    @AfterAll
    static void report() {
        FuzzCounts.report();
    }
}
