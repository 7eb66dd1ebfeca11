package io.wirebench.wire.text;

import io.wirebench.wire.EnumValues;
import io.wirebench.wire.TextEncoding;
import io.wirebench.wire.TypeAliases;
import io.wirebench.wire.ValueIn;
import io.wirebench.wire.ValueType;
import io.wirebench.wire.WireIn;
import io.wirebench.wire.WireKey;
import io.wirebench.wire.WireLimits;
import io.wirebench.wire.WireReader;
import io.wirebench.wire.bytes.BytesIn;
import java.util.Objects;

/**
 * Reads YAML text, and JSON (which is YAML's flow style), into the same descriptions as binary
 * YAML. What it reads, besides what {@link YamlWireOut} writes:
 * <ul>
 * <li>block mappings and sequences at any indentation (a sequence may sit at its key's column),
 *     flow mappings and sequences ({@code {a: 1, b: [1, 2]}}), and JSON;</li>
 * <li>keys in any order, missing (absent) or unknown (passed over), as binary YAML does; a plain
 *     integer key matches the key's field number ({@code 3: 1234}, as numbered binary YAML
 *     converts);</li>
 * <li>plain, single-quoted and double-quoted scalars (every YAML and JSON escape), comments,
 *     blank lines, a leading {@code ---} line (with a comment or tag after it), {@code ...};</li>
 * <li>YAML 1.2 core scalars: {@code true/True/TRUE}, {@code null/~}, decimal, {@code 0x} and
 *     {@code 0o} integers, {@code .inf .nan}; where the description asks for a boolean, YAML 1.1's
 *     {@code yes/no/on/off} too; JSON's {@code "NaN"} and {@code "Infinity"} strings where it
 *     asks for a number;</li>
 * <li>tags: {@code !!binary} for bytes, standard {@code !!} tags passed over, and local
 *     {@code !Alias} tags resolved only through {@link TypeAliases}.</li>
 * </ul>
 * Also the scalars that span lines ({@link ScalarLines}): literal and folded block scalars
 * ({@code |}, {@code >}, indentation and chomping indicators) and plain scalars continued on the
 * lines below; a scalar on the line below its key; explicit keys ({@code ? key} then {@code : value}).
 * Not supported (an error naming the construct and the offset): anchors and aliases, complex keys
 * (a {@code ?} key that is a collection or spans lines), explicit keys in flow collections,
 * multi-line quoted scalars.
 *
 * <p>The common path (what the writer writes, in its order) matches a key with one or two masked
 * word compares against the key's bytes laid out in advance, and parses numbers, booleans and
 * short enum names in place: nothing is allocated but the decoded text. Every loop moves
 * forward, every read is within the document, nesting is limited by {@link WireLimits}.
 *
 * <p>This class is the {@code WireIn} face: it reads YAML's common forms in place through the
 * {@link YamlScanner} (the cursor over the bytes) and leaves the rest to the
 * {@link YamlReadContext} (the nesting, the key, and through {@link YamlTokens} any other form). It is open
 * only for {@link io.wirebench.wire.json.JsonWireIn}, which reads JSON's forms on the same two.
 */
public class YamlWireIn implements WireIn, ValueIn {
    private final BytesIn in;
    /** The cursor and the forms read in place: protected for {@code JsonWireIn}, which reads JSON's forms with it. */
    protected final YamlScanner scanner;
    /** The structure and the general reading: protected for {@code JsonWireIn}, which shares it. */
    protected final YamlReadContext context;

    public YamlWireIn(BytesIn in, TextEncoding encoding) {
        this.in = Objects.requireNonNull(in, "in");
        boolean latin1 = Objects.requireNonNull(encoding, "encoding") == TextEncoding.LATIN_1;
        this.scanner = new YamlScanner(in.buffer(), in.limits(), latin1);
        this.context = new YamlReadContext(scanner, new YamlTokens(scanner, latin1), in.limits());
    }

    public YamlWireIn(BytesIn in) {
        this(in, TextEncoding.UTF_8);
    }

    // ---- documents

    @Override
    public <T> T readDocument(T reuse, WireReader<T> reader) {
        in.enterDocument();
        reset(in.position(), in.limit());
        T result = reader.read(reuse, this);
        in.exitDocument();
        return result;
    }

    /** Starts reading one YAML or JSON document in {@code [from, to)} of the buffer, with no frame. */
    public void reset(int from, int to) {
        context.reset(from, to);
    }

    @Override
    public boolean hasMore() {
        return context.hasMore();
    }

    // ---- keys

    @Override
    public ValueIn read(WireKey key) {
        YamlReadContext c = context;
        c.startKey();
        if (c.kind != YamlReadContext.BLOCK_MAP || !scanner.yamlKey(key, c.indent)) {
            c.findKey(key);
        }
        return this;
    }

    @Override
    public String readFieldName() {
        return context.readFieldName();
    }

    @Override
    public boolean fieldNameIsNumber() {
        return context.numberKey();
    }

    @Override
    public ValueIn readValue() {
        context.readValue();
        return this;
    }

    // ---- values

    @Override
    public boolean isPresent() {
        return !context.absent;
    }

    @Override
    public ValueType type() {
        return context.type();
    }

    @Override
    public boolean bool() {
        if (context.absent) {
            return false;
        }
        return scanner.trueLine() || context.boolSlow();
    }

    @Override
    public byte int8() {
        long v = int64();
        if (v != (byte) v) {
            throw scanner.error(scanner.tokenAt, "expected an int8 but found " + v + ", which does not fit");
        }
        return (byte) v;
    }

    @Override
    public short int16() {
        long v = int64();
        if (v != (short) v) {
            throw scanner.error(scanner.tokenAt, "expected an int16 but found " + v + ", which does not fit");
        }
        return (short) v;
    }

    @Override
    public int int32() {
        long v = int64();
        if (v != (int) v) {
            throw scanner.error(scanner.tokenAt, "expected an int32 but found " + v + ", which does not fit");
        }
        return (int) v;
    }

    @Override
    public long int64() {
        if (context.absent) {
            return 0;
        }
        long v = scanner.plainLong();
        return v != TextNumbers.NOT_FAST ? v : context.int64Slow();
    }

    @Override
    public float float32() {
        if (context.absent) {
            return 0;
        }
        int end = scanner.decimalEnd(false);
        return end >= 0 ? scanner.decimalFloat(end) : (float) context.number(true);
    }

    @Override
    public double float64() {
        if (context.absent) {
            return 0;
        }
        int end = scanner.decimalEnd(false);
        return end >= 0 ? scanner.decimal(end) : context.number(false);
    }

    @Override
    public String text() {
        if (context.absent) {
            return null;
        }
        String s = scanner.plainLine(context.indent);
        return s != null ? s : context.textSlow();
    }

    @Override
    public <E extends Enum<E>> E asEnum(EnumValues<E> values) {
        if (context.absent) {
            return null;
        }
        int ordinal = scanner.plainEnum(values);
        return ordinal >= 0 ? values.constant(ordinal) : context.enumNamed(values, text());
    }

    @Override
    public byte[] bytes() {
        return context.absent ? null : context.bytes();
    }

    // ---- containers

    @Override
    public <T> T object(T reuse, WireReader<T> reader) {
        if (context.absent) {
            return null;
        }
        return context.enterObject() ? readOpened(reuse, reader) : null;
    }

    @Override
    public Object typed(TypeAliases aliases) {
        if (context.absent) {
            return null;
        }
        TypeAliases.Alias<?> alias = context.typeTag(aliases);
        return alias == null ? null : readAs(alias);
    }

    private <T> T readAs(TypeAliases.Alias<T> alias) {
        return object(null, alias.marshaller());
    }

    @Override
    public <T> T sequence(T reuse, WireReader<T> reader) {
        if (context.absent) {
            return null;
        }
        return context.enterSequence() ? readOpened(reuse, reader) : null;
    }

    /** Runs the reader on the collection just opened, then passes over what it did not read and closes it. */
    private <T> T readOpened(T reuse, WireReader<T> reader) {
        T result = reader.read(reuse, this);
        context.close();
        return result;
    }

    @Override
    public void skip() {
        if (!context.absent) {
            context.skipValue();
        }
    }
}
