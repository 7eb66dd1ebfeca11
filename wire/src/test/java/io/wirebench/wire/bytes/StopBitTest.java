package io.wirebench.wire.bytes;

import static io.wirebench.wire.TestBytes.bytes;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.wirebench.wire.Malformed;
import io.wirebench.wire.MalformedWireException;
import io.wirebench.wire.RandomInputs;
import java.util.Arrays;
import org.junit.jupiter.api.Test;

class StopBitTest {

    private static byte[] encode(long v) {
        HeapBuffer b = HeapBuffer.expandable(16);
        BytesOut out = new BytesOut(b);
        out.writeStopBit(v);
        return Arrays.copyOf(b.array(), out.position());
    }

    private static long decode(byte[] bytes, int limit) {
        byte[] padded = Arrays.copyOf(bytes, Math.max(limit, bytes.length) + 8);
        BytesIn in = new BytesIn(HeapBuffer.wrap(padded));
        in.reset(0, limit);
        long v = in.readStopBit();
        assertEquals(bytes.length, in.position(), "bytes consumed");
        return v;
    }

    @Test
    void encodesSevenBitsPerByteWithTheHighBitForMore() {
        assertArrayEquals(bytes(0x00), encode(0));
        assertArrayEquals(bytes(0x7F), encode(127));
        assertArrayEquals(bytes(0x80, 0x01), encode(128));
        assertArrayEquals(bytes(0xFF, 0x7F), encode(16383));
        assertArrayEquals(bytes(0xD2, 0x85, 0xD8, 0xCC, 0x04), encode(1234567890L));
    }

    @Test
    void encodesNegativesAsTheComplementThenAZeroByte() {
        assertArrayEquals(bytes(0x80, 0x00), encode(-1));
        assertArrayEquals(bytes(0x81, 0x00), encode(-2));
        assertEquals(10, encode(Long.MIN_VALUE).length);
        assertEquals(9, encode(Long.MAX_VALUE).length);
    }

    @Test
    void aRoundDoubleTakesFewBytes() {
        HeapBuffer b = HeapBuffer.expandable(16);
        BytesOut out = new BytesOut(b);
        out.writeStopBit(1234.0);
        assertEquals(3, out.position());
        BytesIn in = new BytesIn(b);
        in.reset(0, out.position());
        assertEquals(1234.0, in.readStopBitDouble());
    }

    @Test
    void everyLongRoundTripsWithTheLengthItReports() {
        RandomInputs.forAll(1000, in -> everyLongRoundTripsWithTheLengthItReports(in.anyLong()));
    }

    private void everyLongRoundTripsWithTheLengthItReports(long v) {
        byte[] bytes = encode(v);
        assertEquals(StopBit.length(v), bytes.length);
        // At the very end of the data (byte by byte) and with room to spare (8 bytes at a time).
        assertEquals(v, decode(bytes, bytes.length));
        assertEquals(v, decode(bytes, bytes.length + 8));
        HeapBuffer reference = HeapBuffer.allocate(16);
        assertEquals(bytes.length, reference.putStopBit(0, v));
        assertArrayEquals(bytes, Arrays.copyOf(reference.array(), bytes.length));
    }

    @Test
    void theLengthIsRightAtEveryBitBoundaryOfBothSignsAndOfReversedBits() {
        // The lengths are computed without a branch or a divide; the byte-by-byte writer is the reference,
        // for longs and for doubles, whose length the writer takes from the raw bits (lengthOfReversed).
        for (int bit = 0; bit < 64; bit++) {
            for (long v : new long[] {1L << bit, (1L << bit) - 1, (1L << bit) + 1}) {
                for (long w : new long[] {v, -v, ~v}) {
                    everyLongRoundTripsWithTheLengthItReports(w);
                    theDoubleWriterMatchesTheReference(Double.longBitsToDouble(w));
                }
            }
        }
        for (double d : new double[] {0.0, -0.0, 1.0, 2.0, -2.0, 1234.0, 0.1, Double.NaN, Double.MIN_VALUE, Double.MAX_VALUE,
                Double.NEGATIVE_INFINITY}) {
            theDoubleWriterMatchesTheReference(d);
        }
        RandomInputs.forAll(1000, in -> theDoubleWriterMatchesTheReference(in.anyDouble()));
    }

    private void theDoubleWriterMatchesTheReference(double d) {
        long bits = Long.reverse(Double.doubleToRawLongBits(d));
        HeapBuffer b = HeapBuffer.expandable(16);
        BytesOut out = new BytesOut(b);
        out.writeStopBit(d);
        HeapBuffer reference = HeapBuffer.allocate(16);
        int length = reference.putStopBit(0, bits);
        assertEquals(length, out.position(), "bytes written for " + Long.toHexString(bits));
        assertArrayEquals(Arrays.copyOf(reference.array(), length), Arrays.copyOf(b.array(), length), Long.toHexString(bits));
        assertEquals(length, StopBit.length(bits));
    }

    @Test
    void theNineAndTenByteFormsMatchTheByteByByteWriterAtEveryEdge() {
        // 8 bytes hold 56 bits; 9 the rest of a non-negative long; 10 a negative one whose complement needs 9
        long[] edges = {(1L << 56) - 1, 1L << 56, (1L << 56) + 1, (1L << 62) | 1, Long.MAX_VALUE,
                -(1L << 49), -(1L << 49) - 1, -(1L << 56), -(1L << 56) - 1, Long.MIN_VALUE, Long.MIN_VALUE + 1,
                StopBit.doubleToBits(0.1), StopBit.doubleToBits(-0.1), StopBit.doubleToBits(123.45)};
        for (long v : edges) {
            everyLongRoundTripsWithTheLengthItReports(v);
        }
        assertEquals(8, encode((1L << 56) - 1).length);
        assertEquals(9, encode(1L << 56).length);
        assertEquals(9, encode(-(1L << 56)).length);
        assertEquals(10, encode(-(1L << 56) - 1).length);
    }

    @Test
    void aLongFormCutShortOrWithoutItsZeroByteIsRejectedWhereverTheDataEnds() {
        byte[] nine = encode(Long.MAX_VALUE);
        byte[] nineNegative = encode(-(1L << 56));
        byte[] ten = encode(Long.MIN_VALUE);
        for (byte[] form : new byte[][] {nine, nineNegative, ten}) {
            for (int cut = 1; cut < form.length; cut++) {
                BytesIn in = new BytesIn(HeapBuffer.wrap(Arrays.copyOf(form, cut + 8)));
                in.reset(0, cut);
                assertThrows(MalformedWireException.class, in::readStopBit, "cut at " + cut);
            }
        }
        byte[] noZero = Arrays.copyOf(ten, 12);
        noZero[9] = 0x01; // a tenth byte that is not the 0 after a continued ninth: past 64 bits
        BytesIn in = new BytesIn(HeapBuffer.wrap(noZero));
        assertThrows(MalformedWireException.class, in::readStopBit);
    }

    @Test
    void everyDoubleRoundTripsBitForBit() {
        RandomInputs.forAll(1000, in -> everyDoubleRoundTripsBitForBit(in.anyDouble()));
    }

    private void everyDoubleRoundTripsBitForBit(double d) {
        HeapBuffer b = HeapBuffer.expandable(16);
        BytesOut out = new BytesOut(b);
        out.writeStopBit(d);
        BytesIn in = new BytesIn(b);
        in.reset(0, out.position());
        assertEquals(Double.doubleToRawLongBits(d), Double.doubleToRawLongBits(in.readStopBitDouble()));
    }

    @Test
    void rejectsAnEncodingLongerThanTenBytes() {
        byte[] endless = new byte[12];
        Arrays.fill(endless, (byte) 0x81);
        BytesIn in = new BytesIn(HeapBuffer.wrap(endless));
        Malformed.assertMalformed(in::readStopBit, "10 bytes");
    }

    @Test
    void rejectsAnEncodingCutShort() {
        BytesIn in = new BytesIn(HeapBuffer.wrap(bytes(0x80, 0x80)));
        MalformedWireException e = assertThrows(MalformedWireException.class, in::readStopBit);
        assertEquals(0, e.offset());
        assertThrows(MalformedWireException.class, () -> new BytesIn(HeapBuffer.wrap(new byte[0])).readStopBit());
    }

    @Test
    void rejectsAValueBeyondSixtyFourBits() {
        byte[] tooBig = bytes(0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0x02);
        assertThrows(MalformedWireException.class, () -> new BytesIn(HeapBuffer.wrap(tooBig)).readStopBit());
    }
}
