package io.wirebench.core.model.tree;

import java.io.Serializable;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * A schema-less document: the tree a JSON or YAML parser gives for arbitrary data, for the
 * contenders that can carry data without a schema (user data files, {@code make bench DATA=...}).
 *
 * <p>The root and every node are {@code Map<String, Object>} (insertion-ordered), {@code List<Object>},
 * {@code String}, {@code Boolean}, a {@code Number} or {@code null}. Libraries disagree on number
 * types (an {@code Integer} here, a {@code Long} there), so equality compares numbers by value:
 * integers as {@code long}/{@link BigInteger}, anything with a fraction as {@code double}.
 */
public final class TreeDocument implements Serializable {
    private static final long serialVersionUID = 1L;

    private Object root;

    public TreeDocument() {
    }

    public TreeDocument(Object root) {
        this.root = root;
    }

    public Object getRoot() {
        return root;
    }

    public void setRoot(Object root) {
        this.root = root;
    }

    /** A map whose iteration order is the insertion order, as documents are written. */
    public static Map<String, Object> newMap() {
        return new LinkedHashMap<>();
    }

    public static List<Object> newList() {
        return new ArrayList<>();
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof TreeDocument t && sameTree(root, t.root);
    }

    @Override
    public int hashCode() {
        // Number types vary between libraries, so only the shape is hashed.
        return root instanceof Map<?, ?> m ? m.size() : root instanceof List<?> l ? l.size() : 0;
    }

    @Override
    public String toString() {
        return "TreeDocument" + root;
    }

    /** Deep equality with numbers compared by value. */
    public static boolean sameTree(Object a, Object b) {
        if (a instanceof Number x && b instanceof Number y) {
            return sameNumber(x, y);
        }
        if (a instanceof Map<?, ?> x && b instanceof Map<?, ?> y) {
            if (x.size() != y.size()) {
                return false;
            }
            for (Map.Entry<?, ?> e : x.entrySet()) {
                if (!y.containsKey(e.getKey()) || !sameTree(e.getValue(), y.get(e.getKey()))) {
                    return false;
                }
            }
            return true;
        }
        if (a instanceof List<?> x && b instanceof List<?> y) {
            if (x.size() != y.size()) {
                return false;
            }
            Iterator<?> i = x.iterator();
            Iterator<?> j = y.iterator();
            while (i.hasNext()) {
                if (!sameTree(i.next(), j.next())) {
                    return false;
                }
            }
            return true;
        }
        return Objects.equals(a, b);
    }

    private static boolean sameNumber(Number x, Number y) {
        if (isIntegral(x) && isIntegral(y)) {
            return toBigInteger(x).equals(toBigInteger(y));
        }
        return Double.compare(x.doubleValue(), y.doubleValue()) == 0;
    }

    private static boolean isIntegral(Number n) {
        return n instanceof Byte || n instanceof Short || n instanceof Integer || n instanceof Long || n instanceof BigInteger
                || (n instanceof BigDecimal d && d.stripTrailingZeros().scale() <= 0);
    }

    private static BigInteger toBigInteger(Number n) {
        if (n instanceof BigInteger b) {
            return b;
        }
        if (n instanceof BigDecimal d) {
            return d.toBigIntegerExact();
        }
        return BigInteger.valueOf(n.longValue());
    }
}
