package io.wirebench.core;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.wirebench.core.model.order.Order;
import java.util.function.Function;
import org.junit.jupiter.api.Test;

/** The rotation the direct-use benchmarks share: the mask set from the messages, the walk that wraps, the reused copy. */
class DirectUseRotationTest {

    /** A benchmark as the adapters write one: its own typed array, indexed as its measured method does. */
    private static final class Rotating extends DirectUseRotation {
        PlainOrder[] messages;

        PlainOrder take() {
            return messages[next++ & mask];
        }
    }

    @Test
    void walksTheMessagesInOrderAndStartsAgainAfterTheLast() {
        Rotating r = new Rotating();
        PlainOrder[] sent = DirectUseMessages.copies("RotatingDirectUse", "orders", PlainOrder.class);
        assertSame(sent, r.messages = r.rotation(sent));
        for (int call = 0; call < 2 * sent.length; call++) {
            assertSame(sent[call % sent.length], r.take(), "call " + call);
        }
    }

    @Test
    void wrapsPastTheIntRange() {
        Rotating r = new Rotating();
        r.messages = r.rotation(DirectUseMessages.copies("RotatingDirectUse", "orders", PlainOrder.class));
        r.next = Integer.MAX_VALUE;
        assertSame(r.messages[r.mask], r.take());
        assertSame(r.messages[0], r.take());
    }

    @Test
    void refusesACountThatIsNotAPowerOfTwo() {
        IllegalStateException e = assertThrows(IllegalStateException.class, () -> new Rotating().rotation(new String[3]));
        assertEquals("a rotation needs a power-of-two number of messages, not 3", e.getMessage());
    }

    @Test
    void aOneContenderSetUpTakesTheDataSetsMessagesIntoTheRotation() {
        Rotating r = new Rotating();
        r.messages = r.rotationOfCopies("RotatingDirectUse", "rotating", "rotating", "orders", PlainOrder.class);
        PlainOrder[] sent = DirectUseMessages.copies("RotatingDirectUse", "orders", PlainOrder.class);
        assertEquals(sent.length - 1, r.mask);
        for (int i = 0; i < sent.length; i++) {
            assertEquals(OrderFields.toOrder(sent[i]), OrderFields.toOrder(r.take()), "message " + i);
        }
    }

    @Test
    void aOneContenderSetUpMapsTheMessagesWithTheBenchmarksOwnMapping() {
        Rotating r = new Rotating();
        Function<Order, PlainOrder> copy = OrderFields.into(PlainOrder.class);
        r.messages = r.rotationOfMapped("RotatingDirectUse", "rotating", "rotating", "order", copy, PlainOrder[]::new);
        PlainOrder[] sent = DirectUseMessages.copies("RotatingDirectUse", "order", PlainOrder.class);
        assertEquals(sent.length - 1, r.mask);
        assertEquals(OrderFields.toOrder(sent[0]), OrderFields.toOrder(r.take()));
    }

    @Test
    void aOneContenderSetUpRefusesAnotherContenderBeforeTakingAnyMessage() {
        Rotating r = new Rotating();
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> r.rotationOfCopies("RotatingDirectUse", "other", "rotating", "nosuchset", PlainOrder.class));
        assertEquals("RotatingDirectUse measures rotating, not 'other'", e.getMessage());
        e = assertThrows(IllegalArgumentException.class, () -> r.rotationOfMapped("RotatingDirectUse", "other", "rotating",
                "nosuchset", OrderFields.into(PlainOrder.class), PlainOrder[]::new));
        assertEquals("RotatingDirectUse measures rotating, not 'other'", e.getMessage());
        assertEquals(0, r.mask);
    }

    @Test
    void aOneContenderSetUpRefusesADataSetItDoesNotMeasure() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> new Rotating().rotationOfCopies("RotatingDirectUse", "rotating", "rotating", "mediacontent", PlainOrder.class));
        assertEquals("RotatingDirectUse measures the data sets [order, orders], not 'mediacontent'", e.getMessage());
    }

    @Test
    void theReusedInstanceStartsAsACopyOfTheLastMessage() {
        PlainOrder[] sent = DirectUseMessages.copies("RotatingDirectUse", "orders", PlainOrder.class);
        PlainOrder reuse = DirectUseRotation.copyOfLast(sent);
        assertNotSame(sent[sent.length - 1], reuse);
        Order last = OrderFields.toOrder(sent[sent.length - 1]);
        assertEquals(last, OrderFields.toOrder(reuse));
    }
}
