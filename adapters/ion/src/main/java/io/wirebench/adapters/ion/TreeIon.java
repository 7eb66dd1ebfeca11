package io.wirebench.adapters.ion;

import com.amazon.ion.IntegerSize;
import com.amazon.ion.IonReader;
import com.amazon.ion.IonType;
import com.amazon.ion.IonWriter;
import io.wirebench.core.model.tree.TreeDocument;
import java.io.IOException;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.util.List;
import java.util.Map;

/**
 * A schema-less {@link TreeDocument} as the Ion value it is: maps as structs (field order kept),
 * lists as lists, text as strings, integers as ints (arbitrary size), fractions as 64-bit floats,
 * decimals as decimals, null as null. Ion is self-describing, so no schema is involved.
 */
final class TreeIon implements IonMapping<TreeDocument> {

    @Override
    public void write(TreeDocument value, IonWriter out) throws IOException {
        writeNode(value.getRoot(), out);
    }

    private static void writeNode(Object node, IonWriter out) throws IOException {
        if (node == null) {
            out.writeNull();
        } else if (node instanceof String s) {
            out.writeString(s);
        } else if (node instanceof Boolean b) {
            out.writeBool(b);
        } else if (node instanceof Long || node instanceof Integer || node instanceof Short || node instanceof Byte) {
            out.writeInt(((Number) node).longValue());
        } else if (node instanceof BigInteger i) {
            out.writeInt(i);
        } else if (node instanceof Double || node instanceof Float) {
            out.writeFloat(((Number) node).doubleValue());
        } else if (node instanceof BigDecimal d) {
            out.writeDecimal(d);
        } else if (node instanceof Map<?, ?> map) {
            out.stepIn(IonType.STRUCT);
            for (Map.Entry<?, ?> e : map.entrySet()) {
                out.setFieldName(String.valueOf(e.getKey()));
                writeNode(e.getValue(), out);
            }
            out.stepOut();
        } else if (node instanceof List<?> list) {
            out.stepIn(IonType.LIST);
            for (Object item : list) {
                writeNode(item, out);
            }
            out.stepOut();
        } else {
            throw new IllegalArgumentException("a tree node of type " + node.getClass().getName() + " has no Ion form here");
        }
    }

    @Override
    public TreeDocument read(IonReader in, TreeDocument reuse) throws IOException {
        TreeDocument doc = reuse != null ? reuse : new TreeDocument();
        doc.setRoot(readNode(in));
        return doc;
    }

    /** The value the reader is on. */
    private static Object readNode(IonReader in) throws IOException {
        IonType type = in.getType();
        if (in.isNullValue()) {
            return null;
        }
        switch (type) {
            case BOOL:
                return in.booleanValue();
            case INT:
                return in.getIntegerSize() == IntegerSize.BIG_INTEGER ? in.bigIntegerValue() : (Object) in.longValue();
            case FLOAT:
                return in.doubleValue();
            case DECIMAL:
                return in.bigDecimalValue();
            case STRING:
            case SYMBOL:
                return in.stringValue();
            case STRUCT: {
                Map<String, Object> map = TreeDocument.newMap();
                in.stepIn();
                while (in.next() != null) {
                    String name = IonMapping.fieldName(in);
                    map.put(name, readNode(in));
                }
                in.stepOut();
                return map;
            }
            case LIST:
            case SEXP: {
                List<Object> list = TreeDocument.newList();
                in.stepIn();
                while (in.next() != null) {
                    list.add(readNode(in));
                }
                in.stepOut();
                return list;
            }
            default:
                throw new IOException("an Ion " + type + " has no place in a tree document");
        }
    }
}
