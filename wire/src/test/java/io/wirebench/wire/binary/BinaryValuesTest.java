package io.wirebench.wire.binary;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.wirebench.wire.AllTypes;
import io.wirebench.wire.MalformedWireException;
import io.wirebench.wire.RandomInputs;
import io.wirebench.wire.Renderings;
import io.wirebench.wire.ValueType;
import io.wirebench.wire.WireIn;
import io.wirebench.wire.WireKey;
import io.wirebench.wire.WireOut;
import io.wirebench.wire.WireReader;
import io.wirebench.wire.WireWriter;
import io.wirebench.wire.bytes.BytesIn;
import io.wirebench.wire.bytes.BytesOut;
import io.wirebench.wire.bytes.HeapBuffer;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.function.Consumer;
import java.util.function.Function;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/** Every value type in every key and number style of binary YAML. */
class BinaryValuesTest {

    /** The bytes of one value written in {@code style}, document header and key excluded. */
    static byte[] valueBytes(NumberStyle style, Consumer<WireOut> value) {
        HeapBuffer buffer = HeapBuffer.expandable(16);
        BytesOut out = new BytesOut(buffer);
        value.accept(new BinaryWireOut(out, KeyStyle.NONE, style).writeValue().nul()); // a marker to cut at
        int start = out.position();
        value.accept(new BinaryWireOut(out, KeyStyle.NONE, style));
        return Arrays.copyOfRange(buffer.array(), start, out.position());
    }

    private static byte[] compact(Consumer<WireOut> value) {
        return valueBytes(NumberStyle.COMPACT, value);
    }

    private static <T> T readBack(Consumer<WireOut> writer, Function<WireIn, T> reader) {
        HeapBuffer buffer = HeapBuffer.expandable(16);
        BytesOut out = new BytesOut(buffer);
        writer.accept(new BinaryWireOut(out, KeyStyle.NONE, NumberStyle.COMPACT));
        BytesIn in = new BytesIn(buffer);
        in.reset(0, out.position());
        BinaryWireIn wire = new BinaryWireIn(in);
        wire.reset();
        return reader.apply(wire);
    }

    @ParameterizedTest
    @EnumSource(value = Renderings.class, names = "BINARY.*", mode = EnumSource.Mode.MATCH_ANY)
    void everyValueTypeRoundTrips(Renderings rendering) {
        AllTypes sample = AllTypes.sample();
        byte[] bytes = rendering.write(sample, AllTypes.MARSHALLER);
        assertEquals(sample, rendering.read(bytes, null, AllTypes.MARSHALLER));
    }

    @ParameterizedTest
    @EnumSource(value = Renderings.class, names = "BINARY.*", mode = EnumSource.Mode.MATCH_ANY)
    void edgeValuesRoundTrip(Renderings rendering) {
        for (int variant = 0; variant < 3; variant++) {
            AllTypes a = AllTypes.leaf(3, "");
            a.i8 = variant == 0 ? Byte.MIN_VALUE : variant == 1 ? Byte.MAX_VALUE : 0;
            a.i16 = variant == 0 ? Short.MIN_VALUE : variant == 1 ? Short.MAX_VALUE : 0;
            a.i32 = variant == 0 ? Integer.MIN_VALUE : variant == 1 ? Integer.MAX_VALUE : 0;
            a.i64 = variant == 0 ? Long.MIN_VALUE : variant == 1 ? Long.MAX_VALUE : 0;
            a.f32 = variant == 0 ? Float.NaN : variant == 1 ? -0.0f : Float.MAX_VALUE;
            a.f64 = variant == 0 ? Double.NaN : variant == 1 ? -0.0 : Double.NEGATIVE_INFINITY;
            a.text = variant == 0 ? "" : variant == 1 ? "\u6771\u4eac \uD83D\uDE00 \u00e9t\u00e9" : "y".repeat(70_000);
            a.bytes = variant == 0 ? new byte[0] : variant == 1 ? null : new byte[300];
            a.colour = variant == 1 ? null : AllTypes.Colour.BLUE;
            a.longs = new ArrayList<>();
            byte[] bytes = rendering.write(a, AllTypes.MARSHALLER);
            AllTypes back = rendering.read(bytes, null, AllTypes.MARSHALLER);
            assertEquals(a, back, "variant " + variant);
            assertEquals(Double.doubleToRawLongBits(a.f64), Double.doubleToRawLongBits(back.f64), "sign of zero and NaN kept");
            assertEquals(Float.floatToRawIntBits(a.f32), Float.floatToRawIntBits(back.f32));
        }
    }

    @Test
    void compactIntegersTakeTheSmallestWidthThatHoldsThem() {
        long[][] valueAndSize = {
                {0, 1}, {127, 1}, {128, 2}, {255, 2}, {256, 3}, {65_535, 3}, {65_536, 5}, {0xFFFF_FFFFL, 5},
                {0x1_0000_0000L, 9}, {-1, 2}, {-128, 2}, {-129, 3}, {-32_768, 3}, {-32_769, 5},
                {Integer.MIN_VALUE, 5}, {Integer.MIN_VALUE - 1L, 9}, {Long.MIN_VALUE, 9}, {Long.MAX_VALUE, 9},
        };
        for (long[] vs : valueAndSize) {
            byte[] b = compact(o -> o.writeValue().int64(vs[0]));
            assertEquals(vs[1], b.length, "size of " + vs[0]);
            assertEquals(vs[0], (long) readBack(o -> o.writeValue().int64(vs[0]), in -> in.readValue().int64()));
        }
        assertArrayEquals(new byte[] {123}, compact(o -> o.writeValue().int32(123)), "a small non-negative int is its own code");
    }

    @Test
    void compactFloatsBecomeIntegersOrFloat32WhenThatIsExact() {
        assertArrayEquals(new byte[] {(byte) BinaryCodes.UINT16, (byte) 0xD2, 0x04}, compact(o -> o.writeValue().float64(1234.0)),
                "1234.0 is a 16-bit integer");
        assertEquals(5, compact(o -> o.writeValue().float64(0.5)).length, "0.5 is exact as a float32");
        assertEquals(9, compact(o -> o.writeValue().float64(1.1)).length);
        assertEquals(5, compact(o -> o.writeValue().float64(-0.0)).length, "-0.0 stays a float, keeping its sign");
        assertEquals(9, compact(o -> o.writeValue().float64(Double.NaN)).length);
        assertEquals(1, compact(o -> o.writeValue().float32(3.0f)).length);
        assertEquals(5, compact(o -> o.writeValue().float32(1.1f)).length);
        assertEquals(1.1f, (float) readBack(o -> o.writeValue().float32(1.1f), in -> in.readValue().float32()));
    }

    @Test
    void fixedWidthKeepsTheDeclaredWidth() {
        assertEquals(2, valueBytes(NumberStyle.FIXED, o -> o.writeValue().int8((byte) 1)).length);
        assertEquals(3, valueBytes(NumberStyle.FIXED, o -> o.writeValue().int16((short) 1)).length);
        assertEquals(5, valueBytes(NumberStyle.FIXED, o -> o.writeValue().int32(1)).length);
        assertEquals(9, valueBytes(NumberStyle.FIXED, o -> o.writeValue().int64(1)).length);
        assertEquals(5, valueBytes(NumberStyle.FIXED, o -> o.writeValue().float32(1)).length);
        assertEquals(9, valueBytes(NumberStyle.FIXED, o -> o.writeValue().float64(1234.0)).length);
    }

    @Test
    void numbersReadInAnyWidthThatHoldsThem() {
        assertEquals((short) 300, (short) readBack(o -> o.writeValue().int64(300), in -> in.readValue().int16()));
        assertEquals(3L, (long) readBack(o -> new BinaryWireOut(((BinaryWireOut) o).bytesOut(), KeyStyle.NONE, NumberStyle.FIXED)
                .writeValue().float64(3.0), in -> in.readValue().int64()), "a whole float reads as an integer");
        assertEquals(300.0, (double) readBack(o -> o.writeValue().int32(300), in -> in.readValue().float64()));
        MalformedWireException e = assertThrows(MalformedWireException.class,
                () -> readBack(o -> o.writeValue().int64(300), in -> in.readValue().int8()));
        assertTrue(e.getMessage().contains("int8") && e.getMessage().contains("300"), e.getMessage());
        e = assertThrows(MalformedWireException.class, () -> readBack(o -> o.writeValue().float64(2.5), in -> in.readValue().int64()));
        assertTrue(e.getMessage().contains("2.5"), e.getMessage());
    }

    @Test
    void aValueOfAnotherTypeIsAnErrorNamingBoth() {
        MalformedWireException e = assertThrows(MalformedWireException.class,
                () -> readBack(o -> o.writeValue().text("hello"), in -> in.readValue().int64()));
        assertTrue(e.getMessage().contains("expected an integer but found 0xE5 (a text of 5 bytes)"), e.getMessage());
        assertEquals(0, e.offset());
        e = assertThrows(MalformedWireException.class, () -> readBack(o -> o.writeValue().int32(1), in -> in.readValue().bool()));
        assertTrue(e.getMessage().contains("expected a boolean"), e.getMessage());
        e = assertThrows(MalformedWireException.class,
                () -> readBack(o -> o.writeValue().text("PURPLE"), in -> in.readValue().asEnum(AllTypes.COLOURS)));
        assertTrue(e.getMessage().contains("'PURPLE' is not a constant of " + AllTypes.Colour.class.getName()), e.getMessage());
    }

    @Test
    void typePeeksWithoutReading() {
        assertEquals(ValueType.INTEGER, readBack(o -> o.writeValue().int64(1), in -> in.readValue().type()));
        assertEquals(ValueType.FLOAT, readBack(o -> o.writeValue().float64(1.5), in -> in.readValue().type()));
        assertEquals(ValueType.TEXT, readBack(o -> o.writeValue().text("x".repeat(40)), in -> in.readValue().type()));
        assertEquals(ValueType.NULL, readBack(o -> o.writeValue().nul(), in -> in.readValue().type()));
        assertEquals(ValueType.BOOLEAN, readBack(o -> o.writeValue().bool(false), in -> in.readValue().type()));
        assertEquals(ValueType.BYTES, readBack(o -> o.writeValue().bytes(new byte[1]), in -> in.readValue().type()));
        assertEquals(ValueType.SEQUENCE, readBack(o -> o.writeValue().sequence(List.of(), (l, w) -> { }), in -> in.readValue().type()));
        assertEquals(ValueType.OBJECT, readBack(o -> o.writeValue().object("x", (l, w) -> { }), in -> in.readValue().type()));
        assertEquals(ValueType.NONE, readBack(o -> { }, in -> in.readValue().type()));
    }

    @Test
    void aContainerThatOutgrowsTheShortLengthMovesToTheLongForm() {
        WireWriter<List<String>> texts = (l, w) -> l.forEach(s -> w.writeValue().text(s));
        WireReader<List<String>> readTexts = (r, in) -> {
            List<String> l = new ArrayList<>();
            while (in.hasMore()) {
                l.add(in.readValue().text());
            }
            return l;
        };
        for (int n : new int[] {0, 1, 25, 26, 1000}) {
            List<String> list = new ArrayList<>();
            for (int i = 0; i < n; i++) {
                list.add("item" + i + "!!!!");
            }
            // An outer object holds the sequence, so that the move happens inside a container.
            byte[] b = compact(o -> o.writeValue().object(list, (l, w) -> w.write(WireKey.named("l")).sequence(l, texts)));
            assertEquals(list, readBack(o -> o.writeValue().object(list, (l, w) -> w.write(WireKey.named("l")).sequence(l, texts)),
                    in -> in.readValue().object(null, (r, i) -> i.read(WireKey.named("l")).sequence(null, readTexts))));
            boolean longForm = (b[0] & 0xFF) == BinaryCodes.OBJECT;
            assertEquals(b.length - 2 > 255, longForm, n + " items, " + b.length + " bytes");
        }
    }

    /**
     * Text of 0 to 40 chars of 1-, 2- and 3-byte UTF-8 takes the inline code up to 31 bytes and the long code with a
     * one-byte length above, whether the buffer grows, is exactly the value's size, or is fixed and larger.
     */
    @Test
    void textTakesTheInlineOrTheLongFormByItsBytesInAnyBuffer() {
        for (String unit : new String[] {"a", "\u00e9", "\u6771", "a\u00e9\u6771"}) {
            for (int chars = 0; chars <= 40; chars++) {
                String text = unit.repeat(chars + 1).substring(0, chars);
                byte[] utf8 = text.getBytes(java.nio.charset.StandardCharsets.UTF_8);
                byte[] header = utf8.length <= BinaryCodes.INLINE_MAX ? new byte[] {(byte) (BinaryCodes.TEXT_INLINE | utf8.length)}
                        : new byte[] {(byte) BinaryCodes.TEXT, (byte) utf8.length};
                byte[] expected = Arrays.copyOf(header, header.length + utf8.length);
                System.arraycopy(utf8, 0, expected, header.length, utf8.length);
                assertArrayEquals(expected, compact(o -> o.writeValue().text(text)), text);
                for (HeapBuffer buffer : new HeapBuffer[] {HeapBuffer.allocate(expected.length), HeapBuffer.allocate(expected.length + 100)}) {
                    BytesOut out = new BytesOut(buffer);
                    new BinaryWireOut(out, KeyStyle.NONE, NumberStyle.COMPACT).writeValue().text(text);
                    assertArrayEquals(expected, Arrays.copyOf(buffer.array(), out.position()), text + " in " + buffer);
                }
                assertEquals(text, readBack(o -> o.writeValue().text(text), in -> in.readValue().text()));
            }
        }
    }

    @Test
    void aRefusedShortTextNearTheEndOfAFixedBufferLeavesThePositionWhereItWas() {
        for (String text : new String[] {"\ud800", "ab\udc00", "\u00e9\ud800x"}) {
            int exact = 1 + 3 * text.length(); // an unpaired surrogate counts 3 bytes, as a 3-byte char would
            HeapBuffer buffer = HeapBuffer.allocate(2 + exact);
            BytesOut out = new BytesOut(buffer);
            out.position(2);
            assertThrows(IllegalArgumentException.class, () -> new BinaryWireOut(out, KeyStyle.NONE, NumberStyle.COMPACT).writeValue().text(text));
            assertEquals(2, out.position(), text);
        }
    }

    @Test
    void aRefusedLongTextOrKeyLeavesThePositionWhereItWasInAnyBuffer() {
        // Over 31 chars takes the counted path with a long header in every buffer, growing or fixed.
        String text = "x".repeat(40) + "\ud800";
        for (HeapBuffer buffer : new HeapBuffer[] {HeapBuffer.expandable(8), HeapBuffer.allocate(2 + 2 + 3 * text.length())}) {
            BytesOut out = new BytesOut(buffer);
            out.position(2);
            BinaryWireOut wire = new BinaryWireOut(out, KeyStyle.NAMED, NumberStyle.COMPACT);
            assertThrows(IllegalArgumentException.class, () -> wire.writeValue().text(text));
            assertEquals(2, out.position(), "text in " + buffer);
            assertThrows(IllegalArgumentException.class, () -> wire.write(text));
            assertEquals(2, out.position(), "key in " + buffer);
        }
    }

    @Test
    void aTenMegabyteTextRoundTrips() {
        String big = "0123456789".repeat(1024 * 1024);
        for (Renderings r : List.of(Renderings.BINARY_NAMED, Renderings.BINARY_FIELDLESS, Renderings.RAW)) {
            AllTypes a = AllTypes.leaf(1, big);
            a.child = AllTypes.leaf(2, "c");
            a.child.child = AllTypes.leaf(4, "d");
            if (r == Renderings.RAW) {
                continue; // raw has its own test with a description that writes no null objects
            }
            byte[] bytes = r.write(a, AllTypes.MARSHALLER);
            assertTrue(bytes.length > 10_000_000);
            assertEquals(a, r.read(bytes, null, AllTypes.MARSHALLER));
        }
    }

    /** A message with every value type random; its children are leaves. */
    private static AllTypes leaf(RandomInputs in) {
        AllTypes a = new AllTypes();
        a.i8 = in.anyByte();
        a.i16 = in.anyShort();
        a.i32 = in.anyInt();
        a.i64 = in.anyLong();
        a.f32 = in.anyFloat();
        a.f64 = in.anyDouble();
        a.bool = in.bool();
        a.text = in.orNull(0.1, () -> in.anyString(60));
        a.colour = in.orNull(0.1, () -> in.anyOf(AllTypes.Colour.class));
        a.bytes = a.text == null ? null : a.text.getBytes(java.nio.charset.StandardCharsets.UTF_8);
        return a;
    }

    private static AllTypes message(RandomInputs in) {
        AllTypes a = leaf(in);
        a.child = in.orNull(0.3, () -> leaf(in));
        a.longs = new ArrayList<>(in.listOf(20, in::anyLong));
        a.children = new ArrayList<>(in.listOf(5, () -> leaf(in)));
        return a;
    }

    @Test
    void anyMessageRoundTripsInEveryBinaryStyle() {
        RandomInputs.forAll(300, in -> {
            AllTypes message = message(in);
            for (Renderings r : Renderings.values()) {
                if (r.isBinary()) {
                    assertEquals(message, r.read(r.write(message, AllTypes.MARSHALLER), null, AllTypes.MARSHALLER), r.name());
                }
            }
        });
    }
}
