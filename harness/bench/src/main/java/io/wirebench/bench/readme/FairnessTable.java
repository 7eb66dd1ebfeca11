package io.wirebench.bench.readme;

import io.wirebench.core.Contender;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.stream.Collectors;
import java.util.stream.Stream;

/**
 * The fairness table of {@code adapters/README.md}, collected from the adapters' own READMEs: each
 * module's README keeps its contenders' rows (how the library is used, whose documentation says so,
 * what was measured) between two marker lines, and {@code make readme} gathers them, one row per
 * contender in id order, under the table's header. A contributor writes the row in the new folder;
 * nothing outside it is edited by hand. A row for a contender the build does not have, a
 * contender with no row or two, or a row with the wrong number of cells is refused, naming the file.
 */
public final class FairnessTable {
    static final String ROWS_BEGIN = "<!-- fairness rows: this module's contenders, one row each; make readme collects them into adapters/README.md -->";
    static final String ROWS_END = "<!-- /fairness rows -->";
    static final String TABLE_BEGIN = "<!-- fairness table: collected from each module's README by `make readme`; edit the rows there, not here -->";
    static final String TABLE_END = "<!-- /fairness table -->";
    static final String HEADER = "| contender | fast path it follows | reference | reuses buffer / instance | B/op (order round trip) | order bytes "
            + "| framing | truncation (order: 6 cuts) | cannot carry (declared) | caches | counterpart |";
    private static final int CELLS = cells(HEADER).size();

    private FairnessTable() {
    }

    /** The table (header, separator, rows in contender-id order) from the READMEs of the modules under {@code adapters}. */
    static String collect(Path adapters, Set<String> contenderIds) throws IOException {
        Map<String, String> rows = new TreeMap<>();
        Map<String, Path> source = new TreeMap<>();
        for (Path readme : moduleReadmes(adapters)) {
            for (String row : rows(Files.readString(readme, StandardCharsets.UTF_8), readme)) {
                List<String> cells = cells(row);
                if (cells.size() != CELLS) {
                    throw new IllegalArgumentException(readme + ": a fairness row has " + cells.size() + " cells, the table has " + CELLS + ": " + row);
                }
                String id = cells.get(0).replace("`", "").trim();
                if (!contenderIds.contains(id)) {
                    throw new IllegalArgumentException(readme + ": a fairness row names '" + id + "', which is no contender of this build");
                }
                Path before = source.put(id, readme);
                if (before != null) {
                    throw new IllegalArgumentException(readme + ": '" + id + "' has a fairness row already (in " + before + ")");
                }
                rows.put(id, row);
            }
        }
        Set<String> missing = new TreeSet<>(contenderIds);
        missing.removeAll(rows.keySet());
        if (!missing.isEmpty()) {
            throw new IllegalArgumentException("no fairness row for " + missing + ": add one to the module's README, between the lines '"
                    + ROWS_BEGIN + "' and '" + ROWS_END + "'");
        }
        String separator = "|---".repeat(CELLS) + "|";
        return HEADER + "\n" + separator + "\n" + String.join("\n", rows.values()) + "\n";
    }

    /** The table rows between a module README's markers; none where it has no markers. */
    static List<String> rows(String readme, Path file) {
        int begin = readme.indexOf(ROWS_BEGIN);
        if (begin < 0) {
            return List.of();
        }
        int end = readme.indexOf(ROWS_END, begin);
        if (end < 0) {
            throw new IllegalArgumentException(file + ": '" + ROWS_BEGIN + "' without a line '" + ROWS_END + "' after it");
        }
        List<String> rows = new ArrayList<>();
        for (String line : readme.substring(begin + ROWS_BEGIN.length(), end).split("\n")) {
            String row = line.strip();
            if (row.startsWith("|") && !row.startsWith("|---") && !row.equals(HEADER)) {
                rows.add(row);
            }
        }
        return rows;
    }

    /** {@code readme} with the text between the table markers replaced by {@code table}. */
    static String rewrite(String readme, String table, Path file) {
        return ReadmeContenders.replaceBetween(readme, TABLE_BEGIN, TABLE_END, table, file, "fairness table");
    }

    /** Rewrites {@code adapters/README.md}'s table from the module READMEs; says what it did. */
    public static String write(Path adapters, List<Contender> contenders) throws IOException {
        Path file = adapters.resolve("README.md");
        Set<String> ids = contenders.stream().map(c -> c.descriptor().id()).collect(Collectors.toCollection(TreeSet::new));
        String before = Files.readString(file, StandardCharsets.UTF_8);
        String after = rewrite(before, collect(adapters, ids), file);
        if (after.equals(before)) {
            return file + ": the fairness table is up to date";
        }
        Files.writeString(file, after, StandardCharsets.UTF_8);
        return file + ": rewrote the fairness table (" + ids.size() + " rows)";
    }

    private static List<Path> moduleReadmes(Path adapters) throws IOException {
        try (Stream<Path> modules = Files.list(adapters)) {
            return modules.map(m -> m.resolve("README.md")).filter(Files::isRegularFile).sorted().toList();
        }
    }

    /** A Markdown row's cells; a {@code |} inside backticks or escaped as {@code \|} is part of a cell. */
    private static List<String> cells(String row) {
        List<String> cells = new ArrayList<>();
        StringBuilder cell = new StringBuilder();
        boolean code = false;
        String inner = row.strip();
        inner = inner.substring(1, inner.endsWith("|") ? inner.length() - 1 : inner.length());
        for (int i = 0; i < inner.length(); i++) {
            char ch = inner.charAt(i);
            if (ch == '\\' && i + 1 < inner.length() && inner.charAt(i + 1) == '|') {
                cell.append("\\|");
                i++;
            } else if (ch == '`') {
                code = !code;
                cell.append(ch);
            } else if (ch == '|' && !code) {
                cells.add(cell.toString().strip());
                cell.setLength(0);
            } else {
                cell.append(ch);
            }
        }
        cells.add(cell.toString().strip());
        return cells;
    }
}
