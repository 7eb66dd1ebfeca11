package io.wirebench.wire.raw;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.wirebench.wire.MalformedWireException;
import io.wirebench.wire.Marshaller;
import io.wirebench.wire.RandomInputs;
import io.wirebench.wire.Renderings;
import io.wirebench.wire.SampleOrder;
import io.wirebench.wire.WireIn;
import io.wirebench.wire.WireKey;
import io.wirebench.wire.WireOut;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Raw wire: values only, read back by the description that wrote them. */
class RawWireTest {

    /** Every raw value type, with no null objects (raw wire cannot mark one). */
    record Values(byte i8, short i16, int i32, long i64, float f32, double f64, boolean bool, String text, String nothing,
                  SampleOrder.Side side, byte[] bytes, List<SampleOrder> orders) {
    }

    /** Raw wire writes no keys: one key for every field shows that it makes no difference. */
    static final WireKey K = WireKey.of("ignored", 1);

    static final Marshaller<Values> VALUES = new Marshaller<>() {
        @Override
        public void write(Values v, WireOut out) {
            out.write(K).int8(v.i8()).write(K).int16(v.i16()).write(K).int32(v.i32()).write(K).int64(v.i64())
                    .write(K).float32(v.f32()).write(K).float64(v.f64()).write(K).bool(v.bool())
                    .write(K).text(v.text()).write(K).text(v.nothing()).write(K).asEnum(v.side())
                    .write(K).bytes(v.bytes())
                    .write(K).sequence(v.orders(), (list, o) -> list.forEach(order -> o.writeValue().object(order, SampleOrder.MARSHALLER)));
        }

        @Override
        public Values read(Values reuse, WireIn in) {
            return new Values(in.read(K).int8(), in.read(K).int16(), in.read(K).int32(), in.read(K).int64(),
                    in.read(K).float32(), in.read(K).float64(), in.read(K).bool(), in.read(K).text(),
                    in.read(K).text(), in.read(K).asEnum(SampleOrder.SIDES), in.read(K).bytes(),
                    in.read(K).sequence(null, (r, i) -> {
                        List<SampleOrder> l = new ArrayList<>();
                        while (i.hasMore()) {
                            l.add(i.readValue().object(null, SampleOrder.MARSHALLER));
                        }
                        return l;
                    }));
        }
    };

    private static Values sample(String text) {
        return new Values(Byte.MIN_VALUE, Short.MAX_VALUE, Integer.MIN_VALUE, Long.MAX_VALUE, Float.NaN, -0.0, true, text, null,
                SampleOrder.Side.Buy, new byte[] {1, 2, 3}, List.of(SampleOrder.reference(), new SampleOrder(1, false, "", null, -1, -2)));
    }

    private static void assertSameValues(Values expected, Values actual) {
        assertEquals(expected.i8(), actual.i8());
        assertEquals(expected.i16(), actual.i16());
        assertEquals(expected.i32(), actual.i32());
        assertEquals(expected.i64(), actual.i64());
        assertEquals(Float.floatToRawIntBits(expected.f32()), Float.floatToRawIntBits(actual.f32()));
        assertEquals(Double.doubleToRawLongBits(expected.f64()), Double.doubleToRawLongBits(actual.f64()));
        assertEquals(expected.bool(), actual.bool());
        assertEquals(expected.text(), actual.text());
        assertNull(actual.nothing());
        assertEquals(expected.side(), actual.side());
        assertEquals(java.util.Arrays.toString(expected.bytes()), java.util.Arrays.toString(actual.bytes()));
        assertEquals(expected.orders(), actual.orders());
    }

    @Test
    void everyValueTypeRoundTripsInBothTextEncodings() {
        for (Renderings r : List.of(Renderings.RAW, Renderings.RAW_8BIT)) {
            Values v = sample("caf\u00e9");
            assertSameValues(v, r.read(r.write(v, VALUES), null, VALUES));
        }
    }

    @Test
    void valuesTakeTheirDeclaredWidth() {
        byte[] doc = Renderings.RAW.write(sample(""), VALUES);
        // header 4; 1+2+4+8+4+8+1 for the numbers and the boolean; 1 for the empty text, 2 for the null one
        // (length -1); 1+3 for the enum's name; 1+3 for the bytes; a 4-byte sequence length, then the orders:
        // 39 for the reference order (43 less its header) and 8+1+1+2+4+8 for one with empty text and no side
        assertEquals(4 + 28 + 1 + 2 + 4 + 4 + 4 + 39 + 24, doc.length);
    }

    @Test
    void aTenMegabyteTextRoundTrips() {
        Values v = sample("\u00e9".repeat(5 * 1024 * 1024));
        byte[] doc = Renderings.RAW.write(v, VALUES);
        assertTrue(doc.length > 10_000_000);
        assertSameValues(v, Renderings.RAW.read(doc, null, VALUES));
    }

    @Test
    void eightBitTextRefusesWhatItCannotHold() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> Renderings.RAW_8BIT.write(sample("\u6771"), VALUES));
        assertTrue(e.getMessage().contains("U+6771"), e.getMessage());
    }

    @Test
    void nullObjectsAndBareNullsHaveNoRawForm() {
        assertThrows(IllegalArgumentException.class,
                () -> Renderings.RAW.write("x", (s, out) -> out.writeValue().object(null, SampleOrder.MARSHALLER)));
        assertThrows(UnsupportedOperationException.class, () -> Renderings.RAW.write("x", (s, out) -> out.writeValue().nul()));
        assertThrows(UnsupportedOperationException.class,
                () -> Renderings.RAW.read(Renderings.RAW.write("", (s, o) -> { }), null, (r, in) -> in.readValue().type()));
    }

    @Test
    void aSequenceMustBeReadToItsEnd() {
        byte[] doc = Renderings.RAW.write(List.of(1L, 2L), (l, out) -> out.writeValue().sequence(l, (x, o) -> x.forEach(n -> o.writeValue().int64(n))));
        MalformedWireException e = assertThrows(MalformedWireException.class,
                () -> Renderings.RAW.read(doc, null, (r, in) -> in.readValue().sequence(null, (x, i) -> i.readValue().int64())));
        assertTrue(e.getMessage().contains("end before its declared end"), e.getMessage());
    }

    @Test
    void anyOrderRoundTrips() {
        RandomInputs.forAll(200, in -> {
            SampleOrder o = new SampleOrder(in.anyDouble(), in.bool(), in.anyString(80), in.anyOf(SampleOrder.Side.class),
                    in.anyInt(), in.anyLong());
            assertEquals(o, Renderings.RAW.read(Renderings.RAW.write(o, SampleOrder.MARSHALLER), null, SampleOrder.MARSHALLER));
        });
    }
}
