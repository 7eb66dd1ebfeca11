package io.wirebench.wire.bytes;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.wirebench.wire.Documents;
import io.wirebench.wire.Malformed;
import io.wirebench.wire.MalformedWireException;
import io.wirebench.wire.WireLimitException;
import io.wirebench.wire.WireLimits;
import java.util.Arrays;
import org.junit.jupiter.api.Test;

/** {@link BytesOut} and {@link BytesIn}: cursors, text, and the document frame. */
class BytesCursorTest {
    private final HeapBuffer buffer = HeapBuffer.expandable(8);
    private final BytesOut out = new BytesOut(buffer);
    private final BytesIn in = new BytesIn(buffer);

    private void readWhatWasWritten() {
        in.reset(0, out.position());
    }

    @Test
    void fixedWidthValuesRoundTripAndTheCursorsAdvance() {
        out.writeByte(-1).writeBoolean(true).writeShort(Short.MIN_VALUE).writeInt(Integer.MAX_VALUE)
                .writeLong(Long.MIN_VALUE).writeFloat(-0.0f).writeDouble(Double.NaN);
        assertEquals(1 + 1 + 2 + 4 + 8 + 4 + 8, out.position());
        readWhatWasWritten();
        assertEquals(-1, in.readByte());
        assertTrue(in.readBoolean());
        assertEquals(Short.MIN_VALUE, in.readShort());
        assertEquals(Integer.MAX_VALUE, in.readInt());
        assertEquals(Long.MIN_VALUE, in.readLong());
        assertEquals(Float.floatToRawIntBits(-0.0f), Float.floatToRawIntBits(in.readFloat()));
        assertTrue(Double.isNaN(in.readDouble()));
        assertEquals(0, in.remaining());
    }

    @Test
    void wordsLaidOutInAdvanceAdvanceByTheirCountOnly() {
        out.writeLowBytes(0x0807_0605_0403_0201L, 3).writeTwoWords(0x1817_1615_1413_1211L, 0x2827_2625_2423_2221L, 10)
                .writeByte(0x7F);
        assertEquals(3 + 10 + 1, out.position());
        byte[] expected = {1, 2, 3, 0x11, 0x12, 0x13, 0x14, 0x15, 0x16, 0x17, 0x18, 0x21, 0x22, 0x7F};
        assertEquals(Arrays.toString(expected), Arrays.toString(Arrays.copyOf(buffer.array(), out.position())));
        assertThrows(IllegalArgumentException.class, () -> out.writeLowBytes(0, 0));
        assertThrows(IllegalArgumentException.class, () -> out.writeLowBytes(0, 9));
        assertThrows(IllegalArgumentException.class, () -> out.writeTwoWords(0, 0, 8));
        assertThrows(IllegalArgumentException.class, () -> out.writeTwoWords(0, 0, 17));
        assertEquals(3 + 10 + 1, out.position(), "a refused write moves nothing");
    }

    @Test
    void aBooleanOtherThanZeroOrOneIsCorrupt() {
        out.writeByte(2);
        readWhatWasWritten();
        Malformed.assertMalformed(in::readBoolean, "0x02");
    }

    @Test
    void textRoundTripsInBothEncodingsWithNull() {
        String longText = "x".repeat(300) + "\u00e9";
        out.writeUtf8("Hello World!").writeUtf8("").writeUtf8(null).writeUtf8("\u6771\u4eac").writeUtf8(longText)
                .write8bit("caf\u00e9").write8bit(null).write8bit("y".repeat(200));
        readWhatWasWritten();
        assertEquals("Hello World!", in.readUtf8());
        assertEquals("", in.readUtf8());
        assertNull(in.readUtf8());
        assertEquals("\u6771\u4eac", in.readUtf8());
        assertEquals(longText, in.readUtf8());
        assertEquals("caf\u00e9", in.read8bit());
        assertNull(in.read8bit());
        assertEquals("y".repeat(200), in.read8bit());
    }

    @Test
    void shortAsciiTextTakesALengthByteAndItsChars() {
        out.writeUtf8("Hello World!");
        assertEquals(13, out.position());
        assertEquals(12, buffer.getByte(0));
    }

    @Test
    void readingPastTheLimitSaysWhatWasExpected() {
        out.writeInt(7);
        in.reset(0, 3);
        MalformedWireException e = Malformed.assertMalformed(in::readInt, "expected an int32 (4 bytes) but only 3 remain");
        assertEquals(0, e.offset());
    }

    @Test
    void aTextLongerThanWhatRemainsIsRefusedBeforeAnyAllocation() {
        // A hostile length of 2^31 - 1: must fail on the check, not try to allocate.
        out.writeStopBit(Integer.MAX_VALUE);
        out.writeByte('a');
        readWhatWasWritten();
        assertThrows(WireLimitException.class, in::readUtf8);
        BytesIn unlimited = new BytesIn(buffer, WireLimits.builder().maxStringLength(Integer.MAX_VALUE).build());
        unlimited.reset(0, out.position());
        MalformedWireException e = assertThrows(MalformedWireException.class, unlimited::readUtf8);
        assertFalse(e instanceof WireLimitException);
        assertTrue(e.getMessage().contains("but only 1 remain"), e.getMessage());
    }

    @Test
    void aFixedBufferThatIsFullSaysSo() {
        BytesOut small = new BytesOut(HeapBuffer.allocate(4));
        small.writeInt(1);
        assertThrows(IndexOutOfBoundsException.class, () -> small.writeByte(1));
    }

    @Test
    void documentsCarryTheirLengthAndKind() {
        int first = out.beginDocument(false);
        out.writeInt(42);
        out.endDocument(first);
        int second = out.beginDocument(true);
        out.writeUtf8("meta");
        out.endDocument(second);
        int empty = out.beginDocument(false);
        out.endDocument(empty);
        assertEquals(4, Documents.length(buffer.getInt(first)));
        assertEquals(0, buffer.getInt(empty), "an empty data document is four zero bytes");

        readWhatWasWritten();
        int h1 = in.enterDocument();
        assertFalse(Documents.isMetaData(h1));
        assertEquals(42, in.readInt());
        in.exitDocument();
        int h2 = in.enterDocument();
        assertTrue(Documents.isMetaData(h2));
        in.exitDocument(); // passes over what was not read
        int h3 = in.enterDocument();
        assertEquals(0, Documents.length(h3));
        assertEquals(0, in.remaining());
        in.exitDocument();
        assertEquals(0, in.remaining());
    }

    @Test
    void aDocumentStillBeingWrittenIsNotRead() {
        out.beginDocument(false);
        out.writeInt(1);
        readWhatWasWritten();
        Malformed.assertMalformed(in::enterDocument, "not complete");
    }

    @Test
    void aDocumentLongerThanTheDataIsRefused() {
        int h = out.beginDocument(false);
        out.writeLong(1);
        out.endDocument(h);
        in.reset(0, 10);
        Malformed.assertMalformed(in::enterDocument, "declares a document of 8 bytes but only 6 follow");
    }

    @Test
    void aTenMegabyteDocumentGrowsTheBuffer() {
        byte[] payload = new byte[10 * 1024 * 1024];
        Arrays.fill(payload, (byte) 'w');
        int h = out.beginDocument(false);
        out.writeStopBit(payload.length);
        out.writeBytes(payload, 0, payload.length);
        out.endDocument(h);
        readWhatWasWritten();
        in.enterDocument();
        byte[] back = new byte[(int) in.readStopBit()];
        in.readBytes(back, 0, back.length);
        assertTrue(Arrays.equals(payload, back));
    }
}
