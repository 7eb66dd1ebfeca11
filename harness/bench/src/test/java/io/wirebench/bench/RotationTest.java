package io.wirebench.bench;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.wirebench.core.model.Datasets;
import io.wirebench.core.model.order.Order;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The benchmark's message index: every message once per lap, in order, forever. */
class RotationTest {

    @Test
    void cyclesThroughEveryMessageInOrderAndStartsAgain() {
        Rotation<String> r = new Rotation<>(List.of("a", "b", "c", "d"));
        List<String> seen = new ArrayList<>();
        for (int i = 0; i < 10; i++) {
            seen.add(r.next());
        }
        assertEquals(List.of("a", "b", "c", "d", "a", "b", "c", "d", "a", "b"), seen);
    }

    @Test
    void keepsTheOrderWhenItsCounterWrapsPastIntegerMaxValue() {
        Rotation<Integer> r = new Rotation<>(List.of(0, 1, 2, 3, 4, 5, 6, 7));
        r.skip(Integer.MAX_VALUE - 2); // 2^31 - 3 calls: index 5
        List<Integer> seen = new ArrayList<>();
        for (int i = 0; i < 6; i++) {
            seen.add(r.next());
        }
        assertEquals(List.of(5, 6, 7, 0, 1, 2), seen, "the counter overflowed into negative numbers here");
    }

    @Test
    void aSingleMessageIsAlwaysThatMessage() {
        Rotation<String> r = new Rotation<>(List.of("only"));
        for (int i = 0; i < 5; i++) {
            assertEquals("only", r.next());
        }
    }

    @Test
    void refusesALengthThatIsNotAPowerOfTwo() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> new Rotation<>(List.of(1, 2, 3)));
        assertTrue(e.getMessage().contains("not 3"), e.getMessage());
        assertThrows(IllegalArgumentException.class, () -> new Rotation<>(List.of()));
    }

    @Test
    void theOrdersRotationVisitsAll256DistinctOrdersPerLap() {
        Rotation<Order> r = new Rotation<>(Datasets.ORDERS.samples());
        java.util.Set<Order> lap = new java.util.HashSet<>();
        Order previous = null;
        for (int i = 0; i < 256; i++) {
            Order o = r.next();
            assertTrue(previous == null || !previous.equals(o), "two calls in a row got the same order");
            lap.add(o);
            previous = o;
        }
        assertEquals(256, lap.size());
        assertEquals(0, r.nextIndex());
    }
}
