package io.wirebench.core;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.wirebench.core.model.order.Order;
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
    void theReusedInstanceStartsAsACopyOfTheLastMessage() {
        PlainOrder[] sent = DirectUseMessages.copies("RotatingDirectUse", "orders", PlainOrder.class);
        PlainOrder reuse = DirectUseRotation.copyOfLast(sent);
        assertNotSame(sent[sent.length - 1], reuse);
        Order last = OrderFields.toOrder(sent[sent.length - 1]);
        assertEquals(last, OrderFields.toOrder(reuse));
    }
}
