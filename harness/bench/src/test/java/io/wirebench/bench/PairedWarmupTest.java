package io.wirebench.bench;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;

import org.junit.jupiter.api.Test;

class PairedWarmupTest {
    @Test
    void aDirectUseRoundTripWarmsUpUnderItsHarnessRoundTripsKey() {
        Case.Jmh harness = new Case.Jmh("jackson3-databind", "order", Operation.ROUND_TRIP, Profile.Tier.LATENCY);
        Case.Jmh direct = new Case.Jmh("jackson3-databind", "order", Operation.DIRECT_ROUND_TRIP, Profile.Tier.LATENCY);
        assertEquals(Rounds.warmupKey(harness), Rounds.warmupKey(direct));
        assertEquals("jackson3-databind/order/roundTrip", Rounds.warmupKey(direct));
    }

    @Test
    void otherCasesKeepTheirOwn() {
        Case.Jmh direct = new Case.Jmh("jackson3-databind", "order", Operation.DIRECT_ROUND_TRIP, Profile.Tier.LATENCY);
        assertNotEquals(Rounds.warmupKey(direct),
                Rounds.warmupKey(new Case.Jmh("jackson3-databind", "orders", Operation.ROUND_TRIP, Profile.Tier.LATENCY)));
        assertNotEquals(Rounds.warmupKey(direct),
                Rounds.warmupKey(new Case.Jmh("jackson-databind", "order", Operation.ROUND_TRIP, Profile.Tier.LATENCY)));
        assertEquals("fory/order/encode", Rounds.warmupKey(new Case.Jmh("fory", "order", Operation.ENCODE, Profile.Tier.HEADLINE)));
    }
}
