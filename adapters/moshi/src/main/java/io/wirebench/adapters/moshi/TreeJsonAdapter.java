package io.wirebench.adapters.moshi;

import com.squareup.moshi.JsonAdapter;
import com.squareup.moshi.JsonReader;
import com.squareup.moshi.JsonWriter;
import io.wirebench.core.model.tree.TreeDocument;
import java.io.IOException;
import java.math.BigInteger;
import java.util.List;
import java.util.Map;

/**
 * A {@link TreeDocument} as its root value. Moshi's own adapter for {@code Object} reads every number
 * as a {@code Double}, which loses longs past 2^53; this one reads a number's text and keeps it a
 * {@code Long} when it is an integer that fits (a {@code BigInteger} when it does not), a {@code Double}
 * otherwise. Moshi's reader bounds the nesting (255 levels), so the recursion is bounded too.
 */
final class TreeJsonAdapter extends JsonAdapter<TreeDocument> {
    @Override
    public void toJson(JsonWriter out, TreeDocument tree) throws IOException {
        write(out, tree.getRoot());
    }

    @Override
    public TreeDocument fromJson(JsonReader in) throws IOException {
        return new TreeDocument(read(in));
    }

    private static void write(JsonWriter out, Object v) throws IOException {
        if (v == null) {
            out.nullValue();
        } else if (v instanceof String s) {
            out.value(s);
        } else if (v instanceof Boolean b) {
            out.value(b.booleanValue());
        } else if (v instanceof Long || v instanceof Integer || v instanceof Short || v instanceof Byte) {
            out.value(((Number) v).longValue());
        } else if (v instanceof Double || v instanceof Float) {
            out.value(((Number) v).doubleValue());
        } else if (v instanceof BigInteger b) {
            out.value(b);
        } else if (v instanceof Map<?, ?> map) {
            out.beginObject();
            for (Map.Entry<?, ?> e : map.entrySet()) {
                if (!(e.getKey() instanceof String key)) {
                    throw new IOException("a tree's map keys are text, not " + e.getKey());
                }
                out.name(key);
                write(out, e.getValue());
            }
            out.endObject();
        } else if (v instanceof List<?> list) {
            out.beginArray();
            for (Object item : list) {
                write(out, item);
            }
            out.endArray();
        } else {
            throw new IOException("not a tree value: " + v.getClass().getName());
        }
    }

    private static Object read(JsonReader in) throws IOException {
        switch (in.peek()) {
            case NULL -> {
                return in.nextNull();
            }
            case BOOLEAN -> {
                return in.nextBoolean();
            }
            case STRING -> {
                return in.nextString();
            }
            case NUMBER -> {
                return number(in.nextString());
            }
            case BEGIN_ARRAY -> {
                List<Object> list = TreeDocument.newList();
                in.beginArray();
                while (in.hasNext()) {
                    list.add(read(in));
                }
                in.endArray();
                return list;
            }
            case BEGIN_OBJECT -> {
                Map<String, Object> map = TreeDocument.newMap();
                in.beginObject();
                while (in.hasNext()) {
                    String name = in.nextName();
                    map.put(name, read(in));
                }
                in.endObject();
                return map;
            }
            default -> throw new IOException("expected a value but was " + in.peek() + " at " + in.getPath());
        }
    }

    /** JSON's number text as the tree holds it: an integer as a Long (or BigInteger), anything else as a Double. */
    private static Object number(String text) {
        boolean integral = true;
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (c == '.' || c == 'e' || c == 'E') {
                integral = false;
                break;
            }
        }
        if (!integral) {
            return Double.parseDouble(text);
        }
        try {
            return Long.parseLong(text);
        } catch (NumberFormatException beyondLong) {
            return new BigInteger(text);
        }
    }
}
