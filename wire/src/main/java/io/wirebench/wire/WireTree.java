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
 *
 * <p>Trees are read and written by recursion, a few frames per level. Nesting deeper than the
 * calling thread's stack holds (with {@link WireLimits#maxNestingDepth()} raised, or on a thread
 * with a small stack) ends in a {@link WireLimitException} that says so, never in a
 * {@link StackOverflowError}: run such trees on a thread with a bigger stack
 * ({@link Thread#Thread(ThreadGroup, Runnable, String, long)}, about 1 KB per level).
 */
public final class WireTree {
    private WireTree() {
    }

    /** Writes any tree node as a value. */
    public static WireOut write(Object node, ValueOut out) {
        try {
            return writeNode(node, out);
        } catch (StackOverflowError e) {
            throw tooDeep("write");
        }
    }

    /**
     * The stack ran out before the nesting limit did. Caught at the entry points only, where the
     * stack has unwound again; the tree under construction is dropped, so nothing is left half-made.
     */
    private static WireLimitException tooDeep(String what) {
        return new WireLimitException(-1, "a tree nested deeper than this thread's stack can " + what
                + " (lower WireLimits.maxNestingDepth, or use a thread with a bigger stack)");
    }

    private static WireOut writeNode(Object node, ValueOut out) {
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
            writeNode(e.getValue(), out.write(name));
        }
    };

    private static final WireWriter<List<?>> LIST_WRITER = (list, out) -> {
        for (Object element : list) {
            writeNode(element, out.writeValue());
        }
    };

    /**
     * Writes a tree as the body of a document: a map's entries as the document's fields (so a dump
     * reads like the tree's YAML), anything else as one value with no key.
     */
    public static void writeRoot(Object root, WireOut out) {
        try {
            if (root instanceof Map<?, ?> map) {
                MAP_WRITER.write(map, out);
            } else {
                writeNode(root, out.writeValue());
            }
        } catch (StackOverflowError e) {
            throw tooDeep("write");
        }
    }

    /**
     * Reads what {@link #writeRoot} wrote: fields make a map (none, an empty map); a value with no
     * key is the root, and must be all there is.
     *
     * @throws MalformedWireException if anything follows a root value without a key
     */
    public static Object readRoot(WireIn in) {
        try {
            if (!in.hasMore()) {
                return new LinkedHashMap<String, Object>();
            }
            String first = in.readFieldName();
            if (first == null) {
                Object root = readNode(in.readValue());
                if (in.hasMore()) {
                    throw new MalformedWireException("after the root value (a "
                            + (root == null ? "null" : root.getClass().getSimpleName()) + ") more data follows; a tree's root is one value or a map's fields");
                }
                return root;
            }
            Map<String, Object> map = new LinkedHashMap<>();
            map.put(first, readNode(in.readValue()));
            return MAP_READER.read(map, in);
        } catch (StackOverflowError e) {
            throw tooDeep("read");
        }
    }

    /** Reads any value as a tree node. */
    public static Object read(ValueIn in) {
        try {
            return readNode(in);
        } catch (StackOverflowError e) {
            throw tooDeep("read");
        }
    }

    private static Object readNode(ValueIn in) {
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
            map.put(name, readNode(in.readValue()));
        }
        return map;
    };

    private static final WireReader<List<Object>> LIST_READER = (reuse, in) -> {
        List<Object> list = new ArrayList<>();
        while (in.hasMore()) {
            list.add(readNode(in.readValue()));
        }
        return list;
    };
}
