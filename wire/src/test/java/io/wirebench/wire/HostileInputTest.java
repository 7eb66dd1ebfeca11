package io.wirebench.wire;

import static io.wirebench.wire.TestBytes.bytes;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import io.wirebench.wire.binary.BinaryCodes;
import io.wirebench.wire.binary.BinaryWireIn;
import io.wirebench.wire.binary.BinaryYamlDump;
import io.wirebench.wire.bytes.BytesIn;
import io.wirebench.wire.bytes.BytesOut;
import io.wirebench.wire.bytes.HeapBuffer;
import java.util.Arrays;
import java.util.function.Supplier;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * Truncated, corrupt and hostile input: every reader ends in a {@link MalformedWireException}
 * (a {@link WireLimitException} where a limit is passed) naming where and what, or reads a
 * message; never another exception, an {@link OutOfMemoryError} or a hang.
 */
class HostileInputTest {

    /** Runs {@code read}; a {@link MalformedWireException} is fine, anything else thrown fails the test. */
    private static <T> T malformedOr(Supplier<T> read) {
        try {
            return read.get();
        } catch (MalformedWireException expected) {
            assertTrue(expected.getMessage().startsWith("malformed input"), expected.getMessage());
            return null;
        } catch (Throwable t) {
            fail("expected a MalformedWireException or a value, but got " + t, t);
            return null;
        }
    }

    /** A document header in front of {@code body}, declaring exactly its length. */
    private static byte[] document(byte... body) {
        byte[] doc = new byte[4 + body.length];
        doc[0] = (byte) body.length;
        doc[1] = (byte) (body.length >> 8);
        doc[2] = (byte) (body.length >> 16);
        System.arraycopy(body, 0, doc, 4, body.length);
        return doc;
    }

    @ParameterizedTest
    @EnumSource(Renderings.class)
    void everyTruncationOfADocumentIsRefused(Renderings rendering) {
        byte[] whole = rendering.write(SampleOrder.reference(), SampleOrder.MARSHALLER);
        for (int n = 0; n < whole.length; n++) {
            byte[] cut = Arrays.copyOf(whole, n);
            MalformedWireException e = assertThrows(MalformedWireException.class,
                    () -> rendering.read(cut, null, SampleOrder.MARSHALLER), "first " + n + " bytes");
            assertTrue(e.getMessage().contains("offset"), e.getMessage());
        }
    }

    @ParameterizedTest
    @EnumSource(Renderings.class)
    void aHeaderThatShortensTheDocumentNeverYieldsTheWholeMessage(Renderings rendering) {
        byte[] whole = rendering.write(SampleOrder.reference(), SampleOrder.MARSHALLER);
        for (int n = 0; n < whole.length - 4; n++) {
            byte[] cut = document(Arrays.copyOfRange(whole, 4, 4 + n));
            SampleOrder read = malformedOr(() -> rendering.read(cut, null, SampleOrder.MARSHALLER));
            if (read != null) {
                // Keyed binary YAML reads fields that are not there as absent: a different message, never the same one.
                assertNotEquals(SampleOrder.reference(), read, "a body of " + n + " bytes");
            }
        }
    }

    @Test
    void aTextLengthBeyondTheDocumentIsRefusedWithoutAllocating() {
        // TEXT with a stop-bit length of 2^31 - 1 and 3 bytes after it.
        byte[] doc = document(bytes(BinaryCodes.TEXT, 0xFF, 0xFF, 0xFF, 0xFF, 0x07, 'a', 'b', 'c'));
        WireLimits unlimited = WireLimits.builder().maxStringLength(Integer.MAX_VALUE).build();
        MalformedWireException e = Malformed.assertMalformed(() -> Renderings.BINARY_FIELDLESS.read(doc, null, (r, in) -> in.readValue().text(), unlimited),
                "but only 3 remain");
        assertEquals(10, e.offset());
    }

    @Test
    void reservedAndMisplacedCodesAreNamed() {
        Malformed.assertMalformed(() -> Renderings.BINARY_FIELDLESS.read(document(bytes(0xB7)), null, (r, in) -> in.readValue().int64()),
                "expected an integer but found 0xB7 (a reserved code)");
        Malformed.assertMalformed(() -> Renderings.BINARY_FIELDLESS.read(document(bytes(BinaryCodes.OBJECT, 0xFF, 0xFF, 0xFF, 0xFF)), null,
                        (r, in) -> in.readValue().object(null, (x, y) -> x)), "negative length");
    }

    @Test
    void invalidUtf8InATextIsRefused() {
        byte[] doc = document(bytes(BinaryCodes.TEXT_INLINE | 2, 0xC0, 0x80));
        Malformed.assertMalformed(() -> Renderings.BINARY_FIELDLESS.read(doc, null, (r, in) -> in.readValue().text()),
                "not UTF-8");
    }

    @Test
    void rejectsNestingDeeperThanTheLimit() {
        // 300 objects inside each other, each declaring what is left: 5 bytes of header per level.
        int depth = 300;
        byte[] body = new byte[depth * 5];
        for (int i = 0; i < depth; i++) {
            int remaining = body.length - (i + 1) * 5;
            body[i * 5] = (byte) BinaryCodes.OBJECT;
            body[i * 5 + 1] = (byte) remaining;
            body[i * 5 + 2] = (byte) (remaining >> 8);
        }
        byte[] doc = document(body);
        WireReader<Object> descend = new WireReader<>() {
            @Override
            public Object read(Object reuse, WireIn in) {
                return in.hasMore() ? in.readValue().object(null, this) : "bottom";
            }
        };
        WireLimitException e = assertThrows(WireLimitException.class, () -> Renderings.BINARY_FIELDLESS.read(doc, null, descend));
        assertTrue(e.getMessage().contains("nesting depth 257 is deeper than the maximum of 256 (WireLimits.maxNestingDepth)"), e.getMessage());
        assertThrows(WireLimitException.class, () -> BinaryYamlDump.dump(doc));
        // A tree refuses these objects sooner: they have no keys.
        assertThrows(MalformedWireException.class, () -> Renderings.BINARY_FIELDLESS.read(doc, null, (r, in) -> WireTree.readRoot(in)));
        WireLimits deep = WireLimits.builder().maxNestingDepth(1000).build();
        assertEquals("bottom", Renderings.BINARY_FIELDLESS.read(doc, null, descend, deep));
    }

    @Test
    void rejectsTextLongerThanTheLimit() {
        byte[] doc = Renderings.BINARY_FIELDLESS.write("x".repeat(100), (s, out) -> out.writeValue().text(s));
        WireLimits tight = WireLimits.builder().maxStringLength(99).build();
        WireLimitException e = assertThrows(WireLimitException.class,
                () -> Renderings.BINARY_FIELDLESS.read(doc, null, (r, in) -> in.readValue().text(), tight));
        assertTrue(e.getMessage().contains("text of 100 bytes is longer than the maximum of 99 (WireLimits.maxStringLength)"), e.getMessage());
        byte[] raw = Renderings.RAW.write("x".repeat(100), (s, out) -> out.writeValue().text(s));
        assertThrows(WireLimitException.class, () -> Renderings.RAW.read(raw, null, (r, in) -> in.readValue().text(), tight));
    }

    @Test
    void rejectsBytesLongerThanTheLimit() {
        byte[] doc = Renderings.BINARY_FIELDLESS.write(new byte[50], (b, out) -> out.writeValue().bytes(b));
        WireLimits tight = WireLimits.builder().maxBytesLength(49).build();
        WireLimitException e = assertThrows(WireLimitException.class,
                () -> Renderings.BINARY_FIELDLESS.read(doc, null, (r, in) -> in.readValue().bytes(), tight));
        assertTrue(e.getMessage().contains("a byte array of 50 bytes is longer than the maximum of 49 (WireLimits.maxBytesLength)"), e.getMessage());
    }

    @Test
    void rejectsADocumentLongerThanTheLimit() {
        byte[] doc = Renderings.BINARY_NAMED.write(SampleOrder.reference(), SampleOrder.MARSHALLER);
        WireLimits tight = WireLimits.builder().maxDocumentLength(65).build();
        WireLimitException e = assertThrows(WireLimitException.class,
                () -> Renderings.BINARY_NAMED.read(doc, null, SampleOrder.MARSHALLER, tight));
        assertTrue(e.getMessage().contains("a document of 66 bytes is longer than the maximum of 65 (WireLimits.maxDocumentLength)"), e.getMessage());
    }

    @Test
    void limitsMustBePositiveAndWithinTheFormat() {
        assertThrows(IllegalArgumentException.class, () -> WireLimits.builder().maxStringLength(0));
        assertThrows(IllegalArgumentException.class, () -> WireLimits.builder().maxDocumentLength(Documents.MAX_LENGTH + 1));
        assertEquals(7, WireLimits.DEFAULT.rebuild().maxNestingDepth(7).build().maxNestingDepth());
    }

    @Test
    void rawWireRefusesWhatItCanTell() {
        Malformed.assertMalformed(() -> Renderings.RAW.read(document(bytes(7)), null, (r, in) -> in.readValue().bool()),
                "expected a boolean (0 or 1) but found 0x07");
        Malformed.assertMalformed(() -> Renderings.RAW.read(document(bytes(100, 0, 0, 0, 1)), null, (r, in) -> in.readValue().sequence(null, (x, y) -> x)),
                "a sequence declares 100 bytes but 1 remain");
        Malformed.assertMalformed(() -> Renderings.RAW.read(document(bytes(3, 'B', 'u', 'X')), null, (r, in) -> in.readValue().asEnum(SampleOrder.SIDES)),
                "'BuX' is not a constant");
    }

    @Test
    void aNameCutShortByTheEndOfTheDocumentIsNotCompletedFromTheBytesAfterIt() {
        // The fast paths load whole words: the bytes after the document ("l", then "e") must not
        // complete a name that the document itself cuts short.
        HeapBuffer buffer = HeapBuffer.wrap(new byte[32]);
        byte[] raw = bytes(3, 0, 0, 0, 4, 'S', 'e', 'l', 'l');
        System.arraycopy(raw, 0, buffer.array(), 0, raw.length);
        BytesIn in = new BytesIn(buffer);
        in.reset(0, raw.length);
        io.wirebench.wire.raw.RawWireIn rawIn = new io.wirebench.wire.raw.RawWireIn(in, TextEncoding.UTF_8);
        assertThrows(MalformedWireException.class, () -> rawIn.readDocument(null, (r, w) -> w.readValue().asEnum(SampleOrder.SIDES)));

        byte[] binary = bytes(3, 0, 0, 0, BinaryCodes.TEXT_INLINE | 4, 'S', 'e', 'l', 'l');
        System.arraycopy(binary, 0, buffer.array(), 0, binary.length);
        in.reset(0, binary.length);
        BinaryWireIn binaryIn = new BinaryWireIn(in);
        assertThrows(MalformedWireException.class, () -> binaryIn.readDocument(null, (r, w) -> w.readValue().asEnum(SampleOrder.SIDES)));

        byte[] key = bytes(4, 0, 0, 0, BinaryCodes.FIELD_NAME_INLINE | 5, 'p', 'r', 'i', 'c', 'e', 1);
        System.arraycopy(key, 0, buffer.array(), 0, key.length);
        in.reset(0, key.length);
        Malformed.assertMalformed(() -> binaryIn.readDocument(null, (r, w) -> w.read(SampleOrder.PRICE).float64()),
                "expected a field name");
    }

    @Test
    void corruptedBytesGiveAMessageOrAnError() {
        RandomInputs.forAll(400, in -> {
            Renderings rendering = new Renderings[] {Renderings.BINARY_NAMED, Renderings.BINARY_NUMBERED, Renderings.BINARY_FIELDLESS}[in.intBetween(0, 2)];
            byte[] bytes = rendering.write(AllTypes.sample(), AllTypes.MARSHALLER);
            int corruptions = in.intBetween(1, 6);
            for (int i = 0; i < corruptions; i++) {
                bytes[in.intBetween(4, bytes.length - 1)] = in.anyByte(); // the header is tested on its own
            }
            malformedOr(() -> rendering.read(bytes, null, AllTypes.MARSHALLER));
            malformedOr(() -> BinaryYamlDump.dump(bytes));
            malformedOr(() -> Renderings.BINARY_NAMED.read(bytes, null, (r, wire) -> WireTree.readRoot(wire)));
        });
    }

    @Test
    void randomBytesGiveAMessageOrAnError() {
        RandomInputs.forAll(400, in -> randomBytesGiveAMessageOrAnError(in.anyBytes(200)));
    }

    private void randomBytesGiveAMessageOrAnError(byte[] body) {
        byte[] doc = document(body);
        malformedOr(() -> Renderings.BINARY_NAMED.read(doc, null, AllTypes.MARSHALLER));
        malformedOr(() -> Renderings.BINARY_NAMED.read(doc, null, SampleOrder.MARSHALLER));
        malformedOr(() -> Renderings.BINARY_NAMED.read(doc, null, (r, in) -> WireTree.readRoot(in)));
        malformedOr(() -> BinaryYamlDump.dump(doc));
        malformedOr(() -> BinaryYamlDump.dump(body));
        malformedOr(() -> Renderings.RAW.read(doc, null, SampleOrder.MARSHALLER));
    }

    @Test
    void aDocumentIsReadWithinItsOwnBytes() {
        // Two documents back to back: reading the first never runs into the second.
        HeapBuffer buffer = HeapBuffer.expandable(64);
        BytesOut out = new BytesOut(buffer);
        io.wirebench.wire.binary.BinaryWireOut wire = new io.wirebench.wire.binary.BinaryWireOut(out,
                io.wirebench.wire.binary.KeyStyle.NAMED, io.wirebench.wire.binary.NumberStyle.COMPACT);
        wire.writeDocument(false, "", (x, o) -> o.write(SampleOrder.PRICE).float64(1));
        wire.writeDocument(false, "", (x, o) -> o.write(SampleOrder.TEXT).text("second"));
        BytesIn in = new BytesIn(buffer);
        in.reset(0, out.position());
        BinaryWireIn reader = new BinaryWireIn(in);
        SampleOrder first = reader.readDocument(null, SampleOrder.MARSHALLER);
        assertEquals(1.0, first.price);
        assertEquals(null, first.text, "the text of the next document is not this document's");
        assertEquals("second", reader.readDocument(null, SampleOrder.MARSHALLER).text);
    }
}
