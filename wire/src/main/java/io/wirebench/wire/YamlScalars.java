package io.wirebench.wire;

import io.wirebench.wire.text.ShortestDecimal;
import java.util.Locale;

/**
 * How scalars look in YAML text, shared by the binary dump and the text renderings: plain when
 * every YAML 1.2 and YAML 1.1 reader would read the same string back, double-quoted with escapes
 * otherwise; numbers as YAML writes them, a whole float without its ".0" as the published YAML shows it
 * ({@code price: 1234}).
 *
 * <p>A string is quoted when it is empty; is a word YAML 1.1 or 1.2 reads as a boolean or null
 * in any case ({@code yes}, {@code Off}, {@code y}, {@code ~}, {@code NULL}), or the 1.1 merge and
 * value keys {@code <<} and {@code =}; starts with a digit or with {@code + - .} (numbers in any
 * base, {@code 1_000}, {@code .inf}, sexagesimals, dates); starts with an indicator or a space;
 * ends with a space; holds {@code ": "}, {@code " #"}, a flow indicator {@code , [ ] { }}, ends
 * with {@code :}; or holds a character YAML cannot carry plain: a control character, DEL, a C1
 * control, NEL, the line and paragraph separators, a BOM, U+FFFE/U+FFFF.
 */
public final class YamlScalars {
    /** Plain words YAML (1.1 or 1.2) reads as something other than a string, compared in lower case. */
    private static final String[] RESERVED = {"null", "~", "true", "false", "yes", "no", "on", "off", "y", "n", "<<", "="};
    private static final String FIRST_INDICATORS = "-?:,[]{}#&*!|>'\"%@`~+. \t";

    private YamlScalars() {
    }

    /** {@code s} as a YAML scalar: plain if that reads back as the same string, else double-quoted. */
    public static String text(String s) {
        return needsQuotes(s) ? quoted(s) : s;
    }

    /** Whether {@code s} must be quoted to read back as the same string in YAML 1.1 and 1.2 (see the class comment). */
    public static boolean needsQuotes(CharSequence s) {
        int n = s.length();
        if (n == 0 || n <= 5 && isReservedWord(s)) {
            return true;
        }
        char first = s.charAt(0);
        if (first >= '0' && first <= '9' || FIRST_INDICATORS.indexOf(first) >= 0) {
            return true;
        }
        char last = s.charAt(n - 1);
        if (last == ' ' || last == '\t' || last == ':') {
            return true;
        }
        for (int i = 0; i < n; i++) {
            char c = s.charAt(i);
            if (!printable(s, i) || c == '\t' || ",[]{}".indexOf(c) >= 0) {
                return true;
            }
            if (c == ':' && s.charAt(i + 1) == ' ' || c == '#' && s.charAt(i - 1) == ' ') {
                return true;
            }
        }
        return false;
    }

    /** Whether {@code s} is, in any case, a word YAML 1.1 or 1.2 reads as a boolean, a null or a merge/value key. */
    public static boolean isReservedWord(CharSequence s) {
        for (String word : RESERVED) {
            if (word.length() == s.length() && regionMatchesIgnoreCase(s, word)) {
                return true;
            }
        }
        return false;
    }

    private static boolean regionMatchesIgnoreCase(CharSequence s, String lowerWord) {
        for (int i = 0; i < lowerWord.length(); i++) {
            char c = s.charAt(i);
            if (c >= 'A' && c <= 'Z') {
                c += 32;
            }
            if (c != lowerWord.charAt(i)) {
                return false;
            }
        }
        return true;
    }

    /** Whether the char at {@code i} may appear as it is in a YAML scalar (tab excepted); false for a lone surrogate. */
    public static boolean printable(CharSequence s, int i) {
        char c = s.charAt(i);
        if (c >= 0x20 && c < 0x7F) {
            return true;
        }
        if (c < 0xA0) {
            return false; // controls, DEL, C1 controls and NEL
        }
        if (Character.isSurrogate(c)) {
            return validPair(s, i);
        }
        return c != '\u2028' && c != '\u2029' && c != '\uFEFF' && c != '\uFFFE' && c != '\uFFFF';
    }

    private static boolean validPair(CharSequence s, int i) {
        char c = s.charAt(i);
        if (Character.isHighSurrogate(c)) {
            return i + 1 < s.length() && Character.isLowSurrogate(s.charAt(i + 1));
        }
        return i > 0 && Character.isHighSurrogate(s.charAt(i - 1));
    }

    /**
     * A double-quoted YAML scalar: {@code \"} and {@code \\}, the short escapes for the common
     * controls, an x or u escape (also for NEL and the line and paragraph separators: SnakeYAML Engine
     * knows no {@code \L} or {@code \P})
     * for any other character that is not printable.
     *
     * @throws IllegalArgumentException for a lone surrogate, which no YAML stream can carry
     */
    public static String quoted(CharSequence s) {
        StringBuilder sb = new StringBuilder(s.length() + 2).append('"');
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (c == '"' || c == '\\') {
                sb.append('\\').append(c);
            } else if (printable(s, i)) {
                sb.append(c);
            } else {
                sb.append(escape(s, i));
            }
        }
        return sb.append('"').toString();
    }

    /** The escape of the non-printable char at {@code i}. */
    public static String escape(CharSequence s, int i) {
        char c = s.charAt(i);
        if (Character.isSurrogate(c)) {
            throw new IllegalArgumentException("a lone surrogate U+" + Integer.toHexString(c).toUpperCase(Locale.ROOT)
                    + " at index " + i + " cannot be written as YAML (nor encoded as UTF-8)");
        }
        return switch (c) {
            case '\0' -> "\\0";
            case '\t' -> "\\t";
            case '\n' -> "\\n";
            case '\r' -> "\\r";
            default -> c < 0x100 ? String.format("\\x%02X", (int) c) : String.format("\\u%04X", (int) c);
        };
    }

    /**
     * The longest implicit key YAML allows, in characters of the stream (YAML 1.2 section 7.4.2,
     * and YAML 1.1 before it): a key written longer than this needs the explicit {@code ? key} form.
     */
    public static final int MAX_IMPLICIT_KEY_LENGTH = 1024;

    /**
     * A double as YAML: {@code 1234} for a whole value, {@code 1.1}, {@code .nan}, {@code .inf},
     * {@code -0.0}, and an exponent with its sign and a point before it ({@code 1.0E+20}), the only
     * form YAML 1.1 reads as a float (1.2 takes it too): {@code Double.toString}'s layout with the
     * shortest digits ({@link ShortestDecimal}).
     */
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
        return ShortestDecimal.toString(d);
    }

    /** A float as YAML, with the float's own shortest digits ({@code 1.1}, not {@code 1.100000023841858}). */
    public static String number(float f) {
        if (Float.isNaN(f) || Float.isInfinite(f) || (f == Math.rint(f) && Math.abs(f) < 1e15f && !(f == 0 && Float.floatToRawIntBits(f) != 0))) {
            return number((double) f);
        }
        return ShortestDecimal.toString(f);
    }
}
