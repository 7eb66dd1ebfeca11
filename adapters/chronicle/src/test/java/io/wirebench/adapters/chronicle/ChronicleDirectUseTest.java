package io.wirebench.adapters.chronicle;

import io.wirebench.conformance.DirectUseCheck;
import io.wirebench.conformance.DirectUseCheck.Reads;
import io.wirebench.conformance.DirectUseContract;
import java.util.List;
import org.junit.jupiter.api.function.ThrowingSupplier;

/**
 * Proof, without JMH, that the direct-use benchmark and the adapter do the same work: for every message of
 * {@code order} and {@code orders}, in the order the benchmark sends them, {@link ChronicleDirectUse} writes
 * exactly the bytes the adapter's codec writes, and reads back the fields the adapter reads back.
 */
class ChronicleDirectUseTest extends DirectUseContract<ChronicleDirectUse> {

    ChronicleDirectUseTest() {
        super(ChronicleDirectUse.class,
                List.of("chronicle-raw", "chronicle-binary", "chronicle-binary-numbered", "chronicle-binary-fixed",
                        "chronicle-binary-fixed-numbered", "chronicle-binary-fieldless", "chronicle-text", "chronicle-json"),
                List.of("order", "orders"),
                List.of("chronicle-bytes-fixed, order", "wire-raw, order", "chronicle-raw, mediacontent", "chronicle-json, nosuchset"),
                (direct, contender, check) -> checkThenRelease(check, direct::directRoundTrip, direct::lastDocument, direct::tearDown));
    }

    /** The check of a benchmark that reads into one reused instance, its off-heap bytes released however the check ends. */
    static void checkThenRelease(DirectUseCheck check, ThrowingSupplier<?> roundTrip, ThrowingSupplier<byte[]> document,
            Runnable tearDown) throws Throwable {
        try {
            check.reads(Reads.ONE_REUSED_INSTANCE).check(roundTrip, document);
        } finally {
            tearDown.run();
        }
    }
}
