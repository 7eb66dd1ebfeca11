package io.wirebench.wire.text;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.wirebench.wire.RandomInputs;
import io.wirebench.wire.Renderings;
import io.wirebench.wire.WireTree;
import io.wirebench.wire.binary.BinaryYamlDump;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * Whole documents, not single scalars (issue 22): generated trees whose keys and values come from
 * the classes of text that trouble YAML and JSON, written by our YAML and JSON writers (and the
 * binary dump) and read by SnakeYAML Engine (YAML 1.2), SnakeYAML (YAML 1.1) and Jackson, which
 * must all give the tree written. The roots include empty maps and lists, lists and scalars.
 */
class TroubleDocumentsInteropTest {
    private static final int DOCUMENTS = 1000;

    /** Text a YAML 1.1 or 1.2 reader would take for something else, or that needs care in a key. */
    private static final String[] TROUBLE = {
        // YAML 1.1 booleans and nulls, in every case
        "yes", "Yes", "YES", "no", "No", "NO", "on", "On", "ON", "off", "Off", "OFF", "y", "Y", "n", "N", "true", "True", "FALSE",
        "~", "null", "Null", "NULL", "<<", "=",
        // numbers, dates and times in some YAML version
        "0", "-0", "012", "0x1F", "0o17", "0b101", "1_000", "1,000", "1e3", "1E+3", "+1", "-1", ".5", "5.", "1.5e-7", ".inf", "-.Inf",
        ".NaN", "190:20:30", "1:30", "2001-12-14", "2001-12-14t21:59:43.10-05:00", "2001-12-14 21:59:43.10 -5",
        // spaces at the ends, indicators anywhere
        "", " ", "  lead", "trail  ", " both ", ":", "x:", ":x", "a: b", "a:b", "a #b", "#x", "a#b", "-", "- x", "-x", "--", "---",
        "...", "?", "? x", "?x", "'q'", "\"q\"", "it's", "say \"hi\"", "[a]", "{a: 1}", "a, b", "&a", "*a", "!t", "!!str", "|", ">",
        "%x", "@x", "`x", "back\\slash", "tab\there", "line\nbreak", "cr\rlf", "\u0000nul",
        // beyond ASCII
        "\u00e9t\u00e9", "na\u00efve caf\u00e9", "\u00a0nbsp", "\u00ff\u00fe", "\u6771\u4eac", "\ud83d\ude00", "\u0085nel", "\u2028ls",
        "\ufeffbom"};
    private static final double[] NUMBERS = {0.0, -0.0, 1.5, -2.25, 1e15, 1e16, 1e20, -1.5e300, 1e-20, 2.5e-300, 1e-5, 123456.789,
        Double.MAX_VALUE, Double.MIN_VALUE, Double.MIN_NORMAL, 9007199254740993.0, Double.NaN, Double.POSITIVE_INFINITY,
        Double.NEGATIVE_INFINITY};

    private static String text(RandomInputs in, boolean latin1) {
        int kind = in.intBetween(0, 19);
        String s;
        if (kind == 0) {
            // a key (or value) too long for an implicit YAML key
            s = TROUBLE[in.intBetween(0, TROUBLE.length - 1)] + "k".repeat(in.intBetween(1020, 1100)) + (in.bool() ? "\u00e9" : "");
        } else if (kind <= 13) {
            s = TROUBLE[in.intBetween(0, TROUBLE.length - 1)];
        } else {
            s = TROUBLE[in.intBetween(0, TROUBLE.length - 1)] + " " + TROUBLE[in.intBetween(0, TROUBLE.length - 1)];
        }
        return latin1 ? latin1(s) : s;
    }

    /** The 8-bit renderings carry chars up to U+00FF only: the rest folded into that range. */
    private static String latin1(String s) {
        StringBuilder sb = new StringBuilder(s.length());
        s.chars().forEach(c -> sb.append((char) (c & 0xFF)));
        return sb.toString();
    }

    private static Object value(RandomInputs in, boolean latin1, int depth) {
        int kind = in.intBetween(0, depth >= 3 ? 6 : 9);
        return switch (kind) {
            case 0 -> null;
            case 1 -> in.bool();
            case 2 -> in.anyLong();
            case 3 -> NUMBERS[in.intBetween(0, NUMBERS.length - 1)];
            case 4 -> in.anyDouble();
            case 5, 6 -> text(in, latin1);
            case 7 -> map(in, latin1, depth + 1);
            default -> list(in, latin1, depth + 1);
        };
    }

    private static Map<String, Object> map(RandomInputs in, boolean latin1, int depth) {
        Map<String, Object> map = new LinkedHashMap<>();
        int n = in.intBetween(0, 5); // empty maps too
        for (int i = 0; i < n; i++) {
            map.put(text(in, latin1), value(in, latin1, depth));
        }
        return map;
    }

    private static List<Object> list(RandomInputs in, boolean latin1, int depth) {
        List<Object> list = new ArrayList<>();
        int n = in.intBetween(0, 4); // empty lists too
        for (int i = 0; i < n; i++) {
            list.add(value(in, latin1, depth));
        }
        return list;
    }

    /** Mostly a map at the root; sometimes a list or a scalar, empty ones included. */
    private static Object document(RandomInputs in, boolean latin1) {
        int kind = in.intBetween(0, 9);
        return kind <= 6 ? map(in, latin1, 0) : kind <= 8 ? list(in, latin1, 0) : value(in, latin1, 3);
    }

    @Test
    void generatedDocumentsReadTheSameInEveryParser() {
        RandomInputs.forAll(DOCUMENTS, in -> {
            for (TextRenderings r : TextRenderings.values()) {
                Object tree = document(in, r.latin1());
                String text = r.text(tree, (t, out) -> WireTree.writeRoot(t, out));
                Object expected = Trees.normal(tree, r.json());
                if (r.json()) {
                    assertEquals(expected, Trees.normal(OtherParsers.json(text), true), () -> r + " via Jackson:\n" + text);
                } else {
                    assertEquals(expected, Trees.normal(OtherParsers.yaml12(text), false), () -> r + " via SnakeYAML Engine:\n" + text);
                    assertEquals(expected, Trees.normal(OtherParsers.yaml11(text), false), () -> r + " via SnakeYAML:\n" + text);
                }
                assertEquals(expected, Trees.normal(r.readText(text, null, (x, w) -> WireTree.readRoot(w)), r.json()),
                        () -> r + " via our reader:\n" + text);
            }
        });
    }

    @Test
    void theBinaryDumpOfGeneratedMapsReadsTheSameInBothYamlParsers() {
        RandomInputs.forAll(DOCUMENTS / 5, in -> {
            Map<String, Object> tree = map(in, false, 0);
            // Fixed widths: a double that fits a float32 would be one in compact binary, and the dump shows a
            // float32 with a float's digits (wire/README.md), which is not the double written.
            String dump = BinaryYamlDump.dump(Renderings.BINARY_FIXED_NAMED.write(tree, (t, out) -> WireTree.writeRoot(t, out)));
            Object expected = Trees.normal(tree, false);
            assertEquals(expected, Trees.normal(OtherParsers.yaml12(dump), false), () -> "the dump via SnakeYAML Engine:\n" + dump);
            assertEquals(expected, Trees.normal(OtherParsers.yaml11(dump), false), () -> "the dump via SnakeYAML:\n" + dump);
        });
    }
}
