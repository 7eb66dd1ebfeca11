package io.wirebench.wire.text;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.wirebench.wire.AllTypes;
import io.wirebench.wire.SampleOrder;
import org.junit.jupiter.api.Test;

class TextSmokeTest {
    @Test
    void smoke() {
        for (TextRenderings r : TextRenderings.values()) {
            SampleOrder o = SampleOrder.reference();
            System.out.println(r + " " + r.write(o, SampleOrder.MARSHALLER).length + "\n" + r.text(o, SampleOrder.MARSHALLER));
            assertEquals(o, r.read(r.write(o, SampleOrder.MARSHALLER), null, SampleOrder.MARSHALLER));
            AllTypes a = AllTypes.sample();
            System.out.println(r.text(a, AllTypes.MARSHALLER));
            assertEquals(a, r.read(r.write(a, AllTypes.MARSHALLER), null, AllTypes.MARSHALLER));
        }
    }
}
