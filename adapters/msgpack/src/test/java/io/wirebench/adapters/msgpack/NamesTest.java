package io.wirebench.adapters.msgpack;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import org.junit.jupiter.api.Test;
import org.msgpack.core.MessageBufferPacker;
import org.msgpack.core.MessagePack;
import org.msgpack.core.MessageUnpacker;

class NamesTest {
    private static final Names NAMES = new Names("price", "flag", "text");

    @Test
    void aNameIsFoundWhetherOrNotItIsTheExpectedOne() throws IOException {
        MessageUnpacker in = unpacker("flag", "price", "text", "text", "price");
        assertEquals(1, NAMES.read(in, 1)); // the expected one
        assertEquals(0, NAMES.read(in, 2)); // another: searched
        assertEquals(2, NAMES.read(in, Names.UNKNOWN)); // nothing expected
        assertEquals(2, NAMES.read(in, 3)); // expected past the last name
        assertEquals(0, NAMES.read(in));
    }

    @Test
    void aNameNotAmongThemIsUnknownWhateverIsExpected() throws IOException {
        MessageUnpacker in = unpacker("pric", "prices", "a name longer than any of them", "flag");
        assertEquals(Names.UNKNOWN, NAMES.read(in, 0));
        assertEquals(Names.UNKNOWN, NAMES.read(in, 0));
        assertEquals(Names.UNKNOWN, NAMES.read(in, 0));
        assertEquals(1, NAMES.read(in, 0)); // the long one was consumed whole
    }

    private static MessageUnpacker unpacker(String... keys) throws IOException {
        MessageBufferPacker out = MessagePack.newDefaultBufferPacker();
        for (String key : keys) {
            out.packString(key);
        }
        return MessagePack.newDefaultUnpacker(out.toByteArray());
    }
}
