package io.wirebench.wire.json;

import io.wirebench.wire.EnumValues;
import io.wirebench.wire.TextEncoding;
import io.wirebench.wire.ValueIn;
import io.wirebench.wire.WireKey;
import io.wirebench.wire.bytes.BytesIn;
import io.wirebench.wire.text.YamlWireIn;

/**
 * Reads JSON into the same descriptions as every other rendering, tolerant of whitespace and of
 * field order (fields reordered, missing or unknown, as in binary YAML). JSON is YAML's flow
 * style, so this reader shares the YAML reader's scanning and read context, and reads JSON's forms
 * in place where the YAML reader reads YAML's: a key matched as {@code "price":} in one or two word
 * compares, strings to their closing quote, numbers ended by a flow separator, enum names in
 * quotes. Everything else (escapes, other orders, nesting) goes the YAML reader's way, so
 * {@code "NaN"}, {@code "Infinity"}, {@code "-Infinity"} read as numbers where the description
 * asks for one (see {@link JsonWireOut}), and YAML in a JSON reader still reads.
 *
 * <p>A {@code JsonWireIn} is a {@link YamlWireIn}, as it always was; it overrides only the methods
 * whose forms differ.
 */
public final class JsonWireIn extends YamlWireIn {
    public JsonWireIn(BytesIn in, TextEncoding encoding) {
        super(in, encoding);
    }

    public JsonWireIn(BytesIn in) {
        this(in, TextEncoding.UTF_8);
    }

    @Override
    public ValueIn read(WireKey key) {
        context.startKey();
        if (!scanner.jsonKey(key)) {
            context.findKey(key);
        }
        return this;
    }

    @Override
    public boolean bool() {
        if (context.absent()) {
            return false;
        }
        int b = scanner.jsonBoolean();
        return b >= 0 ? b == 1 : context.boolSlow();
    }

    @Override
    public float float32() {
        if (context.absent()) {
            return 0;
        }
        int end = scanner.decimalEnd(true);
        return end >= 0 ? scanner.decimalFloat(end) : (float) context.number(true);
    }

    @Override
    public double float64() {
        if (context.absent()) {
            return 0;
        }
        int end = scanner.decimalEnd(true);
        return end >= 0 ? scanner.decimal(end) : context.number(false);
    }

    @Override
    public String text() {
        if (context.absent()) {
            return null;
        }
        String s = scanner.jsonString();
        return s != null ? s : context.textSlow();
    }

    @Override
    public <E extends Enum<E>> E asEnum(EnumValues<E> values) {
        if (context.absent()) {
            return null;
        }
        int ordinal = scanner.jsonEnum(values);
        return ordinal >= 0 ? values.constant(ordinal) : context.enumNamed(values, text());
    }
}
