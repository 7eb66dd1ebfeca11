package io.wirebench.wire.delta;

import static io.wirebench.wire.TestBytes.bytes;
import static io.wirebench.wire.TestBytes.concat;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.wirebench.wire.Malformed;
import io.wirebench.wire.MalformedWireException;
import io.wirebench.wire.WireLimits;
import io.wirebench.wire.bytes.BytesIn;
import io.wirebench.wire.bytes.HeapBuffer;
import java.io.ByteArrayOutputStream;
import org.junit.jupiter.api.Test;

/**
 * The delta wire's answers to the fuzzer's findings (issue 22): each input here once ended in an
 * exception the README does not document, moved the cursor to the wrong place, or left state
 * behind after a refusal.
 */
class DeltaHostileInputTest {
    @Test
    void aNegativeFieldNumberIsMalformedAndChangesNothing() {
        DeltaWireTest.Link link = new DeltaWireTest.Link(4);
        Quote q = DeltaWireTest.quote("N", 1);
        link.receive(link.send(q));
        // handle 0, sequence 1, field number -1 (af 80 00, the stop-bit form of -1), +1, the check 0xAF: a correct CRC
        Malformed.assertMalformed(() -> link.receive(bytes("b0 08 80 01 af 80 00 01 a4 af")), "field -1 changed, but the object has 12 fields");
        Quote v1 = DeltaWireTest.plusVolume(q, 1);
        assertEquals(v1, link.receive(link.send(v1)), "the refused update took no sequence number and changed no field");
    }

    @Test
    void aMessageWhoseCheckFailsIsPassedOverWhole() {
        DeltaWireTest.Link link = new DeltaWireTest.Link(4);
        Quote q = DeltaWireTest.quote("K", 2);
        link.receive(link.send(q));
        Quote v1 = DeltaWireTest.plusVolume(q, 3);
        byte[] update = link.send(v1);
        byte[] flipped = update.clone();
        flipped[3] ^= 0x01; // the sequence number: only the check tells
        // The corrupt copy, then the same update intact, in one buffer: the reader must pass over the first whole.
        byte[] pair = concat(flipped, update);
        link.in.ensureCapacity(pair.length);
        System.arraycopy(pair, 0, link.in.array(), 0, pair.length);
        link.bytesIn.reset(0, pair.length);
        Malformed.assertMalformed(() -> link.reader.read(null), "check is");
        assertEquals(flipped.length, link.bytesIn.position(), "after a failed check the cursor is past the message");
        assertEquals(v1, link.reader.read(null), "the next message reads as if the corrupt one had not come");
        assertEquals(pair.length, link.bytesIn.position());
    }

    @Test
    void theLengthOfTheNextMessageIsPeekedWithoutReadingIt() {
        DeltaWireTest.Link link = new DeltaWireTest.Link(4);
        byte[] snapshot = link.send(DeltaWireTest.quote("P", 1));
        BytesIn in = new BytesIn(HeapBuffer.wrap(concat(snapshot, new byte[] {0})));
        DeltaWireIn<Quote> reader = new DeltaWireIn<>(in, Quote.MARSHALLER, 4);
        assertEquals(snapshot.length, reader.peekMessageLength());
        assertEquals(0, in.position());
        BytesIn negative = new BytesIn(HeapBuffer.wrap(bytes("b1 ff ff ff ff 00")));
        assertThrows(MalformedWireException.class, () -> new DeltaWireIn<>(negative, Quote.MARSHALLER, 4).peekMessageLength());
        BytesIn notAMessage = new BytesIn(HeapBuffer.wrap(bytes("b2 00")));
        assertThrows(MalformedWireException.class, () -> new DeltaWireIn<>(notAMessage, Quote.MARSHALLER, 4).peekMessageLength());
    }

    @Test
    void aDumpRefusesNegativeLengthsAsMalformed() {
        for (String hex : new String[] {"b1 c0 ff ff ff", "b1 ff ff ff ff 00"}) {
            Malformed.assertMalformed(() -> DeltaDump.dump(bytes(hex)), hex, "negative length");
        }
    }

    @Test
    void theDumpsBudgetHoldsForTheWholeStreamAndEndsWithACutLine() {
        DeltaWireTest.Link link = new DeltaWireTest.Link(64);
        ByteArrayOutputStream stream = new ByteArrayOutputStream();
        for (int i = 0; i < 40; i++) {
            stream.writeBytes(link.send(DeltaWireTest.quote("S" + i, i))); // 40 snapshots, each about 300 characters of YAML
        }
        byte[] all = stream.toByteArray();
        int whole = DeltaDump.dump(all).length();
        assertTrue(whole > 8_000, whole + " characters unbudgeted");
        int budget = 1_000;
        String cut = DeltaDump.dump(all, WireLimits.builder().maxDumpLength(budget).build());
        String[] lines = cut.split("\n");
        String last = lines[lines.length - 1];
        assertTrue(last.matches("# cut: the dump reached its budget of 1000 characters \\(WireLimits.maxDumpLength\\) at the message at offset \\d+ "
                + "\\(the stream ends at " + all.length + "\\)"), last);
        assertEquals(1, cut.split("# cut:", -1).length - 1, "one cut line, the stream's own");
        // One message's rendering may overrun what was left: at most one snapshot (about 300 characters) and the cut line.
        assertTrue(cut.length() <= budget + 400 + last.length(), cut.length() + " characters");
        int offset = Integer.parseInt(last.replaceAll(".* at offset (\\d+) .*", "$1"));
        assertTrue(offset > 0 && offset < all.length, "the cut names where in the stream it stopped: " + offset);
    }

    @Test
    void aRefusedWriteLeavesTheOutputAndTheWritersStateAsTheyWere() {
        DeltaWireTest.Link link = new DeltaWireTest.Link(4);
        Quote q = DeltaWireTest.quote("W", 1);
        link.receive(link.send(q));
        Quote bad = q.copy();
        bad.note = "\uD800"; // UTF-8 has no form for a lone surrogate
        link.bytesOut.reset();
        assertThrows(IllegalArgumentException.class, () -> link.writer.write(bad));
        assertEquals(0, link.bytesOut.position(), "a refused update takes back what it wrote");
        Quote v1 = DeltaWireTest.plusVolume(q, 7);
        assertEquals(v1, link.receive(link.send(v1)), "the next update follows the last one sent, not the refused one");

        Quote newKey = DeltaWireTest.quote("X", 9);
        newKey.note = "\uDC00";
        int keys = link.writer.keys();
        link.bytesOut.reset();
        assertThrows(IllegalArgumentException.class, () -> link.writer.write(newKey));
        assertEquals(0, link.bytesOut.position());
        assertEquals(keys, link.writer.keys(), "a refused first message binds no key");
        newKey.note = "fine";
        assertEquals(newKey, link.receive(link.send(newKey)));
    }

    @Test
    void aWriterThatRefusedGivesTheSameBytesAsOneThatNeverSawTheValue() {
        DeltaWireTest.Link refusing = new DeltaWireTest.Link(2);
        DeltaWireTest.Link plain = new DeltaWireTest.Link(2);
        Quote a = DeltaWireTest.quote("A", 1);
        Quote b = DeltaWireTest.quote("B", 2);
        Quote c = DeltaWireTest.quote("C", 3);
        for (DeltaWireTest.Link l : new DeltaWireTest.Link[] {refusing, plain}) {
            l.send(a);
            l.send(b);
        }
        Quote badC = c.copy();
        badC.note = "\uD801";
        refusing.bytesOut.reset();
        assertThrows(IllegalArgumentException.class, () -> refusing.writer.write(badC)); // would evict A if it were kept
        Quote a1 = DeltaWireTest.plusVolume(a, 1);
        assertArrayEquals(plain.send(a1), refusing.send(a1), "A was not evicted by the refused C");
        assertArrayEquals(plain.send(c), refusing.send(c));
    }
}
