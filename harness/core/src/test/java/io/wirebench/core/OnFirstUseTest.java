package io.wirebench.core;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;

class OnFirstUseTest {

    @Test
    void makesNothingUntilAskedThenOnceForEveryLaterAsk() {
        AtomicInteger made = new AtomicInteger();
        OnFirstUse<Object> shared = OnFirstUse.of(() -> {
            made.incrementAndGet();
            return new Object();
        });
        assertEquals(0, made.get(), "constructing it makes nothing");
        Object first = shared.get();
        assertSame(first, shared.get());
        assertEquals(1, made.get());
    }

    @Test
    void aMakerThatMakesNothingIsAnError() {
        assertThrows(NullPointerException.class, () -> OnFirstUse.of(() -> null).get());
        assertThrows(NullPointerException.class, () -> OnFirstUse.of(null));
    }
}
