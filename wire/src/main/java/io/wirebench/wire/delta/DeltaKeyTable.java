package io.wirebench.wire.delta;

import java.util.Arrays;

/**
 * The keys a {@link DeltaWireOut} holds, each bound to a handle with what was last sent under it:
 * at most {@code capacity} keys, found through a hash table chained through their states, and
 * kept in a list in order of use, so that a new key beyond the capacity takes over the handle of
 * the key used least recently.
 *
 * <p>Made by hand rather than from {@code HashMap} and {@code LinkedHashMap}: a lookup compares the
 * object's identifying fields where they stand ({@link DeltaKey}) and allocates nothing, and a
 * state outlives its key, because a handle's sequence number must keep counting across the keys
 * it is bound to (see {@link DeltaWireOut}).
 *
 * <p>Handles are made in order from 0 and never reach {@code capacity}; {@link #reset()} frees
 * them all and binds them again in the same order. Single-threaded.
 *
 * @param <T> the objects written
 */
final class DeltaKeyTable<T> {

    /** One handle: the key bound to it (none while it is free) and the writer's state for it. */
    static final class KeyState {
        final int handle;
        /** What {@link DeltaKey#keep} returned, null while the handle is free. */
        Object key;
        int hash;
        KeyState nextInBucket;
        KeyState older;
        KeyState newer;
        /** The sequence number of the last message sent under the handle, -1 before the first. */
        long sequence = -1;
        /** The values last sent. */
        Frame frame = new Frame();
        /** The next message goes in full: a new key, an eviction, or a reader's request. */
        boolean full = true;

        KeyState(int handle) {
            this.handle = handle;
        }
    }

    private final DeltaKey<? super T> keyOf;
    private final int capacity;
    /** Every handle made so far, bound to a key or not; the first {@code handles} are in use. */
    private KeyState[] byHandle = new KeyState[16];
    private int handles;
    /** The keys held, by hash: each slot the first of a chain through {@link KeyState#nextInBucket}. */
    private KeyState[] buckets = new KeyState[16];
    /** The keys held in order of use: {@code eldest} the least recent, {@code newest} the most. */
    private KeyState eldest;
    private KeyState newest;
    private int keys;

    /** The caller checks {@code capacity} (at least 1), to name its own argument in the error. */
    DeltaKeyTable(DeltaKey<? super T> keyOf, int capacity) {
        this.keyOf = keyOf;
        this.capacity = capacity;
    }

    /** Keys held now: never more than the capacity. */
    int keys() {
        return keys;
    }

    /** The state of {@code value}'s key, hashed to {@code hash}; null if the key is not held. */
    KeyState find(T value, int hash) {
        KeyState s = buckets[bucket(hash)];
        while (s != null && (s.hash != hash || !keyOf.matches(value, s.key))) {
            s = s.nextInBucket;
        }
        return s;
    }

    /** The state bound to {@code handle}, or null if the handle is not in use. */
    KeyState inUse(int handle) {
        return handle >= 0 && handle < handles ? byHandle[handle] : null;
    }

    /** The handle {@link #bind} will give the next new key. */
    int nextHandle() {
        KeyState next = nextBinding();
        return next != null ? next.handle : handles;
    }

    /** The sequence number the next new key's first message takes: its handle's, counted on. */
    long nextSequence() {
        KeyState next = nextBinding();
        return next != null ? next.sequence + 1 : 0;
    }

    /** The state {@link #bind} will take for a new key, or null when it will make a new one (handle {@link #handles}, sequence 0). */
    private KeyState nextBinding() {
        if (handles < capacity) {
            return handles < byHandle.length ? byHandle[handles] : null;
        }
        return eldest;
    }

    /**
     * Binds a key not held ({@code key} from {@link DeltaKey#keep}) to a handle: a fresh one while
     * there is room, else the least recently used key's, which is forgotten. The state returned
     * is the most recently used and marked {@link KeyState#full}; its sequence number is kept.
     */
    KeyState bind(Object key, int hash) {
        KeyState s;
        if (handles < capacity) {
            if (handles == byHandle.length) {
                byHandle = Arrays.copyOf(byHandle, (int) Math.min((long) handles * 2, capacity));
            }
            s = byHandle[handles] != null ? byHandle[handles] : new KeyState(handles);
            byHandle[handles++] = s;
            if (keys >= buckets.length - (buckets.length >>> 2) && buckets.length < capacity) {
                rehash(buckets.length * 2); // at most the power of two at or above the capacity: 2 slots per key at worst
            }
        } else {
            s = eldest;
            unlink(s);
            unchain(s);
            keys--;
        }
        s.key = key;
        s.hash = hash;
        s.full = true;
        int b = bucket(hash);
        s.nextInBucket = buckets[b];
        buckets[b] = s;
        link(s);
        keys++;
        return s;
    }

    /** Makes {@code s}, a state in use, the most recently used. */
    void touch(KeyState s) {
        if (s != newest) {
            unlink(s);
            link(s);
        }
    }

    /** Forgets every key; the handles stay, with their sequence numbers, and are bound again from 0. */
    void reset() {
        for (int i = 0; i < handles; i++) {
            KeyState s = byHandle[i];
            s.key = null;
            s.nextInBucket = s.older = s.newer = null;
            s.full = true;
        }
        Arrays.fill(buckets, null);
        eldest = newest = null;
        keys = 0;
        handles = 0;
    }

    /** {@link #reset()}, and every handle's sequence number starts again. */
    void restart() {
        reset();
        for (KeyState s : byHandle) {
            if (s != null) {
                s.sequence = -1;
            }
        }
    }

    /** Spreads the high bits down, so that hashes differing only there do not share a chain. */
    private int bucket(int hash) {
        return (hash ^ (hash >>> 16)) & (buckets.length - 1);
    }

    private void rehash(int length) {
        KeyState[] old = buckets;
        buckets = new KeyState[length];
        for (KeyState head : old) {
            for (KeyState s = head; s != null; ) {
                KeyState next = s.nextInBucket;
                int b = bucket(s.hash);
                s.nextInBucket = buckets[b];
                buckets[b] = s;
                s = next;
            }
        }
    }

    /** Takes {@code s} out of its hash chain. */
    private void unchain(KeyState s) {
        int b = bucket(s.hash);
        if (buckets[b] == s) {
            buckets[b] = s.nextInBucket;
        } else {
            KeyState p = buckets[b];
            while (p.nextInBucket != s) {
                p = p.nextInBucket;
            }
            p.nextInBucket = s.nextInBucket;
        }
        s.nextInBucket = null;
    }

    /** Makes {@code s}, in no list, the most recently used. */
    private void link(KeyState s) {
        s.older = newest;
        s.newer = null;
        if (newest != null) {
            newest.newer = s;
        } else {
            eldest = s;
        }
        newest = s;
    }

    private void unlink(KeyState s) {
        if (s.older != null) {
            s.older.newer = s.newer;
        } else {
            eldest = s.newer;
        }
        if (s.newer != null) {
            s.newer.older = s.older;
        } else {
            newest = s.older;
        }
        s.older = s.newer = null;
    }
}
