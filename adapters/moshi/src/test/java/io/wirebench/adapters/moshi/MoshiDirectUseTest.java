package io.wirebench.adapters.moshi;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.wirebench.conformance.DirectUseCheck;
import io.wirebench.conformance.DirectUseCheck.Reads;
import io.wirebench.core.OrderFields;
import io.wirebench.core.PlainOrder;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Proof, without JMH, that {@link MoshiDirectUse} and the Moshi adapters do the same work: for every message of
 * {@code order} and {@code orders}, in the order the benchmark sends them, the benchmark's write half leaves the
 * bytes the contender's codec writes, and both its halves together ({@code directRoundTrip}) read the message back.
 */
class MoshiDirectUseTest {

    @ParameterizedTest
    @CsvSource({"moshi, order", "moshi, orders", "moshi-adapter, order", "moshi-adapter, orders"})
    void directUseWritesTheAdaptersBytesAndReadsTheMessage(String contender, String dataset) throws Throwable {
        // The benchmark method reads the bytes it wrote out of the buffer, so the check runs its two halves, taking the
        // bytes in between, and a second instance's benchmark method beside them must read the same message.
        MoshiDirectUse halves = DirectUseCheck.setUp(MoshiDirectUse.class, contender, dataset);
        MoshiDirectUse whole = DirectUseCheck.setUp(MoshiDirectUse.class, contender, dataset);
        byte[][] written = new byte[1][];
        DirectUseCheck.of(contender, dataset)
                // a JsonAdapter returns a new object per read, as the adapter's codec gets
                .reads(Reads.A_NEW_INSTANCE_EACH)
                .check(() -> {
                    halves.writeNext();
                    written[0] = halves.unread();
                    PlainOrder read = halves.read();
                    assertEquals(0, halves.unread().length, "the read consumes the message");
                    assertEquals(OrderFields.toOrder(read), OrderFields.toOrder(whole.directRoundTrip()),
                            "the benchmark method reads what its halves read");
                    return read;
                }, () -> written[0]);
    }

    @ParameterizedTest
    @CsvSource({"gson, order", "moshi, mediacontent", "moshi-adapter, nosuchset"})
    void refusesWhatItDoesNotMeasure(String contender, String dataset) {
        DirectUseCheck.refuses(MoshiDirectUse.class, contender, dataset);
    }
}
