package io.wirebench.wire;

/**
 * How text looks in JSON (RFC 8259): double-quoted, with {@code \"}, {@code \\}, the short escapes
 * for control characters and u escapes for the others. A lone surrogate, which UTF-8 cannot
 * encode, is written as its u escape, as JSON allows.
 */
public final class JsonScalars {
    private JsonScalars() {
    }

    /** Whether {@code c} must be escaped inside a JSON string. */
    public static boolean needsEscape(char c) {
        return c < 0x20 || c == '"' || c == '\\' || Character.isSurrogate(c);
    }

    /** The escape of {@code c} (a backslash and n, or a u escape). */
    public static String escape(char c) {
        return switch (c) {
            case '"' -> "\\\"";
            case '\\' -> "\\\\";
            case '\n' -> "\\n";
            case '\r' -> "\\r";
            case '\t' -> "\\t";
            case '\b' -> "\\b";
            case '\f' -> "\\f";
            default -> String.format("\\u%04X", (int) c);
        };
    }

    /** {@code s} as a JSON string. */
    public static String quoted(CharSequence s) {
        StringBuilder sb = new StringBuilder(s.length() + 2).append('"');
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (Character.isSurrogate(c) && i + 1 < s.length() && Character.isHighSurrogate(c) && Character.isLowSurrogate(s.charAt(i + 1))) {
                sb.append(c).append(s.charAt(++i));
            } else if (needsEscape(c)) {
                sb.append(escape(c));
            } else {
                sb.append(c);
            }
        }
        return sb.append('"').toString();
    }
}
