package io.wirebench.bench.readme;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * What the contender pages quote from the adapters' READMEs, read by the runner when it records a run's
 * {@code descriptions.json} ({@link io.wirebench.bench.DescriptionsRecorder}): a README's first paragraph, and a contender's row of a
 * Markdown table (the fairness table of {@code adapters/README.md}, or the table of its own adapter's README).
 */
public final class AdapterReadmes {
    /** The header cell that tells the fairness table of {@code adapters/README.md} from its other tables. */
    public static final String FAIRNESS_COLUMN = "fast path it follows";

    private AdapterReadmes() {
    }

    /** The file's text; empty when there is no such file (an adapter without a README has nothing to quote). */
    public static String readOrEmpty(Path file) {
        try {
            return Files.isRegularFile(file) ? Files.readString(file, StandardCharsets.UTF_8) : "";
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read " + file + ": " + e.getMessage(), e);
        }
    }

    /** The README's first paragraph after its title: what the library is, in the adapter author's words. */
    public static String firstParagraph(String markdown) {
        StringBuilder p = new StringBuilder();
        for (String line : markdown.split("\n", -1)) {
            if (line.startsWith("#") || line.startsWith("|")) {
                if (p.length() > 0) {
                    break;
                }
                continue;
            }
            if (line.isBlank()) {
                if (p.length() > 0) {
                    break;
                }
                continue;
            }
            p.append(p.length() > 0 ? " " : "").append(line.strip());
        }
        // a paragraph that leads into a table ("Twelve contenders from one library:") reads as a sentence here
        return linksInTheRepositoryAsText(p.toString().replaceAll(":$", "."));
    }

    /**
     * A README's links into the repository ({@code [docs/SOURCES.md](../../docs/SOURCES.md)}) resolve
     * beside the README, not on the site: they keep their text and lose the link. Web links stay.
     */
    public static String linksInTheRepositoryAsText(String markdown) {
        return markdown.replaceAll("\\[([^\\]]*)\\]\\((?!https?://)[^)]*\\)", "$1");
    }

    /** A Markdown table: its header cells and its rows, by the id in their first cell. */
    public record Table(List<String> header, List<List<String>> rows) {
        /** The first table whose header has a cell equal to {@code headerCell}. */
        public static Table findIn(String markdown, String headerCell) {
            for (Table t : all(markdown)) {
                if (t.header().contains(headerCell)) {
                    return t;
                }
            }
            return null;
        }

        /** The first table with a row whose first cell is {@code `id`}. */
        public static Table findRowFor(String markdown, String id) {
            for (Table t : all(markdown)) {
                if (t.row(id) != null) {
                    return t;
                }
            }
            return null;
        }

        /** The row of {@code id} (first cell {@code `id`}), header cell to cell in column order; null without one. */
        public Map<String, String> row(String id) {
            for (List<String> r : rows) {
                if (!r.isEmpty() && r.get(0).equals("`" + id + "`")) {
                    Map<String, String> out = new LinkedHashMap<>();
                    for (int i = 1; i < Math.min(header.size(), r.size()); i++) {
                        out.put(header.get(i), r.get(i));
                    }
                    return out;
                }
            }
            return null;
        }

        static List<Table> all(String markdown) {
            List<Table> tables = new ArrayList<>();
            List<String> lines = List.of(markdown.split("\n", -1));
            for (int i = 0; i + 1 < lines.size(); i++) {
                if (lines.get(i).startsWith("|") && lines.get(i + 1).matches("\\|[-:| ]+\\|?\\s*")) {
                    List<String> header = cells(lines.get(i));
                    List<List<String>> rows = new ArrayList<>();
                    int j = i + 2;
                    for (; j < lines.size() && lines.get(j).startsWith("|"); j++) {
                        rows.add(cells(lines.get(j)));
                    }
                    tables.add(new Table(header, rows));
                    i = j;
                }
            }
            return tables;
        }

        /** A row's cells; {@code \|} is a pipe inside a cell. */
        static List<String> cells(String line) {
            String s = line.strip();
            s = s.substring(1, s.endsWith("|") && s.length() > 1 ? s.length() - 1 : s.length());
            List<String> out = new ArrayList<>();
            for (String c : s.split("(?<!\\\\)\\|", -1)) {
                out.add(c.strip().replace("\\|", "|"));
            }
            return out;
        }
    }
}
