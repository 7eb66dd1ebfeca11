package io.wirebench.wire.text;

import io.wirebench.wire.RandomInputs;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.Base64;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** Test helper: random schema-less trees full of YAML trouble, and the normal form two trees are compared in. */
final class Trees {
    /** Strings a YAML 1.1 or 1.2 reader would take for something else if they were written plain. */
    static final String[] TROUBLE = {"yes", "no", "Yes", "NO", "on", "off", "On", "OFF", "y", "n", "Y", "N", "true", "False",
            "~", "null", "Null", "NULL", "", " ", "  lead", "trail  ", "0x1F", "0o17", "012", "0b101", "1_000", "1,000", ".inf",
            "-.inf", ".NaN", "+1", "-1", "1e3", "1.5", ".5", "5.", "2001-12-14", "2001-12-14t21:59:43.10-05:00",
            "2001-12-14 21:59:43.10 -5", "190:20:30", "1:30", "<<", "=", "a: b", "a:b", "a #b", "#x", "-", "- x", "?", "? x",
            ":", "x:", "[a]", "{a: 1}", "a, b", "&a", "*a", "!t", "|", ">", "'q'", "\"q\"", "%x", "@x", "`x", "---", "...",
            "tab\there", "line\nbreak", "cr\rx", "\u0000", "\u0007bell", "\u007f", "\u0085nel", "\u00a0nbsp", "\u2028ls", "\u2029ps",
            "\ufeffbom", "\ufffe", "\uffff", "back\\slash", "\u00e9t\u00e9", "\u6771\u4eac", "\ud83d\ude00", "caf\u00e9 #1",
            "x".repeat(200)};

    private Trees() {
    }

    static String anyText(RandomInputs r, boolean latin1) {
        String s = r.intBetween(0, 2) == 0 ? TROUBLE[r.intBetween(0, TROUBLE.length - 1)] : r.anyString(12);
        if (latin1) {
            StringBuilder sb = new StringBuilder();
            s.chars().forEach(c -> sb.append((char) (c & 0xFF)));
            return sb.toString();
        }
        return s;
    }

    /** A random tree: a map at the root, nested maps and lists, every scalar type. */
    static Map<String, Object> anyTree(RandomInputs r, boolean latin1, boolean bytes, int depth) {
        Map<String, Object> map = new LinkedHashMap<>();
        int n = r.intBetween(0, 6);
        for (int i = 0; i < n; i++) {
            map.put(anyText(r, latin1), anyValue(r, latin1, bytes, depth));
        }
        return map;
    }

    static Object anyValue(RandomInputs r, boolean latin1, boolean bytes, int depth) {
        int kind = r.intBetween(0, depth > 3 ? 5 : 7);
        return switch (kind) {
            case 0 -> null;
            case 1 -> r.bool();
            case 2 -> r.anyLong();
            case 3 -> r.anyDouble();
            case 4 -> bytes && r.bool() ? r.anyBytes(10) : anyText(r, latin1);
            case 5 -> anyText(r, latin1);
            case 6 -> anyTree(r, latin1, bytes, depth + 1);
            default -> {
                List<Object> list = new ArrayList<>();
                int m = r.intBetween(0, 4);
                for (int i = 0; i < m; i++) {
                    list.add(anyValue(r, latin1, bytes, depth + 1));
                }
                yield list;
            }
        };
    }

    /**
     * The normal form: whole numbers (of any Java type, and whole doubles below 2^53 other than
     * -0.0) as Long, other numbers as Double, bytes as base64 text when {@code json}, NaN and the
     * infinities as JSON's strings when {@code json}.
     */
    static Object normal(Object node, boolean json) {
        if (node instanceof Map<?, ?> map) {
            Map<String, Object> m = new LinkedHashMap<>();
            map.forEach((k, v) -> m.put(String.valueOf(k), normal(v, json)));
            return m;
        }
        if (node instanceof List<?> list) {
            List<Object> l = new ArrayList<>();
            list.forEach(v -> l.add(normal(v, json)));
            return l;
        }
        if (node instanceof Float f) {
            return normal(f.doubleValue(), json);
        }
        if (node instanceof Double d) {
            if (json && (d.isNaN() || d.isInfinite())) {
                return d.isNaN() ? "NaN" : d > 0 ? "Infinity" : "-Infinity";
            }
            if (d == Math.rint(d) && Math.abs(d) < 9.007199254740992E15 && !(d == 0 && 1 / d < 0)) {
                return (long) (double) d;
            }
            return d;
        }
        if (node instanceof BigDecimal d) {
            return normal(d.doubleValue(), json);
        }
        if (node instanceof Number n && (n instanceof Integer || n instanceof Long || n instanceof Short || n instanceof Byte || n instanceof BigInteger)) {
            return n instanceof BigInteger b ? (Object) b.longValueExact() : (Object) n.longValue();
        }
        if (node instanceof byte[] b) {
            return json ? Base64.getEncoder().encodeToString(b) : new Bytes(b);
        }
        if (node instanceof java.nio.ByteBuffer b) {
            byte[] a = new byte[b.remaining()];
            b.get(a);
            return new Bytes(a);
        }
        return node;
    }

    /** byte[] with value equality. */
    record Bytes(List<Byte> bytes) {
        Bytes(byte[] b) {
            this(toList(b));
        }

        private static List<Byte> toList(byte[] b) {
            List<Byte> l = new ArrayList<>();
            for (byte x : b) {
                l.add(x);
            }
            return l;
        }
    }

    /**
     * The tree with the keys SnakeYAML Engine writes as explicit keys ({@code ? key}) renamed, for
     * its flow style ({@code {? key: value}}, which we do not read): empty keys, keys with line
     * breaks, keys over 128 chars.
     */
    private static boolean simple(String key) {
        return !key.isEmpty() && key.length() <= 128 && key.chars().noneMatch(c -> c == '\n' || c == '\r' || c == 0x85 || c == 0x2028 || c == 0x2029);
    }

    static Object withoutEmptyKeys(Object node) {
        if (node instanceof Map<?, ?> map) {
            Map<String, Object> m = new LinkedHashMap<>();
            map.forEach((k, v) -> m.put(simple((String) k) ? (String) k : "(renamed " + m.size() + ")", withoutEmptyKeys(v)));
            return m;
        }
        if (node instanceof List<?> list) {
            List<Object> l = new ArrayList<>();
            list.forEach(v -> l.add(withoutEmptyKeys(v)));
            return l;
        }
        return node;
    }
}
