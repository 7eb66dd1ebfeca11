package io.wirebench.adapters.jackson;

import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.JsonParseException;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import io.wirebench.core.ModelMapping;
import io.wirebench.core.model.tree.TreeDocument;
import java.io.IOException;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.util.List;
import java.util.Map;

/**
 * A {@link TreeDocument} written as its root value and read back token by token into maps, lists
 * and scalars. Nesting depth is bounded by the parser's own {@code StreamReadConstraints}.
 */
final class TreeJson implements ModelMapping<TreeDocument, JsonGenerator, JsonParser> {

    @Override
    public void write(TreeDocument v, JsonGenerator out) throws IOException {
        writeNode(out, v.getRoot());
    }

    private static void writeNode(JsonGenerator out, Object node) throws IOException {
        if (node == null) {
            out.writeNull();
        } else if (node instanceof Map<?, ?> map) {
            out.writeStartObject();
            for (Map.Entry<?, ?> e : map.entrySet()) {
                out.writeFieldName(String.valueOf(e.getKey()));
                writeNode(out, e.getValue());
            }
            out.writeEndObject();
        } else if (node instanceof List<?> list) {
            out.writeStartArray();
            for (Object item : list) {
                writeNode(out, item);
            }
            out.writeEndArray();
        } else if (node instanceof String s) {
            out.writeString(s);
        } else if (node instanceof Boolean b) {
            out.writeBoolean(b);
        } else if (node instanceof Long || node instanceof Integer || node instanceof Short || node instanceof Byte) {
            out.writeNumber(((Number) node).longValue());
        } else if (node instanceof Double || node instanceof Float) {
            out.writeNumber(((Number) node).doubleValue());
        } else if (node instanceof BigInteger b) {
            out.writeNumber(b);
        } else if (node instanceof BigDecimal d) {
            out.writeNumber(d);
        } else {
            throw new IllegalArgumentException("a tree document cannot hold a " + node.getClass().getName());
        }
    }

    @Override
    public TreeDocument read(JsonParser in) throws IOException {
        return new TreeDocument(readNode(in));
    }

    private static Object readNode(JsonParser in) throws IOException {
        JsonToken t = in.currentToken();
        if (t == null) {
            throw new JsonParseException(in, "no value where a tree node was expected");
        }
        switch (t) {
            case START_OBJECT -> {
                Map<String, Object> map = TreeDocument.newMap();
                String name;
                while ((name = in.nextFieldName()) != null) {
                    in.nextToken();
                    map.put(name, readNode(in));
                }
                JsonTokens.expect(in, JsonToken.END_OBJECT, "the end of an object");
                return map;
            }
            case START_ARRAY -> {
                List<Object> list = TreeDocument.newList();
                while (in.nextToken() != JsonToken.END_ARRAY) {
                    list.add(readNode(in));
                }
                return list;
            }
            case VALUE_STRING -> {
                return in.getText();
            }
            case VALUE_NUMBER_INT -> {
                return in.getNumberType() == JsonParser.NumberType.BIG_INTEGER ? in.getBigIntegerValue() : in.getLongValue();
            }
            case VALUE_NUMBER_FLOAT -> {
                return in.getDoubleValue();
            }
            case VALUE_TRUE -> {
                return Boolean.TRUE;
            }
            case VALUE_FALSE -> {
                return Boolean.FALSE;
            }
            case VALUE_NULL -> {
                return null;
            }
            default -> throw new JsonParseException(in, "unexpected " + t + " in a tree document");
        }
    }
}
