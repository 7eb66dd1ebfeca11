package io.wirebench.adapters.bson;

import io.wirebench.core.ModelMapping;
import io.wirebench.core.model.tree.TreeDocument;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.util.List;
import java.util.Map;
import org.bson.BsonReader;
import org.bson.BsonSerializationException;
import org.bson.BsonType;
import org.bson.BsonWriter;
import org.bson.types.Decimal128;

/**
 * A {@link TreeDocument} whose root map is the BSON document itself (no wrapper); nested maps are
 * embedded documents, lists are arrays. BSON's top level must be a document, so a tree whose root
 * is a list or a scalar is refused with a message. Integers are int32 or int64 as the value's Java
 * type says, fractions doubles, {@code BigDecimal} Decimal128; reading stops at a nesting depth of
 * {@value #MAX_DEPTH} rather than overflowing the stack.
 */
final class TreeBson implements ModelMapping<TreeDocument, BsonWriter, BsonReader> {
    static final int MAX_DEPTH = 1000;

    @Override
    public void write(TreeDocument v, BsonWriter out) {
        if (!(v.getRoot() instanceof Map<?, ?> root)) {
            throw new IllegalArgumentException("a BSON document's top level must be a map, not "
                    + (v.getRoot() == null ? "null" : v.getRoot().getClass().getSimpleName()));
        }
        writeMap(out, root);
    }

    private static void writeMap(BsonWriter out, Map<?, ?> map) {
        out.writeStartDocument();
        for (Map.Entry<?, ?> e : map.entrySet()) {
            out.writeName(String.valueOf(e.getKey()));
            writeValue(out, e.getValue());
        }
        out.writeEndDocument();
    }

    private static void writeValue(BsonWriter out, Object node) {
        if (node == null) {
            out.writeNull();
        } else if (node instanceof Map<?, ?> map) {
            writeMap(out, map);
        } else if (node instanceof List<?> list) {
            out.writeStartArray();
            for (Object item : list) {
                writeValue(out, item);
            }
            out.writeEndArray();
        } else if (node instanceof String s) {
            out.writeString(s);
        } else if (node instanceof Boolean b) {
            out.writeBoolean(b);
        } else if (node instanceof Integer || node instanceof Short || node instanceof Byte) {
            out.writeInt32(((Number) node).intValue());
        } else if (node instanceof Long l) {
            out.writeInt64(l);
        } else if (node instanceof Double || node instanceof Float) {
            out.writeDouble(((Number) node).doubleValue());
        } else if (node instanceof BigInteger b && b.bitLength() < 64) {
            out.writeInt64(b.longValue());
        } else if (node instanceof BigDecimal d) {
            out.writeDecimal128(new Decimal128(d));
        } else {
            throw new IllegalArgumentException("BSON cannot carry a tree value of type " + node.getClass().getName());
        }
    }

    @Override
    public TreeDocument read(BsonReader in) {
        return new TreeDocument(readMap(in, 0));
    }

    private static Map<String, Object> readMap(BsonReader in, int depth) {
        Map<String, Object> map = TreeDocument.newMap();
        in.readStartDocument();
        while (in.readBsonType() != BsonType.END_OF_DOCUMENT) {
            String name = in.readName();
            map.put(name, readValue(in, depth + 1));
        }
        in.readEndDocument();
        return map;
    }

    private static Object readValue(BsonReader in, int depth) {
        if (depth > MAX_DEPTH) {
            throw new BsonSerializationException("tree nested deeper than " + MAX_DEPTH + " levels");
        }
        BsonType type = in.getCurrentBsonType();
        switch (type) {
            case DOCUMENT:
                return readMap(in, depth);
            case ARRAY: {
                List<Object> list = TreeDocument.newList();
                in.readStartArray();
                while (in.readBsonType() != BsonType.END_OF_DOCUMENT) {
                    list.add(readValue(in, depth + 1));
                }
                in.readEndArray();
                return list;
            }
            case STRING:
                return in.readString();
            case BOOLEAN:
                return in.readBoolean();
            case INT32:
                return in.readInt32();
            case INT64:
                return in.readInt64();
            case DOUBLE:
                return in.readDouble();
            case DECIMAL128:
                return in.readDecimal128().bigDecimalValue();
            case NULL:
                in.readNull();
                return null;
            default:
                throw new BsonSerializationException("a tree document has no node for BSON type " + type);
        }
    }
}
