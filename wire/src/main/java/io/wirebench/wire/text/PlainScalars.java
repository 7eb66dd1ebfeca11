package io.wirebench.wire.text;

import io.wirebench.wire.YamlScalars;

/**
 * The quick rule {@link YamlWireOut} writes text by: text that may stand in a plain YAML scalar
 * as it is, told while the text is copied, one char at a time, with its ends and the reserved
 * words checked after. It is stricter than {@link YamlScalars#needsQuotes}, never looser: text it
 * does not pass goes to that careful rule, which decides between plain and quoted.
 */
final class PlainScalars {
    /** Plain-safe ASCII: may appear anywhere in a plain scalar (checked further at the ends). */
    private static final boolean[] SAFE = new boolean[128];
    /** Plain-safe as a first char: letters and a few punctuation marks that are no indicator. */
    private static final boolean[] SAFE_FIRST = new boolean[128];

    static {
        for (char c = 'a'; c <= 'z'; c++) {
            SAFE[c] = SAFE_FIRST[c] = SAFE[c - 32] = SAFE_FIRST[c - 32] = true;
        }
        for (char c = '0'; c <= '9'; c++) {
            SAFE[c] = true;
        }
        for (char c : " _-./!?@$%&()*+;<=>^|~'\"\\`".toCharArray()) {
            SAFE[c] = true;
        }
        for (char c : "_/()$;\\^".toCharArray()) {
            SAFE_FIRST[c] = true;
        }
    }

    private PlainScalars() {
    }

    /**
     * Whether {@code c} may stand anywhere in a plain scalar (the ends are {@link #endsPlain}'s): the
     * safe ASCII, and every char from U+00A0 to U+D7FF but the two that YAML 1.1 reads as line breaks,
     * U+2028 and U+2029 (printable in YAML 1.1 and 1.2, and no indicator anywhere).
     */
    static boolean safe(char c) {
        return c < 128 ? SAFE[c] : c >= 0xA0 && c < 0xD800 && (c | 1) != 0x2029;
    }

    /**
     * For non-empty text whose every char is {@link #safe}: whether it may be written plain, that
     * is, its first char is no indicator, it does not end in a space, and it is no reserved word
     * (none is longer than 5 chars).
     */
    static boolean endsPlain(CharSequence value) {
        int n = value.length();
        char first = value.charAt(0);
        return (first >= 128 || SAFE_FIRST[first]) && value.charAt(n - 1) != ' ' && (n > 5 || !YamlScalars.isReservedWord(value));
    }
}
