package io.wirebench.wire.text;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.wirebench.wire.AllTypes;
import io.wirebench.wire.Malformed;
import io.wirebench.wire.MalformedWireException;
import io.wirebench.wire.Marshaller;
import io.wirebench.wire.SampleOrder;
import io.wirebench.wire.TypeAliases;
import io.wirebench.wire.WireIn;
import io.wirebench.wire.WireKey;
import io.wirebench.wire.WireOut;
import org.junit.jupiter.api.Test;

/** Our readers read the YAML and JSON a person writes for a message, and refuse tags outside the alias registry. */
class HumanTextTest {
    private static final SampleOrder ORDER = SampleOrder.reference();

    private static SampleOrder yaml(String text) {
        return TextRenderings.YAML.readText(text, null, SampleOrder.MARSHALLER);
    }

    private static SampleOrder json(String text) {
        return TextRenderings.JSON.readText(text, null, SampleOrder.MARSHALLER);
    }

    @Test
    void yamlAPersonWrites() {
        assertEquals(ORDER, yaml("price: 1234\nflag: true\ntext: Hello World!\nside: Sell\nsmallInt: 123\nlongInt: 1234567890\n"));
        assertEquals(ORDER, yaml("""
                %YAML 1.2
                --- !order   # tags and comments on the document line are passed over
                # fields in another order, extra spaces, comments
                longInt:    1234567890     # a comment
                side: "Sell"

                text:   'Hello World!'
                smallInt: 0x7B
                flag: True
                price: 1234.000
                unknown: { nested: [1, 2, {deep: x}] }
                another:
                  - a
                  - b: c
                ...
                """));
        assertEquals(ORDER, yaml("{price: 1234, flag: true, text: \"Hello World!\", side: Sell, smallInt: 123, longInt: 1234567890}"));
        assertEquals(ORDER, yaml("{ \"longInt\" : 1234567890 ,\n  \"price\":1.234e3, side: Sell, text: Hello World!, flag: yes, smallInt: 123 }\n"));
        assertEquals(ORDER, yaml("price: 1234\r\nflag: true\r\ntext: Hello World!\r\nside: Sell\r\nsmallInt: 123\r\nlongInt: 1234567890\r\n"));
        assertEquals(ORDER, yaml("\uFEFFprice: 1234\nflag: true\ntext: |-\n  Hello World!\nside: Sell\nsmallInt: 123\nlongInt: 1234567890"));
        SampleOrder missing = yaml("text: x\n");
        assertEquals("x", missing.text);
        assertEquals(0, missing.longInt);
    }

    @Test
    void nestedYamlAPersonWrites() {
        AllTypes expected = AllTypes.sample();
        String written = TextRenderings.YAML.text(expected, AllTypes.MARSHALLER);
        // Sequences at their key's column, flow sequences, and a nested object in flow style.
        String person = written.replace("longs:\n  - 0\n  - -1\n  - 9223372036854775807\n  - -9223372036854775808\n  - 300\n",
                "longs: [0, -1, 9223372036854775807,\n   -9223372036854775808, 300]   # flow\n");
        assertTrue(!person.equals(written));
        assertEquals(expected, TextRenderings.YAML.readText(person, null, AllTypes.MARSHALLER));
        String compact = written.replace("\n  - ", "\n- ");
        assertEquals(expected, TextRenderings.YAML.readText(compact.replace("children:\n  - i8", "children:\n- i8"), null, AllTypes.MARSHALLER));
    }

    @Test
    void jsonAPersonWrites() {
        assertEquals(ORDER, json("{\"price\":1234,\"flag\":true,\"text\":\"Hello World!\",\"side\":\"Sell\",\"smallInt\":123,\"longInt\":1234567890}"));
        assertEquals(ORDER, json("""
                {
                  "side" : "Sell",
                  "longInt" : 1234567890,
                  "extra" : { "a" : [ 1, 2.5, null, "x\\"y" ] },
                  "text" : "Hello\\u0020World!",
                  "price" : 1.234E+3,
                  "smallInt" : 123,
                  "flag" : true
                }
                """));
        SampleOrder nan = json("{\"price\":\"NaN\"}");
        assertTrue(Double.isNaN(nan.price));
        assertEquals(Double.NEGATIVE_INFINITY, json("{\"price\":\"-Infinity\"}").price);
    }

    @Test
    void badTextIsRefusedWithItsOffset() {
        MalformedWireException e = Malformed.assertMalformed(() -> yaml("price: abc\n"), "expected a number but found 'abc'");
        e = assertThrows(MalformedWireException.class, () -> yaml("smallInt: 99999999999\n"));
        assertTrue(e.getMessage().contains("does not fit"), e.getMessage());
        e = assertThrows(MalformedWireException.class, () -> yaml("side: Hold\n"));
        assertTrue(e.getMessage().contains("'Hold' is not a constant"), e.getMessage());
        e = assertThrows(MalformedWireException.class, () -> yaml("text: \"open\n"));
        assertTrue(e.getMessage().contains("not closed"), e.getMessage());
        e = assertThrows(MalformedWireException.class, () -> yaml("text: &a x\n"));
        assertTrue(e.getMessage().contains("anchors and aliases are not supported"), e.getMessage());
    }

    // ---- typed objects and the alias registry

    static final class Point {
        long x;
        long y;
    }

    static final WireKey X = WireKey.of("x", 1);
    static final WireKey Y = WireKey.of("y", 2);
    static final WireKey SHAPE = WireKey.of("shape", 3);
    static final Marshaller<Point> POINT = new Marshaller<>() {
        @Override
        public void write(Point p, WireOut out) {
            out.write(X).int64(p.x).write(Y).int64(p.y);
        }

        @Override
        public Point read(Point reuse, WireIn in) {
            Point p = reuse != null ? reuse : new Point();
            p.x = in.read(X).int64();
            p.y = in.read(Y).int64();
            return p;
        }
    };
    static final TypeAliases ALIASES = new TypeAliases().add("Point", Point.class, POINT);

    @Test
    void aTaggedObjectResolvesThroughTheRegistry() {
        Point p = new Point();
        p.x = 3;
        p.y = -4;
        String text = TextRenderings.YAML.text(p, (v, out) -> out.write(SHAPE).typed(v, ALIASES));
        assertEquals("shape: !Point\n  x: 3\n  \"y\": -4\n", text); // y alone is a YAML 1.1 boolean
        Object read = TextRenderings.YAML.readText(text, null, (r, in) -> in.read(SHAPE).typed(ALIASES));
        assertTrue(read instanceof Point q && q.x == 3 && q.y == -4);
        Object flow = TextRenderings.YAML.readText("shape: !Point {y: 2, x: 1}", null, (r, in) -> in.read(SHAPE).typed(ALIASES));
        assertTrue(flow instanceof Point q && q.x == 1 && q.y == 2);
    }

    @Test
    void aTagNamingAClassOutsideTheRegistryIsRefused() {
        String hostile = "shape: !java.lang.ProcessBuilder\n  command: [rm, -rf, /]\n";
        MalformedWireException e = assertThrows(MalformedWireException.class,
                () -> TextRenderings.YAML.readText(hostile, null, (r, in) -> in.read(SHAPE).typed(ALIASES)));
        assertEquals("malformed input at offset 11: the tag !java.lang.ProcessBuilder names no type in the alias registry [Point]: "
                + "types are resolved only through registered aliases, never loaded by name", e.getMessage());
    }
}
