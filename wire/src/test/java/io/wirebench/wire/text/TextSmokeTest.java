package io.wirebench.wire.text;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.wirebench.wire.AllTypes;
import io.wirebench.wire.SampleOrder;
import org.junit.jupiter.api.Test;

/** The published Order and a message of every type round trip in every text rendering. */
class TextSmokeTest {
    @Test
    void smoke() {
        for (TextRenderings r : TextRenderings.values()) {
            SampleOrder o = SampleOrder.reference();
            assertEquals(o, r.read(r.write(o, SampleOrder.MARSHALLER), null, SampleOrder.MARSHALLER));
            AllTypes a = AllTypes.sample();
            assertEquals(a, r.read(r.write(a, AllTypes.MARSHALLER), null, AllTypes.MARSHALLER));
        }
    }
}
