package io.wirebench.adapters.bson;

import io.wirebench.conformance.DirectUseCheck.Reads;
import io.wirebench.conformance.DirectUseContract;
import java.util.List;

/**
 * Proof, without JMH, that {@link BsonDirectUse} and the BSON adapter do the same work: for each of the three
 * rows and every message of {@code order} and {@code orders}, in the order the benchmark sends them, the same
 * bytes, and the same fields read back (into the reused instance for the hand-written rows, a new one for the
 * POJO codec).
 */
class BsonDirectUseTest extends DirectUseContract<BsonDirectUse> {

    BsonDirectUseTest() {
        super(BsonDirectUse.class, List.of("bson", "bson-pojo", "bson-recycled"), List.of("order", "orders"),
                List.of("bson-document, order", "bson, mediacontent", "bson-pojo, no-such-set"),
                // the POJO codec builds a new object per read; the hand-written rows read into one reused instance
                (direct, contender, check) -> check
                        .reads(contender.equals("bson-pojo") ? Reads.A_NEW_INSTANCE_EACH : Reads.ONE_REUSED_INSTANCE)
                        .check(direct::directRoundTrip, direct::lastWritten));
    }
}
