package io.wirebench.report;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.wirebench.results.Manifest;
import io.wirebench.results.ResultFiles;
import io.wirebench.results.ResultFormatException;
import io.wirebench.results.Sizes;
import io.wirebench.wire.binary.BinaryYamlDump;
import io.wirebench.wire.bytes.HexDump;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * The data of the site's page per contender ({@code site/data/contenders.json}): the descriptor the
 * run recorded, how the adapter uses its library and why (its row of the fairness table in
 * {@code adapters/README.md} and its row of its own adapter's README), the bytes it wrote for the
 * {@code order} data set (kept by the runner as {@code samples/<id>.order.bin}) as a hex dump and,
 * where the bytes can be read without a schema, as text, every number the run has for it, and its harness
 * cost over direct use ({@link Parity}).
 */
final class ContenderPages {
    static final String ORDER_SAMPLE = "order";

    private ContenderPages() {
    }

    static ObjectNode export(Run run, Path adapters) {
        return export(run, adapters, FocusedRuns.Supplements.of(run));
    }

    /** As {@link #export(Run, Path)}, the direct-use pairs taken from {@code supplements.parity()}. */
    static ObjectNode export(Run run, Path adapters, FocusedRuns.Supplements supplements) {
        Manifest m = run.manifest();
        Table fairness = Table.findIn(readOrEmpty(adapters.resolve("README.md")), "fast path it follows");
        ObjectNode root = ResultFiles.MAPPER.createObjectNode();
        root.put("formatVersion", 1);
        root.put("run", run.id());
        root.put("sampleDataset", ORDER_SAMPLE);
        root.put("forkRule", ForkSpread.RULE);
        ArrayNode out = root.putArray("contenders");
        for (Manifest.Contender c : m.contenders()) {
            ObjectNode n = out.addObject();
            n.setAll((ObjectNode) ResultFiles.MAPPER.valueToTree(c));
            String family = c.family() == null ? c.id() : c.family();
            Path adapterDir = adapters.resolve(family);
            n.put("adapterPath", "adapters/" + family);
            n.put("libraryUrl", libraryUrl(c.library()));
            String readme = readOrEmpty(adapterDir.resolve("README.md"));
            n.put("about", firstParagraph(readme));
            putRow(n, "fairness", fairness, c.id());
            putRow(n, "adapterRow", Table.findRowFor(readme, c.id()), c.id());
            n.set("order", order(run.directory(), c));
            n.set("numbers", numbers(run, c.id()));
            n.set("parity", Parity.of(supplements.parity(), c.id()));
            n.set("sizes", sizes(run, c.id()));
            n.set("unsupported", ResultFiles.MAPPER.valueToTree(m.unsupported().stream().filter(u -> u.contender().equals(c.id())).toList()));
            n.set("failures", ResultFiles.MAPPER.valueToTree(m.failures().stream().filter(f -> f.contender().equals(c.id())).toList()));
        }
        return root;
    }

    /** The library on Maven Central from its {@code group:artifact}; the JDK and the project's own forms have none. */
    static String libraryUrl(String library) {
        if (library == null || !library.contains(":") || library.startsWith("io.wirebench:")) {
            return null;
        }
        String[] ga = library.split(":");
        return "https://central.sonatype.com/artifact/" + ga[0] + "/" + ga[1];
    }

    // ---- the encoded order

    static ObjectNode order(Path runDir, Manifest.Contender c) {
        ObjectNode o = ResultFiles.MAPPER.createObjectNode();
        Path file = runDir.resolve("samples").resolve(c.id() + "." + ORDER_SAMPLE + ".bin");
        if (!Files.isRegularFile(file)) {
            o.put("available", false);
            return o;
        }
        byte[] bytes;
        try {
            bytes = Files.readAllBytes(file);
        } catch (IOException e) {
            throw new ResultFormatException("cannot read " + file + ": " + e.getMessage(), e);
        }
        o.put("available", true);
        o.put("file", "samples/" + file.getFileName());
        o.put("bytes", bytes.length);
        o.put("hex", HexDump.of(bytes));
        TextView view = textOf(c, bytes);
        o.put("textKind", view.kind());
        if (view.text() != null) {
            o.put("text", view.text());
        }
        o.put("textNote", view.note());
        return o;
    }

    /** What the bytes read as without their schema, and what the reader is told about it. */
    record TextView(String kind, String text, String note) {
    }

    static TextView textOf(Manifest.Contender c, byte[] bytes) {
        if ("TEXT".equals(c.format())) {
            // A text form in a document frame (ours, Chronicle's) starts with a binary length header: the text follows it.
            int frame = frameBytes(c);
            if (frame < 0 || frame > bytes.length) {
                frame = 0;
            }
            try {
                String text = StandardCharsets.UTF_8.newDecoder().onMalformedInput(CodingErrorAction.REPORT)
                        .decode(ByteBuffer.wrap(bytes, frame, bytes.length - frame)).toString();
                return new TextView("utf8", text, frame == 0 ? "the bytes as UTF-8 text"
                        : "the bytes after the " + frame + "-byte frame header, as UTF-8 text");
            } catch (CharacterCodingException e) {
                return new TextView("none", null, "a text format, but these bytes are not valid UTF-8 (" + e.getMessage() + ")");
            }
        }
        if ("wire".equals(c.family()) && c.id().startsWith("wire-binary-")) {
            // Our binary YAML describes itself: the wire module's dump needs no schema.
            return new TextView("yaml", BinaryYamlDump.dump(bytes), "binary YAML read back as YAML by the wire module's dump, without the schema");
        }
        return new TextView("none", null, "binary: reading it back needs its schema (or its library)");
    }

    /** The frame header the contender declares ({@code frameBytes}, a later descriptor field), 0 without one. */
    static int frameBytes(Manifest.Contender c) {
        JsonNode n = c.more().get("frameBytes");
        return n != null && n.canConvertToInt() ? n.asInt() : 0;
    }

    // ---- its numbers across every data set

    static ArrayNode numbers(Run run, String contender) {
        ArrayNode out = ResultFiles.MAPPER.createArrayNode();
        run.measurements().stream().filter(x -> x.contender().equals(contender))
                .sorted(Comparator.comparing(Measurement::dataset).thenComparing(Measurement::operation).thenComparing(Measurement::mode)
                        .thenComparing(x -> x.caseKey().toString()))
                .forEach(x -> {
                    ObjectNode n = out.addObject();
                    n.put("dataset", x.dataset());
                    n.put("operation", x.operation());
                    n.put("mode", x.mode());
                    if (!x.params().isEmpty()) {
                        // the compressor and payload of the update-stream and compression cases: without them their rows look alike
                        n.set("params", ResultFiles.MAPPER.valueToTree(new java.util.TreeMap<>(x.params())));
                    }
                    n.put("score", x.score());
                    n.put("unit", x.unit());
                    if (Units.isTimePerOperation(x.unit())) {
                        double ns = Units.toNanos(x.score(), x.unit());
                        n.put("ns", ns);
                        n.put("time", Units.time(ns));
                        if (Double.isFinite(x.scoreError())) {
                            n.put("error", Units.time(Units.toNanos(x.scoreError(), x.unit())));
                            n.put("noisy", x.scoreError() > x.score());
                        }
                    } else {
                        n.put("time", String.format(Locale.ROOT, "%,.1f %s", x.score(), x.unit()));
                    }
                    if (Double.isFinite(x.allocBytesPerOp())) {
                        n.put("allocBytesPerOp", Math.round(x.allocBytesPerOp()));
                    }
                    n.put("forks", x.forkScores().size());
                    ObjectNode spread = ForkSpread.of(x);
                    if (spread != null) {
                        n.set("forkSpread", spread);
                    }
                });
        return out;
    }

    static ArrayNode sizes(Run run, String contender) {
        ArrayNode out = ResultFiles.MAPPER.createArrayNode();
        for (Sizes.Size s : run.sizes()) {
            if (s.contender().equals(contender)) {
                out.add((JsonNode) ResultFiles.MAPPER.valueToTree(s));
            }
        }
        return out;
    }

    // ---- READMEs

    static String readOrEmpty(Path file) {
        try {
            return Files.isRegularFile(file) ? Files.readString(file) : "";
        } catch (IOException e) {
            throw new ResultFormatException("cannot read " + file + ": " + e.getMessage(), e);
        }
    }

    /** The README's first paragraph after its title: what the library is, in the adapter author's words. */
    static String firstParagraph(String markdown) {
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
    static String linksInTheRepositoryAsText(String markdown) {
        return markdown.replaceAll("\\[([^\\]]*)\\]\\((?!https?://)[^)]*\\)", "$1");
    }

    /** The row as a list of {name, value} in the table's column order (a JSON object would lose it in Hugo). */
    private static void putRow(ObjectNode n, String field, Table table, String id) {
        Map<String, String> row = table == null ? null : table.row(id);
        if (row != null) {
            ArrayNode cells = n.putArray(field);
            row.forEach((name, value) -> cells.addObject().put("name", name).put("value", linksInTheRepositoryAsText(value)));
        }
    }

    /** A Markdown table: its header cells and its rows, by the id in their first cell. */
    record Table(List<String> header, List<List<String>> rows) {
        /** The first table whose header has a cell equal to {@code headerCell}. */
        static Table findIn(String markdown, String headerCell) {
            for (Table t : all(markdown)) {
                if (t.header().contains(headerCell)) {
                    return t;
                }
            }
            return null;
        }

        /** The first table with a row whose first cell is {@code `id`}. */
        static Table findRowFor(String markdown, String id) {
            for (Table t : all(markdown)) {
                if (t.row(id) != null) {
                    return t;
                }
            }
            return null;
        }

        Map<String, String> row(String id) {
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
