package io.wirebench.adapters.bson;

import io.wirebench.conformance.DirectUseCheck;
import io.wirebench.conformance.DirectUseCheck.Reads;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Proof, without JMH, that {@link BsonDirectUse} and the BSON adapter do the same work: for each of the three
 * rows and every message of {@code order} and {@code orders}, in the order the benchmark sends them, the same
 * bytes, and the same fields read back (into the reused instance for the hand-written rows, a new one for the
 * POJO codec).
 */
class BsonDirectUseTest {

    @ParameterizedTest
    @CsvSource({"bson, order", "bson, orders", "bson-pojo, order", "bson-pojo, orders", "bson-recycled, order", "bson-recycled, orders"})
    void directUseWritesTheAdaptersBytesAndReadsItsFields(String contender, String dataset) throws Throwable {
        BsonDirectUse direct = DirectUseCheck.setUp(BsonDirectUse.class, contender, dataset);
        DirectUseCheck.of(contender, dataset)
                // the POJO codec builds a new object per read; the hand-written rows read into one reused instance
                .reads(contender.equals("bson-pojo") ? Reads.A_NEW_INSTANCE_EACH : Reads.ONE_REUSED_INSTANCE)
                .check(direct::directRoundTrip, direct::lastWritten);
    }

    @ParameterizedTest
    @CsvSource({"bson-document, order", "bson, mediacontent", "bson-pojo, no-such-set"})
    void refusesWhatItDoesNotMeasure(String contender, String dataset) {
        DirectUseCheck.refuses(BsonDirectUse.class, contender, dataset);
    }
}
