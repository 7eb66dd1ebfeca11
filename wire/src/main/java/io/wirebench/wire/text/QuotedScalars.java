package io.wirebench.wire.text;

import io.wirebench.wire.MalformedWireException;

/** The escapes of a double-quoted scalar, every one YAML 1.2 and JSON define, undone for {@link YamlWireIn}. */
final class QuotedScalars {
    private QuotedScalars() {
    }

    /**
     * The text of a double-quoted scalar, {@code raw} as it stands between its quotes, unescaped.
     *
     * @param at where the scalar starts, for the error of a bad escape
     */
    static String unescape(String raw, int at) {
        StringBuilder sb = new StringBuilder(raw.length());
        for (int i = 0; i < raw.length(); i++) {
            char c = raw.charAt(i);
            if (c != '\\') {
                sb.append(c);
                continue;
            }
            char e = raw.charAt(++i);
            switch (e) {
                case '0' -> sb.append('\0');
                case 'a' -> sb.append('\u0007');
                case 'b' -> sb.append('\b');
                case 't', '\t' -> sb.append('\t');
                case 'n' -> sb.append('\n');
                case 'v' -> sb.append('\u000B');
                case 'f' -> sb.append('\f');
                case 'r' -> sb.append('\r');
                case 'e' -> sb.append('\u001B');
                case ' ' -> sb.append(' ');
                case '"' -> sb.append('"');
                case '/' -> sb.append('/');
                case '\\' -> sb.append('\\');
                case 'N' -> sb.append('\u0085');
                case '_' -> sb.append('\u00A0');
                case 'L' -> sb.append('\u2028');
                case 'P' -> sb.append('\u2029');
                case 'x' -> i = hex(raw, i, 2, sb, at);
                case 'u' -> i = hex(raw, i, 4, sb, at);
                case 'U' -> i = hex(raw, i, 8, sb, at);
                default -> throw new MalformedWireException(at, "unknown escape '\\" + e + "' in a quoted scalar");
            }
        }
        return sb.toString();
    }

    private static int hex(String raw, int i, int digits, StringBuilder sb, int at) {
        if (i + digits >= raw.length()) {
            throw new MalformedWireException(at, "an escape is cut short in a quoted scalar");
        }
        int cp;
        try {
            cp = Integer.parseInt(raw, i + 1, i + 1 + digits, 16);
        } catch (NumberFormatException e) {
            throw new MalformedWireException(at, "a bad hexadecimal escape in a quoted scalar: " + raw.substring(i - 1, i + 1 + digits));
        }
        if (!Character.isValidCodePoint(cp)) {
            throw new MalformedWireException(at, "the escape \\U" + Integer.toHexString(cp) + " is not a Unicode code point");
        }
        sb.appendCodePoint(cp);
        return i + digits;
    }
}
