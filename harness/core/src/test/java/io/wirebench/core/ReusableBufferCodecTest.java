package io.wirebench.core;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotSame;

import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

class ReusableBufferCodecTest {
    /** A codec of text as its UTF-8 bytes, written into and read from the shared buffer. */
    private static final class TextCodec extends ReusableBufferCodec<String> {
        TextCodec() {
            super(2); // smaller than the messages: the buffer must grow
        }

        @Override
        public int encode(String message) {
            out.reset();
            byte[] bytes = message.getBytes(StandardCharsets.UTF_8);
            out.write(bytes, 0, bytes.length);
            return out.length();
        }

        @Override
        public String decode(String reuse) {
            return new String(out.array(), 0, out.length(), StandardCharsets.UTF_8);
        }
    }

    @Test
    void encodedIsACopyOfTheLastMessageOnly() {
        TextCodec codec = new TextCodec();
        codec.encode("a longer first message");
        assertEquals(5, codec.encode("short"));
        byte[] encoded = codec.encoded();
        assertArrayEquals("short".getBytes(StandardCharsets.UTF_8), encoded);
        assertNotSame(codec.out.array(), encoded);
    }

    @Test
    void loadReplacesWhatTheNextDecodeReads() {
        TextCodec codec = new TextCodec();
        codec.encode("written");
        codec.load("loaded bytes".getBytes(StandardCharsets.UTF_8));
        assertEquals("loaded bytes", codec.decode(null));
        assertArrayEquals("loaded bytes".getBytes(StandardCharsets.UTF_8), codec.encoded());
    }
}
