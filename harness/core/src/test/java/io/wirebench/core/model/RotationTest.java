package io.wirebench.core.model;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.wirebench.core.model.media.MediaContent;
import io.wirebench.core.model.order.Order;
import io.wirebench.core.model.order.Side;
import java.nio.charset.StandardCharsets;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** The rotations: deterministic, distinct, and as varied as their descriptions promise. */
class RotationTest {

    @Test
    void orderIsStillThePublishedMessage() {
        assertEquals(new Order(1234.0, true, "Hello World!", Side.Sell, 123, 1234567890L), Datasets.ORDER.newSample());
        assertEquals(1, Datasets.ORDER.sampleCount());
        assertEquals(List.of(Datasets.order()), Datasets.ORDER.samples());
        assertTrue(Datasets.ORDER.hasTag(Dataset.HEADLINE));
    }

    @Test
    void ordersAreDeterministicDistinctAndAPowerOfTwo() {
        List<Order> a = Datasets.ORDERS.samples();
        List<Order> b = Datasets.ORDERS.samples();
        assertEquals(256, a.size());
        assertEquals(256, Datasets.ORDERS.sampleCount());
        assertEquals(a, b, "two calls gave different orders");
        assertNotSame(a.get(0), b.get(0), "samples must be fresh instances, not shared mutable ones");
        assertEquals(256, new HashSet<>(a).size(), "orders repeat");
        assertEquals(a.get(0), Datasets.ORDERS.newSample());
        assertTrue(Datasets.ORDERS.hasTag(Dataset.HEADLINE));
        // A fixed fingerprint: the same values in every JVM, since java.util.Random's algorithm is specified.
        assertEquals(FINGERPRINT, fingerprint(a), "the rotation changed; sizes of earlier runs would no longer compare");
    }

    /** Taken once when the generator was written; a change to the generator must change it on purpose. */
    private static final int FINGERPRINT = 471722783;

    @Test
    void ordersCoverWhatTheIssueAsksFor() {
        List<Order> orders = Datasets.ORDERS.samples();
        assertTrue(orders.stream().anyMatch(o -> o.getPrice() < 0 && o.getPrice() != Math.rint(o.getPrice())), "negative fractional price");
        assertTrue(orders.stream().anyMatch(o -> o.getPrice() > 0 && o.getPrice() != Math.rint(o.getPrice())), "positive fractional price");
        assertTrue(orders.stream().anyMatch(o -> o.getPrice() == Math.rint(o.getPrice())), "whole price");
        assertTrue(orders.stream().anyMatch(o -> o.getText().isEmpty()), "empty text");
        assertTrue(orders.stream().anyMatch(o -> maxUtf8Width(o.getText()) == 1 && o.getText().length() > 20), "long ASCII text");
        assertTrue(orders.stream().anyMatch(o -> maxUtf8Width(o.getText()) == 2), "2-byte UTF-8");
        assertTrue(orders.stream().anyMatch(o -> maxUtf8Width(o.getText()) == 3), "3-byte UTF-8");
        assertTrue(orders.stream().anyMatch(o -> o.getSide() == Side.Buy) && orders.stream().anyMatch(o -> o.getSide() == Side.Sell));
        assertTrue(orders.stream().anyMatch(Order::isFlag) && orders.stream().anyMatch(o -> !o.isFlag()));
        assertTrue(orders.stream().anyMatch(o -> o.getSmallInt() < -1000) && orders.stream().anyMatch(o -> o.getSmallInt() > 1 << 24));
        assertTrue(orders.stream().anyMatch(o -> o.getSmallInt() == Integer.MIN_VALUE));
        assertTrue(orders.stream().anyMatch(o -> o.getLongInt() < -(1L << 40)) && orders.stream().anyMatch(o -> o.getLongInt() > 1L << 60));
        assertTrue(orders.stream().anyMatch(o -> o.getLongInt() == Long.MAX_VALUE));
        Set<Integer> lengths = new HashSet<>();
        orders.forEach(o -> lengths.add(o.getText().length()));
        assertTrue(lengths.size() > 30, "text lengths vary: " + lengths);
    }

    @Test
    void everyOrderIsAValidMessage() {
        for (Order o : Datasets.ORDERS.samples()) {
            assertNotNull(o.getText(), o.toString());
            assertNotNull(o.getSide(), o.toString());
            assertTrue(Double.isFinite(o.getPrice()), o.toString());
            assertTrue(o.getText().length() <= 40, o.toString());
            assertTrue(o.getText().chars().noneMatch(c -> Character.isSurrogate((char) c)), "no 4-byte UTF-8 in " + o);
            assertEquals(o.getText(), new String(o.getText().getBytes(StandardCharsets.UTF_8), StandardCharsets.UTF_8));
        }
    }

    @Test
    void mediaContentsAreDeterministicAndDistinct() {
        List<MediaContent> a = Datasets.MEDIA_CONTENTS.samples();
        assertEquals(256, a.size());
        assertEquals(a, Datasets.MEDIA_CONTENTS.samples());
        assertEquals(256, new HashSet<>(a).size());
        assertTrue(a.stream().anyMatch(m -> m.getMedia().getTitle() == null));
        assertTrue(a.stream().anyMatch(m -> m.getMedia().getPersons().isEmpty()));
        assertTrue(a.stream().anyMatch(m -> m.getImages().size() == 3));
    }

    @Test
    void onlyGivesOneSampleOfARotation() {
        Dataset<Order> tenth = Datasets.ORDERS.only(10);
        assertEquals(Datasets.ORDERS.samples().get(10), tenth.newSample());
        assertEquals(1, tenth.sampleCount());
        assertEquals("orders#10", tenth.id());
        assertEquals(Datasets.ORDER, Datasets.ORDER.only(0));
        assertThrows(IndexOutOfBoundsException.class, () -> Datasets.ORDERS.only(256));
    }

    @Test
    void aRotationMustBeAPowerOfTwo() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> Dataset.rotation("three", Models.ORDER, "x",
                Set.of(), () -> List.of(Datasets.order(), Datasets.order(), Datasets.order())));
        assertTrue(e.getMessage().contains("three has 3 samples"), e.getMessage());
    }

    /** Over the bits of every field (Order.hashCode uses an enum's identity hash, which differs between JVMs). */
    private static int fingerprint(List<Order> orders) {
        int h = 1;
        for (Order o : orders) {
            h = 31 * h + Long.hashCode(Double.doubleToRawLongBits(o.getPrice()));
            h = 31 * h + (o.isFlag() ? 1 : 2);
            h = 31 * h + o.getText().hashCode();
            h = 31 * h + o.getSide().ordinal();
            h = 31 * h + o.getSmallInt();
            h = 31 * h + Long.hashCode(o.getLongInt());
        }
        return h;
    }

    private static int maxUtf8Width(String s) {
        int max = 1;
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            max = Math.max(max, c < 0x80 ? 1 : c < 0x800 ? 2 : 3);
        }
        return max;
    }
}
