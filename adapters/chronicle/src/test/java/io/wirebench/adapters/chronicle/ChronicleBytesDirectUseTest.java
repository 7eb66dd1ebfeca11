package io.wirebench.adapters.chronicle;

import io.wirebench.conformance.DirectUseCheck;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Proof, without JMH, that {@link ChronicleBytesDirectUse} and the two {@code BytesMarshallable} contenders do the same
 * work: for every message of {@code order} and {@code orders}, in the order the benchmark sends them, the direct class
 * writes exactly the bytes the adapter's codec writes, and reads back the fields the adapter reads back, always into
 * its one reused instance.
 */
class ChronicleBytesDirectUseTest {

    @ParameterizedTest
    @CsvSource({"chronicle-bytes-fixed, order", "chronicle-bytes-fixed, orders", "chronicle-bytes-stopbit, order", "chronicle-bytes-stopbit, orders"})
    void directUseWritesTheAdaptersBytesAndReadsItsFields(String contender, String dataset) throws Throwable {
        ChronicleBytesDirectUse direct = DirectUseCheck.setUp(ChronicleBytesDirectUse.class, contender, dataset);
        ChronicleDirectUseTest.checkThenRelease(DirectUseCheck.of(contender, dataset), direct::directRoundTrip, direct::lastDocument,
                direct::tearDown);
    }

    @ParameterizedTest
    @CsvSource({"chronicle-raw, order", "wire-bytes-fixed, order", "chronicle-bytes-stopbit, mediacontent", "chronicle-bytes-fixed, nosuchset"})
    void refusesWhatItDoesNotMeasure(String contender, String dataset) {
        DirectUseCheck.refuses(ChronicleBytesDirectUse.class, contender, dataset);
    }
}
