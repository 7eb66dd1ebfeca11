package io.wirebench.adapters.chronicle;

import io.wirebench.conformance.DirectUseContract;
import java.util.List;

/**
 * Proof, without JMH, that {@link ChronicleBytesDirectUse} and the two {@code BytesMarshallable} contenders do the same
 * work: for every message of {@code order} and {@code orders}, in the order the benchmark sends them, the direct class
 * writes exactly the bytes the adapter's codec writes, and reads back the fields the adapter reads back, always into
 * its one reused instance.
 */
class ChronicleBytesDirectUseTest extends DirectUseContract<ChronicleBytesDirectUse> {

    ChronicleBytesDirectUseTest() {
        super(ChronicleBytesDirectUse.class, List.of("chronicle-bytes-fixed", "chronicle-bytes-stopbit"), List.of("order", "orders"),
                List.of("chronicle-raw, order", "wire-bytes-fixed, order", "chronicle-bytes-stopbit, mediacontent",
                        "chronicle-bytes-fixed, nosuchset"),
                (direct, contender, check) -> ChronicleDirectUseTest.checkThenRelease(check, direct::directRoundTrip,
                        direct::lastDocument, direct::tearDown));
    }
}
