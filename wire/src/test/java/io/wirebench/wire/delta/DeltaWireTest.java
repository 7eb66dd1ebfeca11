package io.wirebench.wire.delta;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import io.wirebench.wire.MalformedWireException;
import io.wirebench.wire.bytes.BytesIn;
import io.wirebench.wire.bytes.BytesOut;
import io.wirebench.wire.bytes.HeapBuffer;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.function.Consumer;
import org.junit.jupiter.api.Test;

class DeltaWireTest {

    /** A writer and a reader, with each message handed over as a copy of its bytes, so tests can lose, repeat, reorder and corrupt them. */
    static final class Link {
        final HeapBuffer out = HeapBuffer.expandable(256);
        final BytesOut bytesOut = new BytesOut(out);
        final HeapBuffer in = HeapBuffer.expandable(256);
        final BytesIn bytesIn = new BytesIn(in);
        final DeltaWireOut<Quote> writer;
        final DeltaWireIn<Quote> reader;

        Link(int capacity) {
            this(capacity, DeltaKey.of(Quote::key));
        }

        Link(int capacity, DeltaKey<Quote> key) {
            writer = new DeltaWireOut<>(bytesOut, Quote.MARSHALLER, key, capacity);
            reader = new DeltaWireIn<>(bytesIn, Quote.MARSHALLER, capacity);
        }

        /** A link of {@code capacity} whose reader already holds {@code first}: its snapshot sent and received. */
        static Link holding(int capacity, Quote first) {
            Link link = new Link(capacity);
            link.roundTrip(first);
            return link;
        }

        byte[] send(Quote q) {
            bytesOut.reset();
            int n = writer.write(q);
            assertEquals(bytesOut.position(), n);
            return Arrays.copyOf(out.array(), n);
        }

        /** Receiving {@code message} is refused as a stream error (a gap, a stale message), which is returned. */
        DeltaStreamException refused(byte[] message) {
            return assertThrows(DeltaStreamException.class, () -> receive(message));
        }

        /** Receiving {@code message} is refused as malformed input; the reason given is returned. */
        String malformed(byte[] message) {
            return assertThrows(MalformedWireException.class, () -> receive(message)).getMessage();
        }

        /** {@code q} sent and received at once, as the reader rebuilt it. */
        Quote roundTrip(Quote q) {
            return receive(send(q));
        }

        Quote receive(byte[] message) {
            in.ensureCapacity(message.length);
            System.arraycopy(message, 0, in.array(), 0, message.length);
            bytesIn.reset(0, message.length);
            Quote q = reader.read(null);
            assertEquals(message.length, bytesIn.position(), "the reader moves past the whole message");
            return q;
        }
    }

    static Quote quote(String symbol, int venue) {
        Quote q = new Quote();
        q.symbol = symbol;
        q.venue = venue;
        q.flags = 3;
        q.lot = 100;
        q.open = true;
        q.note = "opening";
        q.side = Quote.Side.BUY;
        q.tag = new byte[] {1, 2, 3};
        q.bid = new Quote.Level(101.25, 500, 0.5f);
        q.ask = new Quote.Level(101.5, 700, 0.25f);
        q.last = 101.375;
        q.volume = 1_000_000;
        return q;
    }

    /** A copy of {@code q} with {@code change} made to it: the next value of its key, {@code q} left as it was sent. */
    static Quote changed(Quote q, Consumer<Quote> change) {
        Quote next = q.copy();
        change.accept(next);
        return next;
    }

    /** A copy of {@code q} with its volume {@code more} higher: the smallest change, one field, that every stream test sends. */
    static Quote plusVolume(Quote q, long more) {
        return changed(q, v -> v.volume += more);
    }

    private static final double[] SPECIAL = {Double.NaN, -0.0, 0.0, Double.POSITIVE_INFINITY, Double.NEGATIVE_INFINITY,
            Double.MIN_VALUE, Double.MAX_VALUE, 1e-300, -1234.5678, 0.1, Double.longBitsToDouble(0x7FF0_0000_0000_0001L)};

    /** Changes a few random fields of {@code q} by random amounts, nested ones included. */
    static void mutate(Quote q, SplittableRandom r) {
        int changes = 1 + r.nextInt(3);
        for (int c = 0; c < changes; c++) {
            switch (r.nextInt(14)) {
                case 0 -> q.flags = (byte) r.nextInt();
                case 1 -> q.lot = (short) (q.lot + r.nextInt(-5, 6));
                case 2 -> q.open = !q.open;
                case 3 -> q.note = r.nextBoolean() ? null : "note " + r.nextInt(1000) + (r.nextBoolean() ? " \u00e9t\u00e9" : "");
                case 4 -> q.side = r.nextBoolean() ? null : Quote.Side.values()[r.nextInt(3)];
                case 5 -> q.tag = r.nextInt(4) == 0 ? null : new byte[] {(byte) r.nextInt(), (byte) r.nextInt()};
                case 6 -> q.bid = q.bid == null ? new Quote.Level(r.nextDouble(), r.nextLong(), (float) r.nextDouble())
                        : r.nextInt(5) == 0 ? null : q.bid;
                case 7 -> {
                    if (q.bid != null) {
                        q.bid.price += r.nextInt(-3, 4) * 0.25;
                    }
                }
                case 8 -> {
                    if (q.ask != null) {
                        q.ask.quantity += r.nextLong(-1_000_000_000_000L, 1_000_000_000_000L);
                        q.ask.weight = r.nextBoolean() ? q.ask.weight + 1 : (float) r.nextDouble();
                    }
                }
                case 9 -> q.last = r.nextInt(3) == 0 ? SPECIAL[r.nextInt(SPECIAL.length)] : q.last + r.nextInt(-100, 100) / 8.0;
                case 10 -> q.volume += r.nextInt(0, 1000);
                case 11 -> q.volume = r.nextBoolean() ? Long.MIN_VALUE : Long.MAX_VALUE;
                case 12 -> q.last = r.nextDouble() * 1e6;
                default -> q.ask = q.ask == null ? new Quote.Level(1, 1, 1) : q.ask;
            }
        }
    }

    /**
     * The next message of a random stream: one time in {@code freshOneIn} (and first) a new key of {@code symbols} x
     * {@code venues}, or an old one starting over, else a random change to the latest value of a key in {@code current},
     * where the message is then recorded as its key's latest.
     */
    static Quote nextRandom(Map<Quote.Key, Quote> current, SplittableRandom r, int freshOneIn, int symbols, int venues) {
        Quote q;
        if (current.isEmpty() || r.nextInt(freshOneIn) == 0) {
            q = quote("S" + r.nextInt(symbols), r.nextInt(venues));
        } else {
            List<Quote> all = new ArrayList<>(current.values());
            q = all.get(r.nextInt(all.size())).copy();
            mutate(q, r);
        }
        current.put(q.key(), q);
        return q;
    }

    @Test
    void randomUpdateSequencesRebuildExactly() {
        for (long seed = 1; seed <= 20; seed++) {
            SplittableRandom r = new SplittableRandom(seed);
            int capacity = 1 + r.nextInt(12);
            Link link = new Link(capacity);
            Map<Quote.Key, Quote> current = new HashMap<>();
            int bytes = 0;
            for (int i = 0; i < 5_000; i++) {
                Quote q = nextRandom(current, r, 10, 30, 3);
                byte[] message = link.send(q);
                bytes += message.length;
                Quote back = link.receive(message);
                assertEquals(q, back, "seed " + seed + " message " + i);
                assertTrue(link.writer.keys() <= capacity);
                assertTrue(link.reader.handles() <= capacity);
            }
            assertTrue(bytes > 0);
        }
    }

    /** Quote's key compared where it stands, with a hash that only has {@code spread} values, so that keys share chains. */
    static DeltaKey<Quote> collidingKey(int spread) {
        return new DeltaKey<>() {
            @Override
            public int hash(Quote q) {
                return Math.floorMod(q.venue, spread) << 20; // high bits only: the table must spread them down
            }

            @Override
            public Object keep(Quote q) {
                return q.key();
            }

            @Override
            public boolean matches(Quote q, Object kept) {
                Quote.Key k = (Quote.Key) kept;
                return k.venue() == q.venue && k.symbol().equals(q.symbol);
            }
        };
    }

    @Test
    void keysSharingAHashAreToldApartAndEvictedLeastRecentlyUsedFirst() {
        Link link = new Link(3, collidingKey(1));
        Quote a = quote("A", 1), b = quote("B", 1), c = quote("C", 1), d = quote("D", 1);
        for (Quote q : List.of(a, b, c)) {
            assertEquals(q, link.roundTrip(q));
        }
        assertEquals(3, link.writer.snapshots());
        a.volume++;
        assertEquals(a, link.roundTrip(a)); // an update: A is now the most recently used
        assertEquals(3, link.writer.snapshots());
        assertEquals(d, link.roundTrip(d)); // evicts B, the least recently used
        assertEquals(4, link.writer.snapshots());
        a.volume++;
        c.volume++;
        assertEquals(a, link.roundTrip(a));
        assertEquals(c, link.roundTrip(c));
        assertEquals(4, link.writer.snapshots(), "A and C were held");
        assertEquals(b, link.roundTrip(b)); // B again, in full; evicts D
        assertEquals(5, link.writer.snapshots());
        assertEquals(3, link.writer.keys());
    }

    @Test
    void randomKeysWithCollidingHashesRebuildExactly() {
        for (long seed = 1; seed <= 10; seed++) {
            SplittableRandom r = new SplittableRandom(seed);
            int capacity = 1 + r.nextInt(40);
            Link link = new Link(capacity, collidingKey(1 + r.nextInt(4)));
            Map<Quote.Key, Quote> current = new HashMap<>();
            for (int i = 0; i < 3_000; i++) {
                Quote q = nextRandom(current, r, 4, 20, 6);
                assertEquals(q, link.roundTrip(q), "seed " + seed + " message " + i);
                assertTrue(link.writer.keys() <= capacity);
            }
            assertEquals(Math.min(capacity, current.size()), link.writer.keys(), "seed " + seed);
        }
    }

    @Test
    void aResetReaderTakesOnlySnapshotsAndARestartedStreamCountsFromZero() {
        Quote q = quote("R", 1);
        Link link = Link.holding(4, q);
        q.volume++;
        link.roundTrip(q);
        link.reader.reset();
        assertEquals(0, link.reader.handles());
        q.volume++;
        DeltaStreamException e = link.refused(link.send(q));
        assertEquals(DeltaStreamException.Kind.UNKNOWN_HANDLE, e.kind());
        link.writer.requestSnapshot(e.handle());
        assertEquals(q, link.roundTrip(q));
        assertEquals(1, link.reader.handles());
        // A new stream at both ends: the first message is a snapshot at sequence 0, as from a new writer.
        link.writer.restart();
        link.reader.reset();
        assertEquals(0, link.writer.keys());
        byte[] first = link.send(q);
        assertTrue(DeltaDump.dump(first).contains("seq: 0"), DeltaDump.dump(first));
        assertEquals(q, link.receive(first));
        q.last = 7.5;
        assertEquals(q, link.roundTrip(q));
    }

    @Test
    void unchangedNestedObjectsCostNothingAndChangedOnesOnlyTheirFields() {
        Link link = new Link(4);
        Quote q = quote("ABC", 1);
        byte[] full = link.send(q);
        Quote next = changed(q, v -> v.bid.price += 0.25);
        byte[] update = link.send(next);
        // object, length, handle 0, sequence 1, field 8 (bid): { field 0 (price): 0.25 as float32 }, check
        assertEquals("B0 0C 80 01 88 B0 06 80 A7 00 00 80 3E", hex(update).substring(0, 38));
        assertTrue(update.length < full.length / 5, full.length + " then " + update.length);
        link.receive(full);
        assertEquals(next, link.receive(update));
    }

    @Test
    void exactBitsSurviveNaNAndNegativeZero() {
        Quote q = quote("X", 0);
        Link link = Link.holding(2, q);
        for (double v : SPECIAL) {
            q = q.copy();
            q.last = v;
            q.bid.price = -v;
            q.ask.weight = (float) v;
            Quote back = link.roundTrip(q);
            assertEquals(Double.doubleToRawLongBits(v), Double.doubleToRawLongBits(back.last));
            assertEquals(q, back);
        }
    }

    @Test
    void lostMessageIsAnErrorUntilASnapshotArrives() {
        Link link = new Link(4);
        Quote q = quote("L", 1);
        Quote other = quote("M", 2);
        link.roundTrip(q);
        link.roundTrip(other);
        Quote v1 = plusVolume(q, 1);
        link.send(v1); // lost
        Quote v2 = plusVolume(v1, 1);
        DeltaStreamException e = link.refused(link.send(v2));
        assertEquals(DeltaStreamException.Kind.GAP, e.kind());
        assertTrue(e.needsSnapshot());
        assertEquals("update 2 for handle 0 follows 0: 1 message(s) lost; request a snapshot", e.getMessage());
        // The key stays refused, whatever comes, until the writer is asked for a snapshot.
        Quote v3 = changed(v2, v -> v.last = 1);
        assertEquals(DeltaStreamException.Kind.GAP, link.refused(link.send(v3)).kind());
        // Other keys are not disturbed.
        Quote o1 = changed(other, v -> v.note = "still fine");
        assertEquals(o1, link.roundTrip(o1));
        link.writer.requestSnapshot(e.handle());
        Quote v4 = changed(v3, v -> v.volume = 7);
        byte[] snapshot = link.send(v4);
        assertTrue(DeltaDump.dump(snapshot).contains("full: 0"), DeltaDump.dump(snapshot));
        assertEquals(v4, link.receive(snapshot));
        Quote v5 = changed(v4, v -> v.volume = 8);
        assertEquals(v5, link.roundTrip(v5));
    }

    @Test
    void repeatedAndLateMessagesAreRefusedAndChangeNothing() {
        Link link = new Link(4);
        Quote q = quote("R", 1);
        byte[] snapshot = link.send(q);
        link.receive(snapshot);
        Quote v1 = plusVolume(q, 10);
        byte[] m1 = link.send(v1);
        assertEquals(v1, link.receive(m1));
        DeltaStreamException repeated = link.refused(m1);
        assertEquals(DeltaStreamException.Kind.STALE, repeated.kind());
        assertTrue(!repeated.needsSnapshot());
        assertEquals(DeltaStreamException.Kind.STALE, link.refused(snapshot).kind());
        Quote v2 = plusVolume(v1, 10);
        assertEquals(v2, link.roundTrip(v2), "applying the repeat twice would have added 20 twice");
    }

    @Test
    void reorderedMessagesNeverGiveAWrongObject() {
        Quote q = quote("O", 1);
        Link link = Link.holding(4, q);
        Quote v1 = plusVolume(q, 1);
        byte[] m1 = link.send(v1);
        Quote v2 = plusVolume(v1, 1);
        byte[] m2 = link.send(v2);
        assertEquals(DeltaStreamException.Kind.GAP, link.refused(m2).kind());
        assertEquals(v1, link.receive(m1), "the earlier message still applies in its place");
        assertEquals(v2, link.receive(m2), "and the later one after it");
    }

    @Test
    void aLateMessageForAHandlesPreviousKeyIsNotTakenForItsNewKey() {
        Link link = new Link(1);
        Quote a = quote("A", 1);
        link.roundTrip(a);
        Quote a1 = plusVolume(a, 1);
        byte[] lateForA = link.send(a1); // delayed in the network
        Quote b = quote("B", 1);
        byte[] snapshotB = link.send(b); // A evicted: B takes handle 0
        assertTrue(DeltaDump.dump(snapshotB).contains("full: 0"));
        assertEquals(b, link.receive(snapshotB));
        assertEquals(DeltaStreamException.Kind.STALE, link.refused(lateForA).kind());
        Quote b1 = changed(b, v -> v.last = 3);
        assertEquals(b1, link.roundTrip(b1));
    }

    @Test
    void truncatedMessagesFailClearlyAndChangeNothing() {
        Link link = new Link(4);
        Quote q = quote("T", 1);
        byte[] snapshot = link.send(q);
        for (int n = 0; n < snapshot.length; n++) {
            byte[] cut = Arrays.copyOf(snapshot, n);
            Link fresh = new Link(4);
            MalformedWireException e = assertThrows(MalformedWireException.class, () -> fresh.receive(cut), "cut at " + n);
            assertTrue(e.getMessage().startsWith("malformed input"), e.getMessage());
            assertEquals(0, fresh.reader.handles());
        }
        link.receive(snapshot);
        Quote v1 = changed(q, v -> {
            v.bid.quantity += 5;
            v.note = "changed";
        });
        byte[] update = link.send(v1);
        for (int n = 0; n < update.length; n++) {
            byte[] cut = Arrays.copyOf(update, n);
            assertThrows(MalformedWireException.class, () -> link.receive(cut), "cut at " + n);
        }
        assertEquals(v1, link.receive(update), "no cut left a trace");
    }

    @Test
    void corruptMessagesFailClearlyAndDoNotPoisonOtherKeys() {
        SplittableRandom r = new SplittableRandom(13);
        int refused = 0;
        for (int trial = 0; trial < 2_000; trial++) {
            Link link = new Link(4);
            Quote a = quote("A", 1);
            Quote b = quote("B", 2);
            link.roundTrip(a);
            link.roundTrip(b);
            Quote a1 = a.copy();
            mutate(a1, r);
            byte[] message = link.send(a1);
            byte[] corrupt = message.clone();
            corrupt[r.nextInt(corrupt.length)] = (byte) r.nextInt(256);
            try {
                link.receive(corrupt);
            } catch (MalformedWireException | DeltaStreamException e) {
                refused++;
                assertTrue(e.getMessage() != null && !e.getMessage().isBlank());
            }
            // Whatever became of the corrupt message, the other key goes on exactly.
            Quote b1 = b.copy();
            mutate(b1, r);
            assertEquals(b1, link.roundTrip(b1), "trial " + trial);
        }
        assertTrue(refused > 500, "most random corruptions are refused: " + refused);
    }

    @Test
    void structuralCorruptionIsRefusedWithItsReason() {
        Quote q = quote("C", 1);
        Link link = Link.holding(4, q);
        Quote v1 = plusVolume(q, 1);
        byte[] update = link.send(v1); // B0 05 80 01 8B 01, then the check
        assertEquals("B0 05 80 01 8B 01", hex(update).substring(0, 17));
        byte[] badField = update.clone();
        badField[4] = (byte) 0x9E; // field 30
        assertEquals("malformed input at offset 4: field 30 changed, but the object has 12 fields", link.malformed(reseal(badField)));
        byte[] textDiff = update.clone();
        textDiff[4] = (byte) 0x85; // field 5, the note
        assertTrue(link.malformed(reseal(textDiff)).contains("a difference for field 'note', a text, which changes only whole"));
        byte[] badHandle = update.clone();
        badHandle[2] = (byte) 0x9F; // handle 31
        assertTrue(link.malformed(reseal(badHandle)).contains("handle 31 is outside this reader's capacity of 4"));
        byte[] notAnObject = update.clone();
        notAnObject[0] = (byte) 0xB2;
        assertTrue(link.malformed(notAnObject).contains("expected a delta message (an object) but found 0xB2 (sequence)"));
        byte[] flipped = update.clone();
        flipped[5] ^= 0x02; // +3 instead of +1: only the check can tell
        assertTrue(link.malformed(flipped).contains("check is"));
        assertEquals(v1, link.receive(update));
    }

    @Test
    void aMillionDistinctKeysStayWithinTheBound() {
        int capacity = 1_024;
        Link link = new Link(capacity);
        Quote q = quote("K", 0);
        Runtime rt = Runtime.getRuntime();
        long heapAfterFirstRound = 0;
        for (int i = 0; i < 1_000_000; i++) {
            q.venue = i;
            q.volume = i;
            Quote back = link.roundTrip(q);
            if (back.venue != i || back.volume != i) {
                fail("key " + i + " came back as " + back);
            }
            if (i % 100_000 == 0) {
                assertTrue(link.writer.keys() <= capacity, "writer holds " + link.writer.keys());
                assertTrue(link.reader.handles() <= capacity, "reader holds " + link.reader.handles());
            }
            if (i == 10_000) {
                System.gc();
                heapAfterFirstRound = rt.totalMemory() - rt.freeMemory();
            }
        }
        assertEquals(capacity, link.writer.keys());
        assertEquals(capacity, link.reader.handles());
        assertEquals(1_000_000, link.writer.snapshots(), "every new key goes in full");
        System.gc();
        long heapNow = rt.totalMemory() - rt.freeMemory();
        // 1,000,000 keys' state would be hundreds of MB; the bound keeps it to what 1,024 keys need.
        assertTrue(heapNow - heapAfterFirstRound < 64L << 20, "heap grew by " + (heapNow - heapAfterFirstRound) + " bytes");
        // A key evicted long ago comes back in full, and exactly.
        q.venue = 5;
        q.last = -0.0;
        byte[] again = link.send(q);
        assertTrue(DeltaDump.dump(again).contains("full:"));
        assertEquals(q, link.receive(again));
    }

    @Test
    void aStreamDumpsToYamlWithoutTheSchema() {
        Link link = new Link(4);
        Quote q = quote("D", 7);
        q.tag = null;
        q.ask = null;
        byte[] snapshot = link.send(q);
        Quote v1 = plusVolume(q, 2);
        v1.bid.price -= 0.5;
        v1.note = null;
        byte[] update = link.send(v1);
        byte[] stream = new byte[snapshot.length + update.length];
        System.arraycopy(snapshot, 0, stream, 0, snapshot.length);
        System.arraycopy(update, 0, stream, snapshot.length, update.length);
        assertEquals("""
                --- #binary
                full: 0
                seq: 0
                value:
                  symbol: D
                  venue: 7
                  flags: 3
                  lot: 100
                  open: true
                  note: opening
                  side: BUY
                  tag: null
                  bid:
                    price: 101.25
                    quantity: 500
                    weight: 0.5
                  ask: null
                  last: 101.375
                  volume: 1000000
                --- #binary
                0: 1
                note: null
                8:
                  0: -0.5
                11: 2
                """, DeltaDump.dump(stream).replaceAll("# check 0x[0-9A-F]{2}\n", ""));
        // The dump is a stream of valid YAML documents, one mapping per message, read by a real parser.
        var documents = new java.util.ArrayList<Object>();
        new org.snakeyaml.engine.v2.api.Load(org.snakeyaml.engine.v2.api.LoadSettings.builder().build())
                .loadAllFromString(DeltaDump.dump(stream)).forEach(documents::add);
        assertEquals(2, documents.size());
        assertEquals(java.util.Map.of("symbol", "D"), java.util.Map.of("symbol", ((java.util.Map<?, ?>) ((java.util.Map<?, ?>) documents.get(0)).get("value")).get("symbol")));
        assertEquals(2, ((java.util.Map<?, ?>) documents.get(1)).get(11));
    }

    @Test
    void aChangedShapeGoesInFull() {
        Quote q = quote("S", 1);
        Link link = Link.holding(2, q);
        Quote v1 = changed(q, v -> v.bid = null); // a nested object becoming null is a whole value, not a new shape
        byte[] m = link.send(v1);
        assertTrue(m.length < 12, hex(m));
        assertEquals(v1, link.receive(m));
        Quote v2 = changed(v1, v -> v.bid = new Quote.Level(1, 2, 3));
        assertEquals(v2, link.roundTrip(v2));
        assertNotEquals(0, link.writer.snapshots());
    }

    /** {@code message} with its check recomputed: so that a test reaches the checks behind it. */
    static byte[] reseal(byte[] message) {
        int last = message[message.length - 1] & 0xFF;
        int fields = message.length - (last > 127 ? 2 : 1);
        int crc = Crc8.of(HeapBuffer.wrap(message), 2, fields);
        byte[] sealed = Arrays.copyOf(message, fields + (crc > 127 ? 2 : 1));
        if (crc > 127) {
            sealed[fields] = (byte) 0xA4;
        }
        sealed[sealed.length - 1] = (byte) crc;
        sealed[1] = (byte) (sealed.length - 2);
        return sealed;
    }

    static String hex(byte[] bytes) {
        StringBuilder sb = new StringBuilder();
        for (byte b : bytes) {
            sb.append(sb.isEmpty() ? "" : " ").append(String.format("%02X", b & 0xFF));
        }
        return sb.toString();
    }
}
