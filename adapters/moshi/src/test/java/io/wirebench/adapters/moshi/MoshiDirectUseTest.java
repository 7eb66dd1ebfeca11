package io.wirebench.adapters.moshi;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.wirebench.conformance.DirectUseCheck;
import io.wirebench.conformance.DirectUseCheck.Reads;
import io.wirebench.conformance.DirectUseContract;
import io.wirebench.core.OrderFields;
import io.wirebench.core.PlainOrder;
import java.util.List;

/**
 * Proof, without JMH, that {@link MoshiDirectUse} and the Moshi adapters do the same work: for every message of
 * {@code order} and {@code orders}, in the order the benchmark sends them, the benchmark's write half leaves the
 * bytes the contender's codec writes, and both its halves together ({@code directRoundTrip}) read the message back.
 */
class MoshiDirectUseTest extends DirectUseContract<MoshiDirectUse> {

    MoshiDirectUseTest() {
        super(MoshiDirectUse.class, List.of("moshi", "moshi-adapter"), List.of("order", "orders"),
                List.of("gson, order", "moshi, mediacontent", "moshi-adapter, nosuchset"), MoshiDirectUseTest::checkHalves);
    }

    /**
     * The benchmark method reads the bytes it wrote out of the buffer, so the check runs its two halves, taking the
     * bytes in between, and a second instance's benchmark method beside them must read the same message.
     */
    private static void checkHalves(MoshiDirectUse halves, String contender, DirectUseCheck check) throws Throwable {
        MoshiDirectUse whole = DirectUseCheck.setUp(MoshiDirectUse.class, contender, halves.dataset);
        byte[][] written = new byte[1][];
        // a JsonAdapter returns a new object per read, as the adapter's codec gets
        check.reads(Reads.A_NEW_INSTANCE_EACH).check(() -> {
            halves.writeNext();
            written[0] = halves.unread();
            PlainOrder read = halves.read();
            assertEquals(0, halves.unread().length, "the read consumes the message");
            assertEquals(OrderFields.toOrder(read), OrderFields.toOrder(whole.directRoundTrip()),
                    "the benchmark method reads what its halves read");
            return read;
        }, () -> written[0]);
    }
}
