package io.wirebench.adapters.msgpack;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import org.msgpack.core.MessagePacker;
import org.msgpack.core.MessageUnpacker;
import org.msgpack.core.buffer.MessageBuffer;

/**
 * A fixed set of names (an object's keys, an enum's constants) kept as their UTF-8 bytes: written
 * from those bytes ({@code packRawStringHeader} + {@code writePayload}, so no name is encoded again per
 * message) and read by comparing the bytes in the input with them ({@code readPayloadAsReference}),
 * so that a key costs no {@code String}. This is what a hand-written msgpack-core mapping does for
 * speed: the library's own {@code unpackString} would allocate a String per key.
 */
final class Names {
    /** A name read that is none of these (a key a newer writer added, say). */
    static final int UNKNOWN = -1;

    private final byte[][] utf8;
    private final int longest;

    Names(String... names) {
        utf8 = new byte[names.length][];
        int max = 0;
        for (int i = 0; i < names.length; i++) {
            utf8[i] = names[i].getBytes(StandardCharsets.UTF_8);
            max = Math.max(max, utf8[i].length);
        }
        longest = max;
    }

    /** Writes name {@code index} as a msgpack string. */
    void pack(MessagePacker out, int index) throws IOException {
        byte[] name = utf8[index];
        out.packRawStringHeader(name.length);
        out.writePayload(name);
    }

    /** Reads one msgpack string and returns the index of the name it is, or {@link #UNKNOWN}. */
    int read(MessageUnpacker in) throws IOException {
        return read(in, UNKNOWN);
    }

    /**
     * As {@link #read(MessageUnpacker)}, comparing name {@code expected} first and searching only when it is
     * not that one. A mapping passes the name after the last one it read: a writer that keeps declaration order
     * (ours, and most) then costs one comparison a key, as our binary YAML reader's expected key does
     * (wire's {@code BinaryWireIn}); keys in another order are still found.
     */
    int read(MessageUnpacker in, int expected) throws IOException {
        int length = in.unpackRawStringHeader();
        if (length > longest) {
            skip(in, length);
            return UNKNOWN;
        }
        // Within the one array an ArrayBufferInput holds, this is a view, not a copy.
        MessageBuffer bytes = in.readPayloadAsReference(length);
        if (expected >= 0 && expected < utf8.length && same(utf8[expected], bytes, length)) {
            return expected;
        }
        for (int i = 0; i < utf8.length; i++) {
            if (same(utf8[i], bytes, length)) {
                return i;
            }
        }
        return UNKNOWN;
    }

    private static boolean same(byte[] name, MessageBuffer bytes, int length) {
        if (name.length != length) {
            return false;
        }
        for (int i = 0; i < length; i++) {
            if (name[i] != bytes.getByte(i)) {
                return false;
            }
        }
        return true;
    }

    /**
     * Consumes a long unknown name in small pieces: readPayloadAsReference would allocate whatever
     * length the header claims when the input holds less, so a hostile header could ask for 2 GB.
     */
    private static void skip(MessageUnpacker in, int length) throws IOException {
        byte[] sink = new byte[Math.min(length, 256)];
        for (int left = length; left > 0; left -= sink.length) {
            in.readPayload(sink, 0, Math.min(left, sink.length));
        }
    }
}
