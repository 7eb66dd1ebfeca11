package io.wirebench.core.model;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;

import io.wirebench.core.model.rion.Pojo1Long;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class RefillTest {
    @Test
    void atGivesTheItemToReuseOrNullPastTheEnd() {
        List<String> items = new ArrayList<>(List.of("a", "b"));
        assertEquals("b", Refill.at(items, 1));
        assertNull(Refill.at(items, 2));
    }

    @Test
    void putReplacesAnItemOrAppendsAtTheEnd() {
        List<String> items = new ArrayList<>(List.of("a", "b"));
        Refill.put(items, 0, "x");
        Refill.put(items, 2, "y");
        assertEquals(List.of("x", "b", "y"), items);
    }

    /** A reused batch keeps its objects: the decoder that refills it allocates only for items it did not have. */
    @Test
    void long1ChangesTheItemInPlaceAndAddsOnlyPastTheEnd() {
        Pojo1Long first = new Pojo1Long(1);
        List<Pojo1Long> items = new ArrayList<>(List.of(first));
        Refill.long1(items, 0, 7);
        Refill.long1(items, 1, -3);
        assertSame(first, items.get(0));
        assertEquals(List.of(new Pojo1Long(7), new Pojo1Long(-3)), items);
    }

    @Test
    void keepFirstDropsTheItemsOfALongerEarlierMessage() {
        List<Integer> items = new ArrayList<>(List.of(1, 2, 3, 4));
        Refill.keepFirst(items, 4);
        assertEquals(List.of(1, 2, 3, 4), items);
        Refill.keepFirst(items, 2);
        assertEquals(List.of(1, 2), items);
        Refill.keepFirst(items, 0);
        assertEquals(List.of(), items);
    }
}
