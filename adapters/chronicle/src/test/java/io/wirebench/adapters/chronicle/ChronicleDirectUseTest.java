package io.wirebench.adapters.chronicle;

import io.wirebench.conformance.DirectUseCheck;
import io.wirebench.conformance.DirectUseCheck.Reads;
import org.junit.jupiter.api.function.ThrowingSupplier;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Proof, without JMH, that the direct-use benchmark and the adapter do the same work: for every message of
 * {@code order} and {@code orders}, in the order the benchmark sends them, {@link ChronicleDirectUse} writes
 * exactly the bytes the adapter's codec writes, and reads back the fields the adapter reads back.
 */
class ChronicleDirectUseTest {

    @ParameterizedTest
    @CsvSource({"chronicle-raw, order", "chronicle-raw, orders", "chronicle-binary, order", "chronicle-binary, orders",
        "chronicle-binary-numbered, order", "chronicle-binary-numbered, orders",
        "chronicle-binary-fixed, order", "chronicle-binary-fixed, orders",
        "chronicle-binary-fixed-numbered, order", "chronicle-binary-fixed-numbered, orders",
        "chronicle-binary-fieldless, order", "chronicle-binary-fieldless, orders",
        "chronicle-text, order", "chronicle-text, orders", "chronicle-json, order", "chronicle-json, orders"})
    void directUseWritesTheAdaptersBytesAndReadsItsFields(String contender, String dataset) throws Throwable {
        ChronicleDirectUse direct = DirectUseCheck.setUp(ChronicleDirectUse.class, contender, dataset);
        checkThenRelease(DirectUseCheck.of(contender, dataset), direct::directRoundTrip, direct::lastDocument, direct::tearDown);
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

    @ParameterizedTest
    @CsvSource({"chronicle-bytes-fixed, order", "wire-raw, order", "chronicle-raw, mediacontent", "chronicle-json, nosuchset"})
    void refusesWhatItDoesNotMeasure(String contender, String dataset) {
        DirectUseCheck.refuses(ChronicleDirectUse.class, contender, dataset);
    }
}
