package io.wirebench.wire.delta;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.wirebench.wire.bytes.HeapBuffer;
import io.wirebench.wire.bytes.NioBuffer;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

class Crc8Test {

    /** Bit by bit, straight from the polynomial: what the tables must agree with. */
    private static int bitwise(byte[] bytes, int from, int to) {
        int crc = 0;
        for (int i = from; i < to; i++) {
            crc ^= bytes[i] & 0xFF;
            for (int b = 0; b < 8; b++) {
                crc = (crc & 0x80) != 0 ? ((crc << 1) ^ 0x07) & 0xFF : (crc << 1) & 0xFF;
            }
        }
        return crc;
    }

    @Test
    void theCheckValueOfTheStandardTestString() {
        byte[] digits = "123456789".getBytes(StandardCharsets.US_ASCII);
        assertEquals(0xF4, Crc8.of(digits, 0, digits.length)); // CRC-8 (poly 0x07, init 0): check value 0xF4
        assertEquals(0xF4, Crc8.of(HeapBuffer.wrap(digits), 0, digits.length));
    }

    @Test
    void fourBytesAStepAgreeWithBitByBitAtEveryLengthAndOffset() {
        SplittableRandom r = new SplittableRandom(8);
        for (int n = 0; n < 2_000; n++) {
            byte[] bytes = new byte[1 + r.nextInt(40)];
            r.nextBytes(bytes);
            int from = r.nextInt(bytes.length + 1);
            int to = from + r.nextInt(bytes.length - from + 1);
            int expected = bitwise(bytes, from, to);
            assertEquals(expected, Crc8.of(bytes, from, to), "bytes " + from + ".." + to);
            assertEquals(expected, Crc8.of(HeapBuffer.wrap(bytes), from, to));
            assertEquals(expected, Crc8.of(NioBuffer.wrap(ByteBuffer.wrap(bytes)), from, to), "the byte-by-byte path");
        }
    }
}
