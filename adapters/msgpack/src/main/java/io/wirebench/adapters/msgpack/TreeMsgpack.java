package io.wirebench.adapters.msgpack;

import io.wirebench.core.ModelMapping;
import io.wirebench.core.model.tree.TreeDocument;
import java.io.IOException;
import java.math.BigInteger;
import java.util.List;
import java.util.Map;
import org.msgpack.core.MessageFormat;
import org.msgpack.core.MessagePacker;
import org.msgpack.core.MessageUnpacker;
import org.msgpack.value.ValueType;

/**
 * A schema-less {@link TreeDocument} written as its root value with msgpack's own types: maps with
 * string keys, arrays, nil, booleans, integers (as small as they fit), float32 for a {@code Float} and
 * float64 for a {@code Double}, strings. Read back as the tree's maps, lists, {@code Long} (a
 * {@code BigInteger} above {@code Long.MAX_VALUE}), {@code Float}/{@code Double}, strings, booleans and
 * nulls. Nesting is bounded, so hostile input cannot overflow the stack.
 */
final class TreeMsgpack implements ModelMapping<TreeDocument, MessagePacker, MessageUnpacker> {
    static final TreeMsgpack MAPPING = new TreeMsgpack();

    /** Deeper documents are refused on read and on write. */
    static final int MAX_DEPTH = 500;

    private TreeMsgpack() {
    }

    @Override
    public void write(TreeDocument value, MessagePacker out) throws IOException {
        write(value.getRoot(), out, 0);
    }

    @Override
    public TreeDocument read(MessageUnpacker in) throws IOException {
        return new TreeDocument(read(in, 0));
    }

    private static void write(Object v, MessagePacker out, int depth) throws IOException {
        if (depth > MAX_DEPTH) {
            throw new IOException("tree nested deeper than " + MAX_DEPTH);
        }
        if (v == null) {
            out.packNil();
        } else if (v instanceof String s) {
            out.packString(s);
        } else if (v instanceof Boolean b) {
            out.packBoolean(b);
        } else if (v instanceof Long || v instanceof Integer || v instanceof Short || v instanceof Byte) {
            out.packLong(((Number) v).longValue());
        } else if (v instanceof Double d) {
            out.packDouble(d);
        } else if (v instanceof Float f) {
            out.packFloat(f);
        } else if (v instanceof BigInteger b) {
            // msgpack integers span int64 and uint64; packBigInteger refuses anything wider.
            out.packBigInteger(b);
        } else if (v instanceof Map<?, ?> map) {
            out.packMapHeader(map.size());
            for (Map.Entry<?, ?> e : map.entrySet()) {
                if (!(e.getKey() instanceof String key)) {
                    throw new IOException("a tree's map keys are text, not " + e.getKey());
                }
                out.packString(key);
                write(e.getValue(), out, depth + 1);
            }
        } else if (v instanceof List<?> list) {
            out.packArrayHeader(list.size());
            for (Object item : list) {
                write(item, out, depth + 1);
            }
        } else {
            throw new IOException("not a tree value: " + v.getClass().getName());
        }
    }

    private static Object read(MessageUnpacker in, int depth) throws IOException {
        if (depth > MAX_DEPTH) {
            throw new IOException("tree nested deeper than " + MAX_DEPTH);
        }
        MessageFormat format = in.getNextFormat();
        switch (format.getValueType()) {
            case NIL -> {
                in.unpackNil();
                return null;
            }
            case BOOLEAN -> {
                return in.unpackBoolean();
            }
            case INTEGER -> {
                if (format == MessageFormat.UINT64) {
                    BigInteger big = in.unpackBigInteger();
                    return big.bitLength() < 64 ? (Object) big.longValue() : big;
                }
                return in.unpackLong();
            }
            case FLOAT -> {
                return format == MessageFormat.FLOAT32 ? (Object) in.unpackFloat() : (Object) in.unpackDouble();
            }
            case STRING -> {
                return in.unpackString();
            }
            case ARRAY -> {
                int n = in.unpackArrayHeader();
                List<Object> list = Values.newList(n);
                for (int i = 0; i < n; i++) {
                    list.add(read(in, depth + 1));
                }
                return list;
            }
            case MAP -> {
                int n = in.unpackMapHeader();
                Map<String, Object> map = TreeDocument.newMap();
                for (int i = 0; i < n; i++) {
                    if (in.getNextFormat().getValueType() != ValueType.STRING) {
                        throw new IOException("a tree's map keys are text; this one is " + in.getNextFormat());
                    }
                    String key = in.unpackString();
                    map.put(key, read(in, depth + 1));
                }
                return map;
            }
            default -> throw new IOException("not a tree value: msgpack " + format);
        }
    }
}
