package io.wirebench.wire.text;

import io.wirebench.wire.MalformedWireException;
import io.wirebench.wire.ValueIn;
import io.wirebench.wire.ValueOut;
import io.wirebench.wire.ValueType;
import io.wirebench.wire.WireIn;
import io.wirebench.wire.WireKey;
import io.wirebench.wire.WireLimitException;
import io.wirebench.wire.WireLimits;
import io.wirebench.wire.WireOut;
import io.wirebench.wire.bytes.BytesIn;
import io.wirebench.wire.bytes.BytesOut;

/**
 * One document copied value by value, by each value's type, for {@link Conversions}. It decides
 * how the values without keys map, since no YAML mapping or JSON object holds a value without a
 * key:
 *
 * <ul>
 *   <li>from binary YAML, an object whose values have no keys (field-less binary YAML) becomes a
 *       sequence of them, and a document of several values without keys a sequence at the root,
 *       as {@link io.wirebench.wire.binary.BinaryYamlDump} shows them; one value without a key is
 *       the document's one node;</li>
 *   <li>from YAML text, a value without a key inside a mapping, or a second root node, is refused:
 *       it is not YAML this reader can give a meaning to (a multi-line plain scalar, a complex
 *       key). A root mapping written as one value without a key ({@code {{}}}) is the document's
 *       own fields, so that it converts back to the same bytes;</li>
 *   <li>a container mixing keys and values without keys is refused either way.</li>
 * </ul>
 *
 * <p>Every refusal is a {@link MalformedWireException}; passing the output budget or the writers'
 * nesting limit is a {@link WireLimitException}. Single use: one instance per conversion call.
 */
final class TreeCopy {
    /** The writers' nesting limit: containers open at once in the output. */
    private static final int MAX_DEPTH = WireLimits.DEFAULT_MAX_NESTING_DEPTH;

    private final BytesOut out;
    private final long outputEnd;
    private final int budget;
    /** The binary source, for offsets and look-ahead; null for YAML text. */
    private final BytesIn binary;
    /** Where the YAML document being copied starts, for messages about text sources. */
    private int textOffset;
    private int depth;

    /**
     * @param out     where the target writer writes, to hold it to the budget
     * @param budget  the most bytes this copy may add to {@code out}
     * @param binary  the binary source's cursor, or null when the source is YAML text
     */
    TreeCopy(BytesOut out, int budget, BytesIn binary) {
        this.out = out;
        this.budget = budget;
        this.outputEnd = (long) out.position() + budget;
        this.binary = binary;
    }

    /** The YAML document being copied starts at {@code offset} of the text. */
    void textAt(int offset) {
        this.textOffset = offset;
    }

    private int offset() {
        return binary != null ? binary.position() : textOffset;
    }

    private MalformedWireException refuse(String problem) {
        return new MalformedWireException(offset(), problem);
    }

    private void spend() {
        if (out.position() > outputEnd) {
            throw new WireLimitException(offset(), "the conversion's output reached its budget of " + budget + " bytes ("
                    + Conversions.OUTPUT_PER_INPUT_BYTE + " per input byte, at least " + Conversions.MIN_OUTPUT_BUDGET
                    + ", unless the caller gives another)");
        }
    }

    // ---- a document

    /** The document at the reader's cursor, to its end. */
    void document(WireIn in, WireOut target) {
        if (!in.hasMore()) {
            return;
        }
        String name = in.readFieldName();
        if (name != null) {
            fields(in, target, name);
        } else if (binary == null) {
            textRoot(in, target);
        } else if (severalValues(in)) {
            container(() -> target.writeValue().sequence(in, (src, w) -> elements(src, w)));
        } else {
            value(in.readValue(), target.writeValue());
        }
    }

    /** A YAML document's one node without a key; a mapping there is the document's own fields. */
    private void textRoot(WireIn in, WireOut target) {
        ValueIn v = in.readValue();
        if (v.type() == ValueType.OBJECT) {
            WireOut read = v.object(target, (w, src) -> {
                if (src.hasMore()) {
                    String first = src.readFieldName();
                    if (first == null) {
                        throw refuse("a value without a key inside a mapping");
                    }
                    fields(src, w, first);
                }
                return w;
            });
            if (read == null) {
                target.writeValue().nul(); // the node was a null after all
            }
        } else {
            value(v, target.writeValue());
        }
        if (in.hasMore()) {
            throw refuse("a YAML document holds one root node, but more follows it (multi-line plain scalars are not read)");
        }
    }

    /** Whether the binary document at the cursor holds more than one value without a key: looks ahead, moves nothing. */
    private boolean severalValues(WireIn in) {
        int at = binary.position();
        in.readValue().skip();
        boolean more = in.hasMore();
        binary.position(at);
        return more;
    }

    // ---- containers

    /** Keyed fields from the cursor, the first one's name already read. */
    private void fields(WireIn in, WireOut target, String firstName) {
        String name = firstName;
        while (true) {
            spend();
            value(in.readValue(), key(in, target, name));
            if (!in.hasMore()) {
                return;
            }
            name = in.readFieldName();
            if (name == null) {
                throw refuse("an object mixes fields with keys and values without keys, which no YAML mapping or JSON object can hold");
            }
        }
    }

    /** Values without keys from the cursor, each an element of the target sequence. */
    private void elements(WireIn in, WireOut target) {
        while (in.hasMore()) {
            spend();
            if (in.readFieldName() != null) {
                throw refuse("a sequence element (or a value among values without keys) has a key");
            }
            value(in.readValue(), target.writeValue());
        }
    }

    private ValueOut key(WireIn in, WireOut target, String name) {
        if (in.fieldNameIsNumber()) {
            long number = Long.parseLong(name); // the reader's own digits: always a long
            if (number < 0 || number > Integer.MAX_VALUE) {
                throw refuse("field number " + number + " is outside 0.." + Integer.MAX_VALUE + ", which a key can carry");
            }
            return target.write(WireKey.of(name, (int) number));
        }
        if (binary == null) {
            encodable(name, "a key");
        }
        return target.write((CharSequence) name);
    }

    private void container(Runnable write) {
        if (depth >= MAX_DEPTH) {
            throw new WireLimitException(offset(), "containers nested more than " + MAX_DEPTH + " deep in the output, the writers' limit");
        }
        depth++;
        write.run();
        depth--;
    }

    // ---- values

    private void value(ValueIn in, ValueOut target) {
        switch (in.type()) {
            case NULL -> {
                in.skip();
                target.nul();
            }
            case BOOLEAN -> target.bool(in.bool());
            case INTEGER -> target.int64(in.int64());
            case FLOAT -> target.float64(in.float64());
            case TEXT -> {
                String text = in.text();
                if (binary == null) {
                    encodable(text, "text");
                }
                target.text(text);
            }
            case BYTES -> target.bytes(in.bytes());
            // A reader returns null, and calls nothing, for what turns out to be a null (YAML "key: !" with no node):
            // the key written already must still get its value.
            case OBJECT -> {
                if (in.object(target, (w, src) -> {
                    object(src, w);
                    return w;
                }) == null) {
                    target.nul();
                }
            }
            case SEQUENCE -> {
                if (in.sequence(target, (w, src) -> {
                    container(() -> w.sequence(src, (s, t) -> elements(s, t)));
                    return w;
                }) == null) {
                    target.nul();
                }
            }
            case NONE -> throw new MalformedWireException(offset(), "expected a value but the object or sequence ends");
        }
    }

    /** An object's content: keyed fields make an object; values without keys a sequence (from binary YAML only). */
    private void object(WireIn in, ValueOut target) {
        if (!in.hasMore()) {
            container(() -> target.object(in, (src, w) -> { }));
            return;
        }
        String first = in.readFieldName();
        if (first != null) {
            container(() -> target.object(in, (src, w) -> fields(src, w, first)));
        } else if (binary == null) {
            throw refuse("a value without a key inside a mapping");
        } else {
            container(() -> target.sequence(in, (src, w) -> elements(src, w)));
        }
    }

    /** Binary YAML holds UTF-8, which has no form for a lone surrogate (a YAML escape of half a pair reads as one). */
    private void encodable(String text, String what) {
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (Character.isHighSurrogate(c) && i + 1 < text.length() && Character.isLowSurrogate(text.charAt(i + 1))) {
                i++;
            } else if (Character.isSurrogate(c)) {
                throw refuse(String.format("%s holds a lone surrogate U+%04X at char %d, which binary YAML (UTF-8) cannot carry", what, (int) c, i));
            }
        }
    }
}
