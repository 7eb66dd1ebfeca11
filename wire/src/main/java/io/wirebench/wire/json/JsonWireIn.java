package io.wirebench.wire.json;

import io.wirebench.wire.TextEncoding;
import io.wirebench.wire.bytes.BytesIn;
import io.wirebench.wire.text.YamlWireIn;

/**
 * Reads JSON into the same descriptions as every other rendering, tolerant of whitespace and of
 * field order (fields reordered, missing or unknown, as in binary YAML). JSON is YAML's flow
 * style, so this is the YAML reader with JSON's forms on its fast path: a key matched as
 * {@code "price":} in one or two word compares, strings to their closing quote, and
 * {@code "NaN"}, {@code "Infinity"}, {@code "-Infinity"} read as numbers where the description
 * asks for one (see {@link JsonWireOut}).
 */
public final class JsonWireIn extends YamlWireIn {
    public JsonWireIn(BytesIn in, TextEncoding encoding) {
        super(in, encoding, true);
    }

    public JsonWireIn(BytesIn in) {
        this(in, TextEncoding.UTF_8);
    }
}
