package io.wirebench.wire.delta;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.code_intelligence.jazzer.junit.FuzzTest;
import io.wirebench.wire.MalformedWireException;
import io.wirebench.wire.WireLimits;
import io.wirebench.wire.bytes.BytesIn;
import io.wirebench.wire.bytes.HeapBuffer;
import io.wirebench.wire.fuzz.FuzzBounds;
import io.wirebench.wire.fuzz.FuzzCounts;
import java.util.Arrays;
import org.junit.jupiter.api.AfterAll;

/**
 * Coverage-guided fuzz target for the delta reader and its dump (Jazzer; {@code make fuzz}, a few
 * seconds in {@code make test}). The reader first takes a real snapshot and a real update of one
 * key, so that mutated input meets a reader with state to corrupt; then it reads the input as a
 * stream of messages until the input ends. Whatever the input, every message must end normally,
 * in a {@link MalformedWireException} or in a {@link DeltaStreamException} (lost, repeated or
 * reordered messages), never another exception, a hang or a stack overflow.
 *
 * <p>A refused message must change nothing: a second reader is given only the messages the first
 * accepted, and must accept each of them too and rebuild the same object (a refusal that left
 * state behind would make the two part). The dump of the input stays within its budget, for the
 * whole stream, and allocates in proportion to it.
 */
class DeltaFuzzTest {
    private static final byte[] PRELUDE;

    static {
        DeltaWireTest.Link link = new DeltaWireTest.Link(4);
        Quote q = DeltaWireTest.quote("F", 3);
        byte[] snapshot = link.send(q);
        Quote next = DeltaWireTest.plusVolume(q, 5);
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
        HeapBuffer acceptedBuffer = HeapBuffer.expandable(256);
        BytesIn acceptedIn = new BytesIn(acceptedBuffer);
        DeltaWireIn<Quote> shadow = new DeltaWireIn<>(acceptedIn, Quote.MARSHALLER, 4);
        while (in.remaining() > 0) {
            int before = in.position();
            Quote read;
            try {
                read = reader.read(null);
            } catch (MalformedWireException | DeltaStreamException refused) {
                read = null; // the documented refusals; reading goes on after the refused message where its length was known
            }
            if (read != null) {
                int length = in.position() - before;
                acceptedBuffer.ensureCapacity(length);
                System.arraycopy(all, before, acceptedBuffer.array(), 0, length);
                acceptedIn.reset(0, length);
                assertEquals(read, shadow.read(null), "a reader that never saw the refused messages rebuilds the same object");
            }
            if (in.position() <= before) {
                break; // nothing consumed: the rest cannot be split into messages
            }
        }
        int budget = 64 * all.length + 4096;
        WireLimits limits = WireLimits.builder().maxDumpLength(budget).build();
        FuzzBounds.readBounded(all, FuzzBounds.DUMP_ALLOCATION_PER_CHAR * budget + FuzzBounds.ALLOCATION_BASE, () -> {
            String dump = DeltaDump.dump(all, limits);
            // one value may overrun the budget by its rendering (escaped text, base64, a line's indent), then the cut line
            long bound = budget + 8L * all.length + 2L * WireLimits.DEFAULT_MAX_NESTING_DEPTH + 512;
            assertTrue(dump.length() <= bound, dump.length() + " characters for " + all.length + " bytes");
        });
    }

    @AfterAll
    static void report() {
        FuzzCounts.report();
    }
}
