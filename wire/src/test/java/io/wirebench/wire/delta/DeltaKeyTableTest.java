package io.wirebench.wire.delta;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

class DeltaKeyTableTest {

    /** Strings as keys, hashed by a function the test picks, so that chains can be forced. */
    private static final class StringKey implements DeltaKey<String> {
        private final boolean collide;

        StringKey(boolean collide) {
            this.collide = collide;
        }

        @Override
        public int hash(String value) {
            return collide ? 7 : value.hashCode();
        }

        @Override
        public Object keep(String value) {
            return value;
        }

        @Override
        public boolean matches(String value, Object kept) {
            return value.equals(kept);
        }
    }

    private static DeltaKeyTable.KeyState bind(DeltaKeyTable<String> table, DeltaKey<String> keyOf, String key) {
        assertNull(table.find(key, keyOf.hash(key)), key + " is not held before it is bound");
        return table.bind(keyOf.keep(key), keyOf.hash(key));
    }

    private static DeltaKeyTable.KeyState find(DeltaKeyTable<String> table, DeltaKey<String> keyOf, String key) {
        return table.find(key, keyOf.hash(key));
    }

    @Test
    void newKeysTakeHandlesInOrderAndAreFoundAgain() {
        StringKey keyOf = new StringKey(false);
        DeltaKeyTable<String> table = new DeltaKeyTable<>(keyOf, 4);
        assertEquals(0, table.nextHandle());
        assertEquals(0, table.nextSequence());
        DeltaKeyTable.KeyState a = bind(table, keyOf, "a");
        DeltaKeyTable.KeyState b = bind(table, keyOf, "b");
        assertEquals(0, a.handle);
        assertEquals(1, b.handle);
        assertTrue(a.full, "a new key's first message goes in full");
        assertEquals(2, table.keys());
        assertSame(a, find(table, keyOf, "a"));
        assertSame(b, find(table, keyOf, "b"));
        assertNull(find(table, keyOf, "c"));
        assertSame(b, table.inUse(1));
        assertNull(table.inUse(2), "a handle not made yet is not in use");
        assertNull(table.inUse(-1));
    }

    @Test
    void aNewKeyBeyondTheCapacityTakesTheLeastRecentlyUsedKeysHandle() {
        StringKey keyOf = new StringKey(false);
        DeltaKeyTable<String> table = new DeltaKeyTable<>(keyOf, 3);
        DeltaKeyTable.KeyState a = bind(table, keyOf, "a");
        DeltaKeyTable.KeyState b = bind(table, keyOf, "b");
        bind(table, keyOf, "c");
        table.touch(a); // now b is the least recently used
        a.sequence = 4;
        b.sequence = 9;
        b.full = false;
        assertEquals(b.handle, table.nextHandle(), "the handle a new key will take is b's");
        assertEquals(10, table.nextSequence(), "and its sequence number counts on from b's");

        DeltaKeyTable.KeyState d = bind(table, keyOf, "d");
        assertSame(b, d, "d took over b's state");
        assertEquals(1, d.handle);
        assertEquals(9, d.sequence, "the handle's sequence number is kept across keys");
        assertTrue(d.full, "the new key's first message goes in full");
        assertNull(find(table, keyOf, "b"), "b is forgotten");
        assertSame(d, find(table, keyOf, "d"));
        assertSame(a, find(table, keyOf, "a"));
        assertEquals(3, table.keys());

        // c is now the least recently used, then a, then d.
        assertEquals(2, bind(table, keyOf, "e").handle);
        assertEquals(0, bind(table, keyOf, "f").handle);
        assertEquals(1, bind(table, keyOf, "g").handle);
        assertEquals(3, table.keys(), "never more keys than the capacity");
    }

    @Test
    void keysThatShareAHashAreToldApartAndEvictedFromTheMiddleOfTheirChain() {
        StringKey keyOf = new StringKey(true);
        DeltaKeyTable<String> table = new DeltaKeyTable<>(keyOf, 3);
        bind(table, keyOf, "x");
        bind(table, keyOf, "y");
        bind(table, keyOf, "z");
        table.touch(find(table, keyOf, "x")); // y, second in its chain, is now the eldest
        DeltaKeyTable.KeyState w = bind(table, keyOf, "w");
        assertEquals(1, w.handle, "w took y's handle");
        assertNull(find(table, keyOf, "y"));
        for (String key : List.of("x", "z", "w")) {
            assertNotNull(find(table, keyOf, key), key + " is still found in the shared chain");
        }
    }

    @Test
    void thousandsOfKeysStayFoundAsTheTableGrows() {
        StringKey keyOf = new StringKey(false);
        int capacity = 5_000;
        DeltaKeyTable<String> table = new DeltaKeyTable<>(keyOf, capacity);
        List<DeltaKeyTable.KeyState> states = new ArrayList<>();
        for (int i = 0; i < capacity; i++) {
            states.add(bind(table, keyOf, "key" + i));
        }
        assertEquals(capacity, table.keys());
        Set<Integer> handles = new HashSet<>();
        for (int i = 0; i < capacity; i++) {
            DeltaKeyTable.KeyState s = find(table, keyOf, "key" + i);
            assertSame(states.get(i), s, "key" + i + " after growth");
            assertEquals(i, s.handle);
            handles.add(s.handle);
        }
        assertEquals(capacity, handles.size(), "every key has its own handle");
        assertEquals(0, bind(table, keyOf, "one more").handle, "the first key, never used since, is evicted");
        assertNull(find(table, keyOf, "key0"));
    }

    @Test
    void resetForgetsTheKeysButKeepsTheSequenceNumbersAndRestartForgetsThemToo() {
        StringKey keyOf = new StringKey(false);
        DeltaKeyTable<String> table = new DeltaKeyTable<>(keyOf, 2);
        DeltaKeyTable.KeyState a = bind(table, keyOf, "a");
        a.sequence = 41;
        a.full = false;
        table.reset();
        assertEquals(0, table.keys());
        assertNull(find(table, keyOf, "a"));
        assertNull(table.inUse(0), "no handle is in use after a reset");
        assertEquals(0, table.nextHandle());
        assertEquals(42, table.nextSequence(), "handle 0 counts on after a reset");

        DeltaKeyTable.KeyState b = bind(table, keyOf, "b");
        assertSame(a, b, "handle 0's state is bound again");
        assertTrue(b.full);
        assertEquals(41, b.sequence);

        table.restart();
        assertEquals(-1, b.sequence, "a restart starts the sequence numbers again");
        assertEquals(0, table.nextSequence());
        assertEquals(0, table.keys());
    }
}
