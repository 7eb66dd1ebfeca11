package io.wirebench.adapters.ion;

import io.wirebench.conformance.DirectUseCheck.Reads;
import io.wirebench.conformance.DirectUseContract;
import java.util.List;

/**
 * Proof, without JMH, that {@link IonDirectUse} and the {@code ion-binary} adapter do the same work: for every
 * message of {@code order} and {@code orders}, in the order the benchmark sends them, the same bytes, and the same
 * fields read back into the one reused instance.
 */
class IonDirectUseTest extends DirectUseContract<IonDirectUse> {

    IonDirectUseTest() {
        super(IonDirectUse.class, List.of("ion-binary"), ORDER_AND_ORDERS,
                List.of("ion-text, order", "ion-binary, mediacontent", "ion-binary, no-such-set"),
                roundTrips(Reads.ONE_REUSED_INSTANCE, IonDirectUse::lastWritten));
    }
}
