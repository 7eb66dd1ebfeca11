package io.wirebench.bench.readme;

import io.wirebench.core.Contender;
import io.wirebench.core.Descriptor;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Collectors;

/**
 * The README's contender table and count, written from the descriptors (never by hand) between two
 * marker lines, so that the README cannot name a contender the build does not have or miss one
 * it has. {@code make readme} rewrites it; a test fails while the committed README differs.
 */
public final class ReadmeContenders {
    static final String BEGIN = "<!-- contenders: generated from the descriptors by `make readme`; do not edit by hand -->";
    static final String END = "<!-- /contenders -->";

    private ReadmeContenders() {
    }

    /** The Markdown between the markers: a count line, then one row per adapter module. */
    static String block(List<Contender> contenders) {
        Map<String, List<Descriptor>> byFamily = new TreeMap<>();
        for (Contender c : contenders) {
            byFamily.computeIfAbsent(c.descriptor().family(), f -> new ArrayList<>()).add(c.descriptor());
        }
        StringBuilder s = new StringBuilder();
        s.append("**").append(contenders.size()).append(" contenders** from ").append(byFamily.size()).append(" adapter modules:\n\n");
        s.append("| module | library | contender ids |\n|---|---|---|\n");
        for (Map.Entry<String, List<Descriptor>> family : byFamily.entrySet()) {
            List<Descriptor> ds = family.getValue();
            String libraries = ds.stream().map(d -> "`" + d.library() + "`").distinct().collect(Collectors.joining(", "));
            String ids = ds.stream().map(d -> "`" + d.id() + "`").collect(Collectors.joining(", "));
            s.append("| `adapters/").append(family.getKey()).append("` | ").append(libraries).append(" | ").append(ids).append(" |\n");
        }
        return s.toString();
    }

    /** {@code readme} with the text between the markers replaced by {@code block}. */
    static String rewrite(String readme, String block, Path file) {
        return replaceBetween(readme, BEGIN, END, block, file, "contender table");
    }

    /** {@code text} with what stands between the marker lines {@code begin} and {@code end} replaced by {@code block}. */
    static String replaceBetween(String text, String begin, String end, String block, Path file, String what) {
        int from = text.indexOf(begin);
        int to = text.indexOf(end);
        if (from < 0 || to < from) {
            throw new IllegalArgumentException(file + ": no " + what + " markers: expected a line '" + begin + "' and, after it, a line '" + end + "'");
        }
        return text.substring(0, from + begin.length()) + "\n" + block + text.substring(to);
    }

    /**
     * Rewrites the table in {@code file} from {@code contenders} (every contender on the class path: {@code Main readme}
     * refuses a partial discovery before it gets here); says what it did.
     */
    public static String write(Path file, List<Contender> contenders) throws IOException {
        String before = Files.readString(file, StandardCharsets.UTF_8);
        String after = rewrite(before, block(contenders), file);
        if (after.equals(before)) {
            return file + ": the contender table is up to date";
        }
        Files.writeString(file, after, StandardCharsets.UTF_8);
        return file + ": rewrote the contender table (" + contenders.size() + " contenders)";
    }
}
