package io.wirebench.wire.binary;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.wirebench.wire.Marshaller;
import io.wirebench.wire.RandomInputs;
import io.wirebench.wire.Renderings;
import io.wirebench.wire.SampleOrder;
import io.wirebench.wire.WireIn;
import io.wirebench.wire.WireKey;
import io.wirebench.wire.WireOut;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * What readers of keyed binary YAML tolerate: fields in another order, fields missing, fields
 * they do not know (nested objects and sequences included); and field-less input read with more
 * or fewer fields than were written.
 */
class KeyStylesAndEvolutionTest {
    static final WireKey A = WireKey.of("a", 1);
    static final WireKey B = WireKey.of("b", 2);
    static final WireKey C = WireKey.of("c", 3);
    static final WireKey D = WireKey.of("dee", 4);
    static final WireKey EXTRA = WireKey.of("extra", 5);
    static final WireKey NESTED = WireKey.of("nested", 6);
    static final WireKey LIST = WireKey.of("list", 7);

    /** What a version of a message holds; which fields it writes and reads is the description's business. */
    static final class Msg {
        long a;
        String b;
        double c;
        long d = -1; // a field version 1 does not know
        boolean dPresent;

        Msg(long a, String b, double c) {
            this.a = a;
            this.b = b;
            this.c = c;
        }

        Msg() {
        }

        @Override
        public boolean equals(Object o) {
            return o instanceof Msg m && a == m.a && Objects.equals(b, m.b) && Double.compare(c, m.c) == 0;
        }

        @Override
        public int hashCode() {
            return Objects.hash(a, b, c);
        }

        @Override
        public String toString() {
            return "Msg{" + a + ", " + b + ", " + c + ", d=" + d + "}";
        }
    }

    static final Marshaller<Msg> V1 = new Marshaller<>() {
        @Override
        public void write(Msg m, WireOut out) {
            out.write(A).int64(m.a).write(B).text(m.b).write(C).float64(m.c);
        }

        @Override
        public Msg read(Msg reuse, WireIn in) {
            Msg m = new Msg();
            m.a = in.read(A).int64();
            m.b = in.read(B).text();
            m.c = in.read(C).float64();
            return m;
        }
    };

    /** Reads in another order, and one field more. */
    static final Marshaller<Msg> V2_REORDERED_WITH_MORE = new Marshaller<>() {
        @Override
        public void write(Msg m, WireOut out) {
            out.write(C).float64(m.c).write(D).int64(m.d).write(B).text(m.b).write(A).int64(m.a);
        }

        @Override
        public Msg read(Msg reuse, WireIn in) {
            Msg m = new Msg();
            m.c = in.read(C).float64();
            var d = in.read(D);
            m.dPresent = d.isPresent();
            m.d = d.int64();
            m.b = in.read(B).text();
            m.a = in.read(A).int64();
            return m;
        }
    };

    /** Writes fields V1 does not know, between and after the ones it does: a scalar, an object, a sequence. */
    static final Marshaller<Msg> V3_WITH_UNKNOWNS = new Marshaller<>() {
        @Override
        public void write(Msg m, WireOut out) {
            out.write(EXTRA).text("ignore me")
                    .write(A).int64(m.a)
                    .write(NESTED).object(m, (x, o) -> o.write(A).int64(999).write(NESTED).object(x, (y, p) -> p.write(B).text("deep")))
                    .write(B).text(m.b)
                    .write(LIST).sequence(m, (x, o) -> {
                        for (int i = 0; i < 100; i++) {
                            o.writeValue().object(x, (y, p) -> p.write(C).float64(-1).write(B).text("element"));
                        }
                    })
                    .write(C).float64(m.c)
                    .write(WireKey.of("bytes", 40)).bytes(new byte[500]);
        }

        @Override
        public Msg read(Msg reuse, WireIn in) {
            throw new UnsupportedOperationException();
        }
    };

    @ParameterizedTest
    @EnumSource(value = Renderings.class, names = {"BINARY_NAMED", "BINARY_NUMBERED", "BINARY_FIXED_NAMED", "BINARY_FIXED_NUMBERED"})
    void toleratesReorderedAndMissingFields(Renderings rendering) {
        Msg v1 = new Msg(42, "hello", 2.5);
        Msg read = rendering.read(rendering.write(v1, V1), null, V2_REORDERED_WITH_MORE);
        assertEquals(v1, read);
        assertFalse(read.dPresent, "a field the writer did not write is absent");
        assertEquals(0, read.d, "and reads as its type's default");

        Msg v2 = new Msg(7, "world", -1.25);
        v2.d = 1234;
        assertEquals(v2, rendering.read(rendering.write(v2, V2_REORDERED_WITH_MORE), null, V1), "a reader passes over the field it does not know");
    }

    @ParameterizedTest
    @EnumSource(value = Renderings.class, names = {"BINARY_NAMED", "BINARY_NUMBERED", "BINARY_FIXED_NAMED", "BINARY_FIXED_NUMBERED"})
    void skipsUnknownFieldsIncludingNestedObjectsAndSequences(Renderings rendering) {
        Msg m = new Msg(1, "kept", 3.0);
        byte[] bytes = rendering.write(m, V3_WITH_UNKNOWNS);
        assertTrue(bytes.length > 256 + 100, "the unknown sequence is long enough to take the 4-byte length form");
        assertEquals(m, rendering.read(bytes, null, V1));
    }

    @Test
    void aReaderMatchesKeysByNameOrByNumberWhicheverTheInputHas() {
        SampleOrder order = SampleOrder.reference();
        for (Renderings writer : List.of(Renderings.BINARY_NAMED, Renderings.BINARY_NUMBERED, Renderings.BINARY_FIELDLESS,
                Renderings.BINARY_FIXED_NAMED, Renderings.BINARY_FIXED_NUMBERED)) {
            // One reader for all: the key style and number style are in the bytes.
            assertEquals(order, Renderings.BINARY_NAMED.read(writer.write(order, SampleOrder.MARSHALLER), null, SampleOrder.MARSHALLER), writer.name());
        }
    }

    @Test
    void fieldlessInputToleratesFieldsAddedAtTheEnd() {
        Msg m = new Msg(5, "five", 5.5);
        byte[] v1 = Renderings.BINARY_FIELDLESS.write(m, V1);
        Msg read = Renderings.BINARY_FIELDLESS.read(v1, null, new Marshaller<>() {
            @Override
            public void write(Msg value, WireOut out) {
            }

            @Override
            public Msg read(Msg reuse, WireIn in) {
                Msg r = V1.read(null, in);
                var d = in.read(D);
                r.dPresent = d.isPresent();
                r.d = d.int64();
                return r;
            }
        });
        assertEquals(m, read);
        assertFalse(read.dPresent);

        Marshaller<Msg> appended = new Marshaller<>() {
            @Override
            public void write(Msg x, WireOut out) {
                V1.write(x, out);
                out.write(D).int64(77).write(EXTRA).object(x, V1);
            }

            @Override
            public Msg read(Msg reuse, WireIn in) {
                return V1.read(reuse, in);
            }
        };
        assertEquals(m, Renderings.BINARY_FIELDLESS.read(Renderings.BINARY_FIELDLESS.write(m, appended), null, V1),
                "a reader with fewer fields ignores the rest");
    }

    @Test
    void aKeyWithoutANumberCannotBeWrittenInNumberedStyle() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> Renderings.BINARY_NUMBERED.write(new Msg(), (m, out) -> out.write(WireKey.named("nameOnly")).int64(1)));
        assertTrue(e.getMessage().contains("nameOnly"), e.getMessage());
    }

    @Test
    void keysOfAnyNameAndNumberAreFound() {
        RandomInputs.forAll(200, in -> keysOfAnyNameAndNumberAreFound(in.anyString(45), in.intBetween(0, 100_000), in.anyString(45)));
    }

    private void keysOfAnyNameAndNumberAreFound(String name, int number, String other) {
        WireKey key = WireKey.of(name, number);
        WireKey before = WireKey.of(name + "#" + other, number + 1); // longer than key's name, so never equal to it
        for (Renderings r : List.of(Renderings.BINARY_NAMED, Renderings.BINARY_NUMBERED)) {
            Marshaller<long[]> m = new Marshaller<>() {
                @Override
                public void write(long[] v, WireOut out) {
                    out.write(before).int64(v[0]).write(key).int64(v[1]);
                }

                @Override
                public long[] read(long[] reuse, WireIn in) {
                    // Read out of order, so that the key is searched for rather than met in place.
                    long b = in.read(key).int64();
                    long a = in.read(before).int64();
                    return new long[] {a, b};
                }
            };
            long[] back = r.read(r.write(new long[] {11, 22}, m), null, m);
            String where = r + " name " + name.codePoints().mapToObj(Integer::toHexString).toList() + " other " + other.codePoints().mapToObj(Integer::toHexString).toList();
            assertEquals(11, back[0], where);
            assertEquals(22, back[1], where);
        }
    }

    @Test
    void readingIntoAReusedObjectKeepsIt() {
        List<SampleOrder> reused = new ArrayList<>();
        SampleOrder target = new SampleOrder();
        byte[] bytes = Renderings.BINARY_NAMED.write(SampleOrder.reference(), SampleOrder.MARSHALLER);
        for (int i = 0; i < 3; i++) {
            reused.add(Renderings.BINARY_NAMED.read(bytes, target, SampleOrder.MARSHALLER));
        }
        assertTrue(reused.stream().allMatch(o -> o == target));
        assertEquals(SampleOrder.reference(), target);
        assertNull(Renderings.BINARY_NAMED.read(Renderings.BINARY_NAMED.write(new SampleOrder(), SampleOrder.MARSHALLER), null,
                SampleOrder.MARSHALLER).text);
    }
}
