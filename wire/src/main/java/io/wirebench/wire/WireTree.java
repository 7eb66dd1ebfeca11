package io.wirebench.wire;

import java.math.BigDecimal;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Schema-less data, the tree a JSON or YAML parser gives, written to and read from a
 * self-describing rendering: maps with text keys, lists, text, booleans, numbers, byte arrays and
 * null. Map keys are written as names whatever the rendering's key style, because they are data.
 *
 * <p>Read back, maps are {@link LinkedHashMap}s in the order written, lists {@link ArrayList}s,
 * whole numbers {@link Long}s and other numbers {@link Double}s. A compact rendering sends a
 * whole double as an integer, so 2.0 comes back as 2L: the value is kept, not the Java type.
 */
public final class WireTree {
    private WireTree() {
    }

    /** Writes any tree node as a value. */
    public static WireOut write(Object node, ValueOut out) {
        if (node == null) {
            return out.nul();
        }
        if (node instanceof Map<?, ?> map) {
            return out.object(map, MAP_WRITER);
        }
        if (node instanceof List<?> list) {
            return out.sequence(list, LIST_WRITER);
        }
        if (node instanceof CharSequence s) {
            return out.text(s);
        }
        if (node instanceof Boolean b) {
            return out.bool(b);
        }
        if (node instanceof Long || node instanceof Integer || node instanceof Short || node instanceof Byte) {
            return out.int64(((Number) node).longValue());
        }
        if (node instanceof Double d) {
            return out.float64(d);
        }
        if (node instanceof Float f) {
            return out.float32(f);
        }
        if (node instanceof BigInteger i && i.bitLength() < 64) {
            return out.int64(i.longValue());
        }
        if (node instanceof BigDecimal d && d.stripTrailingZeros().scale() <= 0 && d.toBigInteger().bitLength() < 64) {
            return out.int64(d.longValueExact());
        }
        if (node instanceof byte[] bytes) {
            return out.bytes(bytes);
        }
        if (node instanceof Enum<?> e) {
            return out.asEnum(e);
        }
        throw new IllegalArgumentException("a tree cannot hold a " + node.getClass().getName() + " (" + node + ")");
    }

    private static final WireWriter<Map<?, ?>> MAP_WRITER = (map, out) -> {
        for (Map.Entry<?, ?> e : map.entrySet()) {
            if (!(e.getKey() instanceof CharSequence name)) {
                throw new IllegalArgumentException("a tree's map keys must be text, not " + e.getKey());
            }
            write(e.getValue(), out.write(name));
        }
    };

    private static final WireWriter<List<?>> LIST_WRITER = (list, out) -> {
        for (Object element : list) {
            write(element, out.writeValue());
        }
    };

    /**
     * Writes a tree as the body of a document: a map's entries as the document's fields (so a dump
     * reads like the tree's YAML), anything else as one value with no key.
     */
    public static void writeRoot(Object root, WireOut out) {
        if (root instanceof Map<?, ?> map) {
            MAP_WRITER.write(map, out);
        } else {
            write(root, out.writeValue());
        }
    }

    /** Reads what {@link #writeRoot} wrote: fields make a map (none, an empty map); a value with no key is the root. */
    public static Object readRoot(WireIn in) {
        if (!in.hasMore()) {
            return new LinkedHashMap<String, Object>();
        }
        String first = in.readFieldName();
        if (first == null) {
            return read(in.readValue());
        }
        Map<String, Object> map = new LinkedHashMap<>();
        map.put(first, read(in.readValue()));
        return MAP_READER.read(map, in);
    }

    /** Reads any value as a tree node. */
    public static Object read(ValueIn in) {
        return switch (in.type()) {
            case NULL -> {
                in.skip();
                yield null;
            }
            case BOOLEAN -> in.bool();
            case INTEGER -> in.int64();
            case FLOAT -> in.float64();
            case TEXT -> in.text();
            case BYTES -> in.bytes();
            case OBJECT -> in.object(null, MAP_READER);
            case SEQUENCE -> in.sequence(null, LIST_READER);
            case NONE -> throw new MalformedWireException("expected a value but the object or sequence ends");
        };
    }

    private static final WireReader<Map<String, Object>> MAP_READER = (reuse, in) -> {
        Map<String, Object> map = reuse != null ? reuse : new LinkedHashMap<>();
        while (in.hasMore()) {
            String name = in.readFieldName();
            if (name == null) {
                throw new MalformedWireException("expected a key: the input was written without keys, which a tree's map needs");
            }
            map.put(name, read(in.readValue()));
        }
        return map;
    };

    private static final WireReader<List<Object>> LIST_READER = (reuse, in) -> {
        List<Object> list = new ArrayList<>();
        while (in.hasMore()) {
            list.add(read(in.readValue()));
        }
        return list;
    };
}
