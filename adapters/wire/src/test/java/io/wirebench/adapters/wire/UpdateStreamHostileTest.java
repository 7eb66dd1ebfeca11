package io.wirebench.adapters.wire;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.wirebench.core.Codec;
import io.wirebench.core.Contender;
import io.wirebench.core.model.Models;
import io.wirebench.core.model.updates.MyDataType;
import io.wirebench.core.model.updates.UpdateStream;
import io.wirebench.wire.MalformedWireException;
import java.nio.charset.StandardCharsets;
import java.util.HexFormat;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The update stream's answers to the fuzzer's findings (issue 22): date text that does not parse
 * is malformed input in every form, and a delta message the stream codec refuses changes neither
 * the stream's state nor the instance it was to decode into.
 */
class UpdateStreamHostileTest {
    private final List<MyDataType> updates = UpdateStream.updates();

    private static byte[] bytes(String hex) {
        return HexFormat.ofDelimiter(" ").parseHex(hex);
    }

    private static Contender byId(String id) {
        return new WireContenders().contenders().stream().filter(c -> c.descriptor().id().equals(id)).findFirst().orElseThrow();
    }

    @Test
    void trailingBytesAreRefusedBeforeTheUpdateIsApplied() {
        DeltaStreamCodec codec = new DeltaStreamCodec(16);
        codec.encodeNext(updates.get(0));
        MyDataType held = codec.decodeNext(null);
        assertEquals(updates.get(0), held);
        // handle 0, sequence 1, changesB (field 8) + 1, its check 0x43: a valid update, then one byte too many
        codec.load(bytes("b0 05 80 01 88 01 43 00"));
        MalformedWireException e = assertThrows(MalformedWireException.class, () -> codec.decodeNext(held));
        assertTrue(e.getMessage().contains("1 byte(s) after the delta message"), e.getMessage());
        assertEquals(updates.get(0), held, "the instance to decode into is untouched");
        codec.load(bytes("b0 05 80 01 88 01 43"));
        assertEquals(updates.get(1), codec.decodeNext(null), "the same update without the extra byte is the next one, not a repeat");
    }

    @Test
    void aRefusedUpdateLeavesTheEncodedMessageAndTheStreamAsTheyWere() {
        DeltaStreamCodec refusing = new DeltaStreamCodec(16);
        DeltaStreamCodec plain = new DeltaStreamCodec(16);
        refusing.encodeNext(updates.get(0));
        plain.encodeNext(updates.get(0));
        byte[] before = refusing.encoded();
        MyDataType bad = updates.get(1).copy();
        bad.setThirdId("\uD800"); // a lone surrogate: UTF-8 cannot carry it; and a new key, which would take a handle
        assertThrows(IllegalArgumentException.class, () -> refusing.encodeNext(bad));
        assertArrayEquals(before, refusing.encoded(), "the message the codec held is intact");
        for (int i = 1; i < 4; i++) {
            plain.encodeNext(updates.get(i));
            refusing.encodeNext(updates.get(i));
            assertArrayEquals(plain.encoded(), refusing.encoded(), "update " + i + " as if the refused one had not come");
        }
    }

    @Test
    void aSnapshotWithAlteredDateTextIsMalformedAndChangesNothing() {
        DeltaStreamCodec writer = new DeltaStreamCodec(16);
        writer.encodeNext(updates.get(0));
        byte[] snapshot = writer.encoded();
        byte[] altered = reseal(replace(snapshot, "2016-07-22", "x016-07-22"));
        DeltaStreamCodec reader = new DeltaStreamCodec(16);
        MyDataType into = updates.get(7).copy();
        MyDataType before = into.copy();
        reader.load(altered);
        MalformedWireException e = assertThrows(MalformedWireException.class, () -> reader.decodeNext(into));
        assertTrue(e.getMessage().contains("staticThree is not an ISO date-time"), e.getMessage());
        assertEquals(before, into, "the instance to decode into is untouched");
        reader.load(snapshot);
        assertEquals(updates.get(0), reader.decodeNext(null), "the refused snapshot bound no handle: the good one is taken");
        writer.encodeNext(updates.get(1));
        reader.load(writer.encoded());
        assertEquals(updates.get(1), reader.decodeNext(null));
    }

    @Test
    void dateTextThatDoesNotParseIsMalformedInYamlAndJson() throws Exception {
        Codec<MyDataType> yaml = byId("wire-yaml").newCodec(Models.MY_DATA_TYPE);
        yaml.encode(UpdateStream.initial());
        yaml.load(reframe(yaml.encoded(), "staticThree: .*\n", "staticThree: o\n"));
        assertThrows(MalformedWireException.class, () -> yaml.decode(null));
        Codec<MyDataType> json = byId("wire-json").newCodec(Models.MY_DATA_TYPE);
        json.encode(UpdateStream.initial());
        json.load(reframe(json.encoded(), "\"staticThree\":\"[^\"]*\"", "\"staticThree\":s"));
        MyDataType reuse = new MyDataType();
        MalformedWireException e = assertThrows(MalformedWireException.class, () -> json.decode(reuse));
        assertTrue(e.getMessage().contains("'s'"), e.getMessage());
        assertEquals(new MyDataType(), reuse, "nothing is set before every field is read");
    }

    /** The document's text with {@code regex} replaced, in a new frame. */
    private static byte[] reframe(byte[] document, String regex, String replacement) {
        String text = new String(document, 4, document.length - 4, StandardCharsets.UTF_8);
        String changed = text.replaceFirst(regex, replacement);
        assertTrue(!changed.equals(text), "the test's edit applies: " + text);
        byte[] body = changed.getBytes(StandardCharsets.UTF_8);
        byte[] framed = new byte[body.length + 4];
        framed[0] = (byte) body.length;
        framed[1] = (byte) (body.length >>> 8);
        System.arraycopy(body, 0, framed, 4, body.length);
        return framed;
    }

    private static byte[] replace(byte[] message, String from, String to) {
        String latin = new String(message, StandardCharsets.ISO_8859_1);
        int at = latin.indexOf(from);
        assertTrue(at > 0, "the message holds the date text");
        byte[] out = message.clone();
        System.arraycopy(to.getBytes(StandardCharsets.ISO_8859_1), 0, out, at, to.length());
        return out;
    }

    /**
     * A delta message with its CRC-8 (polynomial 0x07, the wire's own) computed again over its
     * fields, so that only the altered content, not the check, can refuse it. Short form only.
     */
    private static byte[] reseal(byte[] message) {
        assertEquals(0xB0, message[0] & 0xFF, "a message with a 1-byte length");
        int end = message.length;
        int checkBytes = (message[end - 1] & 0xFF) < 0x80 ? 1 : 2;
        int fields = end - checkBytes;
        int crc = 0;
        for (int i = 2; i < fields; i++) {
            crc ^= message[i] & 0xFF;
            for (int b = 0; b < 8; b++) {
                crc = (crc & 0x80) != 0 ? ((crc << 1) ^ 0x07) & 0xFF : (crc << 1) & 0xFF;
            }
        }
        byte[] check = crc < 0x80 ? new byte[] {(byte) crc} : new byte[] {(byte) 0xA4, (byte) crc};
        byte[] out = java.util.Arrays.copyOf(message, fields + check.length);
        System.arraycopy(check, 0, out, fields, check.length);
        out[1] = (byte) (out.length - 2);
        return out;
    }
}
