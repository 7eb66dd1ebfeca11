package io.wirebench.wire;

import java.util.Locale;
import java.util.Set;

/**
 * How scalars look in YAML text, shared by the binary dump and the text renderings: plain when
 * YAML would read the same string back, double-quoted with escapes otherwise; numbers as YAML
 * writes them, a whole float without its ".0" as the seeds show it ({@code price: 1234}).
 */
public final class YamlScalars {
    /** Plain words YAML (1.1 or 1.2) reads as something other than a string. */
    private static final Set<String> RESERVED = Set.of("null", "~", "true", "false", "yes", "no", "on", "off", "y", "n");

    private YamlScalars() {
    }

    /** {@code s} as a YAML scalar: plain if that reads back as the same string, else double-quoted. */
    public static String text(String s) {
        return needsQuotes(s) ? quoted(s) : s;
    }

    static boolean needsQuotes(String s) {
        if (s.isEmpty() || RESERVED.contains(s.toLowerCase(Locale.ROOT)) || looksLikeNumber(s)) {
            return true;
        }
        char first = s.charAt(0);
        if ("-?:,[]{}#&*!|>'\"%@`".indexOf(first) >= 0 || first == ' ' || s.charAt(s.length() - 1) == ' ') {
            // "-x" and ":x" could be plain, but only with rules not worth the risk in a dump.
            return true;
        }
        if (s.endsWith(":")) {
            return true;
        }
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (c < 0x20 || c == 0x7F || c == '\u0085' || c == '\u2028' || c == '\u2029' || c == '\uFEFF' || Character.isSurrogate(c) && !validPair(s, i)) {
                return true;
            }
            if ((c == ':' || c == '#') && i + 1 < s.length() && s.charAt(i + 1) == ' ' || c == '#' && s.charAt(i - 1) == ' ') {
                return true;
            }
        }
        return false;
    }

    private static boolean validPair(String s, int i) {
        char c = s.charAt(i);
        if (Character.isHighSurrogate(c)) {
            return i + 1 < s.length() && Character.isLowSurrogate(s.charAt(i + 1));
        }
        return i > 0 && Character.isHighSurrogate(s.charAt(i - 1));
    }

    private static boolean looksLikeNumber(String s) {
        char c = s.charAt(0);
        if (!(c >= '0' && c <= '9') && c != '-' && c != '+' && c != '.') {
            return false;
        }
        // Anything a YAML reader might take as a number (including .5, 1e3, 0x1F, 1_000, .inf) stays a string by quoting.
        for (int i = 0; i < s.length(); i++) {
            char d = s.charAt(i);
            if (!((d >= '0' && d <= '9') || "+-._eExXoObBaAcCdDfFiInN:".indexOf(d) >= 0)) {
                return false;
            }
        }
        return true;
    }

    /** A double-quoted YAML scalar with {@code \}-escapes for quotes, backslashes and control characters. */
    public static String quoted(String s) {
        StringBuilder sb = new StringBuilder(s.length() + 2).append('"');
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            switch (c) {
                case '"' -> sb.append("\\\"");
                case '\\' -> sb.append("\\\\");
                case '\n' -> sb.append("\\n");
                case '\r' -> sb.append("\\r");
                case '\t' -> sb.append("\\t");
                case '\0' -> sb.append("\\0");
                default -> {
                    if (c < 0x20 || c == 0x7F || c == '\u0085' || c == '\u2028' || c == '\u2029' || c == '\uFEFF'
                            || Character.isSurrogate(c) && !validPair(s, i)) {
                        sb.append(String.format("\\u%04X", (int) c));
                    } else {
                        sb.append(c);
                    }
                }
            }
        }
        return sb.append('"').toString();
    }

    /** A double as YAML: {@code 1234} for a whole value, {@code 1.1}, {@code .nan}, {@code .inf}, {@code -0.0}. */
    public static String number(double d) {
        if (Double.isNaN(d)) {
            return ".nan";
        }
        if (Double.isInfinite(d)) {
            return d > 0 ? ".inf" : "-.inf";
        }
        if (d == Math.rint(d) && Math.abs(d) < 1e15 && !(d == 0 && Double.doubleToRawLongBits(d) != 0)) {
            return Long.toString((long) d);
        }
        return Double.toString(d);
    }

    /** A float as YAML, with the float's own shortest digits ({@code 1.1}, not {@code 1.100000023841858}). */
    public static String number(float f) {
        if (Float.isNaN(f) || Float.isInfinite(f) || (f == Math.rint(f) && Math.abs(f) < 1e15f && !(f == 0 && Float.floatToRawIntBits(f) != 0))) {
            return number((double) f);
        }
        return Float.toString(f);
    }
}
