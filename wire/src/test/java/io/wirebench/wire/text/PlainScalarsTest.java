package io.wirebench.wire.text;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.wirebench.wire.YamlScalars;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * The quick plain-scalar rule YamlWireOut writes by: it passes the usual text, and never passes
 * text the careful rule ({@link YamlScalars#needsQuotes}) would quote, which would then be read
 * back as something else.
 */
class PlainScalarsTest {

    private static boolean quickPlain(String s) {
        if (s.isEmpty()) {
            return false;
        }
        for (int i = 0; i < s.length(); i++) {
            if (!PlainScalars.safe(s.charAt(i))) {
                return false;
            }
        }
        return PlainScalars.endsPlain(s);
    }

    @Test
    void theUsualTextIsPlain() {
        for (String s : new String[] {"Hello World!", "Sell", "a", "x-y_z", "path/to/file.txt", "it's", "_private", "(a)", "no way",
                "caf\u00e9", "\u00e9t\u00e9", "\u6771\u4eac", "\u0394 \u03a9", "x\u00a0y", "\ud7ff"}) {
            assertTrue(quickPlain(s), s);
        }
    }

    @Test
    void indicatorsReservedWordsAndTrailingSpacesAreNot() {
        for (String s : new String[] {"", "true", "No", "NULL", "~", "-x", "?x", "!tag", "&a", "*a", "'q'", "\"q\"", "@x", "%x",
                "`x", "|x", ">x", "#x", "a: b", "a #b", "a,b", "[a]", "{a}", "x ", "1234", ".5", "tab\there",
                "a\u2028b", "a\u2029", "\u0085x", "x\u009f", "\ufeffx", "x\ud83d\ude00", "\ue000", "caf\u00e9 "}) {
            assertFalse(quickPlain(s), s);
        }
    }

    @Test
    void neverLooserThanTheCarefulRule() {
        // Every text of one and two ASCII chars, every other char alone and after a letter, then random longer
        // texts over the chars that matter.
        for (char a = 0; a < 128; a++) {
            check(String.valueOf(a));
            for (char b = 0; b < 128; b++) {
                check("" + a + b);
            }
        }
        for (char a = 128; a < Character.MAX_VALUE; a++) {
            check(String.valueOf(a));
            check("x" + a);
        }
        String alphabet = "aZ09 _-./!?@$%&()*+;<=>^|~'\"\\`:#,[]{}\tyYnNeE\u0085\u009f\u00a0\u00e9\u2027\u2028\u2029\u202a\ud7ff\ue000\ufeff";
        SplittableRandom random = new SplittableRandom(26);
        for (int n = 0; n < 50_000; n++) {
            StringBuilder s = new StringBuilder();
            int length = random.nextInt(3, 9);
            for (int i = 0; i < length; i++) {
                s.append(alphabet.charAt(random.nextInt(alphabet.length())));
            }
            check(s.toString());
        }
    }

    private static void check(String s) {
        if (quickPlain(s)) {
            assertFalse(YamlScalars.needsQuotes(s), () -> "the quick rule writes '" + s + "' plain, the careful rule quotes it");
        }
    }
}
