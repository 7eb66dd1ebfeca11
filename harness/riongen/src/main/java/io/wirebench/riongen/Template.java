package io.wirebench.riongen;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.Deque;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A template: Java source with directives at the start of a line, rendered against the model table,
 * or against a small table of its own ({@code #table}: rows with indented fields, such as a schema's
 * structs and their fields' offsets); the syntax: harness/riongen/README.md. Directives start with
 * {@code #}, which no Java line starts with, so annotations and comments in the source need no escaping.
 */
final class Template {
    private static final Set<String> MODEL_KEYS = Set.of("Model", "CONST", "const", "id", "n", "desc");
    private static final Set<String> FIELD_KEYS = Set.of("name", "Name", "i", "i1", "type", "Type", "get", "set");
    /** {@code ${COLUMN*K+C}}: a table column's number, times K, plus C. */
    private static final Pattern AFFINE = Pattern.compile("([A-Za-z][A-Za-z0-9]*)\\*([0-9]{1,4})\\+([0-9]{1,4})");
    /** How deep a {@code #def} may name another; deeper is taken for a cycle. */
    private static final int MAX_DEPTH = 8;

    private sealed interface Node permits Text, Block {
    }

    private record Text(int line, String text) implements Node {
    }

    /** A loop or a condition: its name (a #join's, or a #when's keys), the column its fields are sorted by, if any. */
    private record Block(int line, String kind, String name, String by, List<Node> children) implements Node {
    }

    /** A row of a template's own table: its values by column, and its fields' (the indented lines under it). */
    private record Row(Map<String, String> values, List<Map<String, String>> fields) {
    }

    /**
     * A template's own table, or the shared one it names ({@code from}, its resource's name; null for its
     * own): the row columns, the field columns and the rows. A row's first column chooses a {@code #def}
     * as a model's constant does, a field's first column as a field's type does.
     */
    private record Table(List<String> rowColumns, List<String> fieldColumns, List<Row> rows, String from) {
    }

    /**
     * Where a line is rendered: the model, or the row of the template's own table, and the field it is
     * for, if any, and its place in the innermost loop.
     */
    private record Scope(List<RionModel> all, RionModel model, Row row, int field, int index, int size, Map<String, String> vars) {
        Scope inModel(RionModel m, int i, int n) {
            return new Scope(all, m, null, -1, i, n, new HashMap<>());
        }

        Scope inRow(Row r, int i, int n) {
            return new Scope(all, null, r, -1, i, n, new HashMap<>());
        }

        /** Field {@code f}, the {@code at}-th of the loop. */
        Scope inField(int f, int at) {
            return new Scope(all, model, row, f, at, fieldCount(), vars);
        }

        int fieldCount() {
            return model != null ? model.fieldCount() : row.fields().size();
        }

        /** What a {@code #def} is chosen by for a field: its type, or its row's first column. */
        String fieldKey() {
            return model != null ? model.types().get(field) : row.fields().get(field).values().iterator().next();
        }

        /** What a {@code #def} is chosen by for a model or a row: the model's constant, or the row's first column. */
        String modelKey() {
            return model != null ? model.constant() : row.values().values().iterator().next();
        }
    }

    private final String source;
    private final String output;
    private final Map<String, Map<String, String>> defs;
    private final List<Node> body;
    /** The template's own table, or null where it renders against the model table. */
    private final Table table;

    private Template(String source, String output, Map<String, Map<String, String>> defs, List<Node> body, Table table) {
        this.source = source;
        this.output = output;
        this.defs = defs;
        this.body = body;
        this.table = table;
    }

    /** Parses {@code text}; {@code source} names the template in errors and in each generated file's first line. */
    static Template parse(String text, String source) {
        String output = null;
        Map<String, Map<String, String>> defs = new HashMap<>();
        List<Node> root = new ArrayList<>();
        Deque<Block> open = new ArrayDeque<>();
        Table table = null;
        boolean inTable = false;
        String[] lines = text.split("\n", -1);
        int count = text.endsWith("\n") ? lines.length - 1 : lines.length;
        for (int i = 0; i < count; i++) {
            int line = i + 1;
            String raw = lines[i].endsWith("\r") ? lines[i].substring(0, lines[i].length() - 1) : lines[i];
            List<Node> into = open.isEmpty() ? root : open.peek().children();
            if (raw.startsWith("##")) {
                continue;
            }
            if (inTable) {
                inTable = !raw.strip().equals("#end");
                if (inTable) {
                    tableLine(table, raw, source, line);
                }
                continue;
            }
            if (!raw.startsWith("#")) {
                into.add(new Text(line, raw));
                continue;
            }
            String[] parts = raw.strip().split("\\s+", 4);
            String kind = parts[0].substring(1);
            switch (kind) {
                case "output" -> {
                    if (output != null || parts.length != 2 || parts[1].contains("/")) {
                        throw error(source, line, "#output takes one file name, once, e.g. '#output ${Model}.java'");
                    }
                    output = parts[1];
                }
                case "def" -> {
                    if (parts.length < 3) {
                        throw error(source, line, "expected '#def NAME KEY TEXT' (KEY: a field type, a model constant or *)");
                    }
                    String was = defs.computeIfAbsent(parts[1], k -> new HashMap<>()).put(parts[2], parts.length == 4 ? parts[3] : "");
                    if (was != null) {
                        throw error(source, line, "#def " + parts[1] + " " + parts[2] + " is defined twice");
                    }
                }
                case "table" -> {
                    if (table != null || !open.isEmpty()) {
                        throw error(source, line, "#table comes once, at the top level");
                    }
                    String[] words = raw.strip().split("\\s+");
                    if (words.length == 3 && words[1].equals("from")) {
                        table = sharedTable(words[2], source, line);
                    } else {
                        table = tableHeader(words, source, line);
                        inTable = true;
                    }
                }
                case "models", "rows", "fields", "join" -> {
                    boolean loop = kind.equals("models") || kind.equals("rows");
                    if (loop && kind.equals("rows") == (table == null)) {
                        throw error(source, line, table == null ? "#rows needs a #table before it" : "#models in a template with its own #table: use #rows");
                    }
                    boolean inModels = insideAModel(open, output);
                    boolean inFields = open.stream().anyMatch(b -> b.kind().equals("fields") || b.kind().equals("join"));
                    if (loop ? !open.isEmpty() : !inModels || inFields) {
                        throw error(source, line, "#" + kind + (loop
                                ? " must be at the top level" : " must be inside #models or #rows (or a per-model #output), not inside #fields or #join"));
                    }
                    String[] words = raw.strip().split("\\s+");
                    int named = kind.equals("join") ? 2 : 1;
                    boolean sorted = !loop && words.length == named + 2 && words[named].equals("by");
                    if (words.length != named && !sorted) {
                        throw error(source, line, kind.equals("join") ? "expected '#join NAME' (or '#join NAME by COLUMN')"
                                : "#" + kind + " takes nothing after it" + (loop ? "" : " but 'by COLUMN'"));
                    }
                    if (sorted && table == null) {
                        throw error(source, line, "'by COLUMN' sorts the fields of a #table; this template has none");
                    }
                    Block block = new Block(line, kind, kind.equals("join") ? parts[1] : null, sorted ? words[named + 1] : null, new ArrayList<>());
                    into.add(block);
                    open.push(block);
                }
                case "when" -> {
                    boolean inModels = insideAModel(open, output);
                    if (!inModels || open.stream().anyMatch(b -> b.kind().equals("join")) || parts.length < 2) {
                        throw error(source, line, "expected '#when KEY...' inside #models or #rows (or a per-model #output), not inside #join");
                    }
                    // The keys, space-separated: a field's type or a model's constant (a table's first columns), as #def's.
                    Block block = new Block(line, kind, raw.strip().substring("#when".length()).strip(), null, new ArrayList<>());
                    into.add(block);
                    open.push(block);
                }
                case "end" -> {
                    if (open.isEmpty()) {
                        throw error(source, line, "#end without #models, #rows, #fields, #join or #when");
                    }
                    open.pop();
                }
                default -> throw error(source, line, "unknown directive '" + parts[0] + "'; known: #output #def #table #models #rows #fields #join #when #end, and ## for a comment");
            }
        }
        if (!open.isEmpty()) {
            throw error(source, open.peek().line(), "#" + open.peek().kind() + " has no #end");
        }
        if (inTable) {
            throw error(source, 0, "#table has no #end");
        }
        if (table != null && table.rows().isEmpty()) {
            throw error(source, 0, "#table has no rows");
        }
        return new Template(source, output, defs, root, table);
    }

    /** {@code #table ROWCOLUMN... / FIELDCOLUMN...}: the names of a row's columns and of a field's. */
    private static Table tableHeader(String[] words, String source, int line) {
        List<String> rowColumns = new ArrayList<>();
        List<String> fieldColumns = new ArrayList<>();
        List<String> into = rowColumns;
        for (int w = 1; w < words.length; w++) {
            if (words[w].equals("/") && into == rowColumns) {
                into = fieldColumns;
            } else if (!words[w].matches("[A-Za-z][A-Za-z0-9]*") || rowColumns.contains(words[w]) || fieldColumns.contains(words[w])) {
                throw error(source, line, "column '" + words[w] + "' of #table is not a name, or is named twice");
            } else {
                into.add(words[w]);
            }
        }
        if (rowColumns.isEmpty()) {
            throw error(source, line, "expected '#table ROWCOLUMN... / FIELDCOLUMN...' (the fields' part may be left out)");
        }
        return new Table(List.copyOf(rowColumns), List.copyOf(fieldColumns), new ArrayList<>(), null);
    }

    /** Whether a line is rendered once per model or row: inside a #models or #rows loop, or under a per-model #output. */
    private static boolean insideAModel(Deque<Block> open, String output) {
        return open.stream().anyMatch(b -> b.kind().equals("models") || b.kind().equals("rows")) || output != null && output.contains("${");
    }

    /**
     * {@code #table from NAME}: the table in the generator's resource {@code NAME.table}, shared by the
     * templates of every module (the models a library maps, {@code models.table}): its first line is the
     * header's columns, as after {@code #table}, then its rows and fields as under it, with no {@code #end}.
     */
    private static Table sharedTable(String name, String source, int line) {
        if (!name.matches("[a-z][a-z0-9-]*")) {
            throw error(source, line, "#table from NAME: NAME is a table file's name less .table, e.g. 'models'");
        }
        String text;
        try (InputStream in = Template.class.getResourceAsStream(name + ".table")) {
            if (in == null) {
                throw error(source, line, "#table from " + name + ": no table " + name + ".table beside the generator");
            }
            text = new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        String tableSource = name + ".table";
        Table table = null;
        String[] lines = text.split("\n", -1);
        for (int i = 0; i < lines.length; i++) {
            String raw = lines[i];
            if (raw.startsWith("##") || raw.isBlank()) {
                continue;
            }
            if (table == null) {
                table = tableHeader(("#table " + raw.strip()).split("\\s+"), tableSource, i + 1);
            } else {
                tableLine(table, raw, tableSource, i + 1);
            }
        }
        if (table == null || table.rows().isEmpty()) {
            throw error(source, line, "#table from " + name + ": the table has no rows");
        }
        return new Table(table.rowColumns(), table.fieldColumns(), table.rows(), tableSource);
    }

    /** A line of a {@code #table}: a row, or, indented, a field of the row above. */
    private static void tableLine(Table table, String raw, String source, int line) {
        String stripped = raw.strip();
        if (stripped.isEmpty()) {
            return;
        }
        if (stripped.startsWith("#")) {
            throw error(source, line, "inside #table: rows, indented fields, ## comments and #end only");
        }
        boolean field = Character.isWhitespace(raw.charAt(0));
        List<String> columns = field ? table.fieldColumns() : table.rowColumns();
        String[] words = stripped.split("\\s+");
        if (words.length != columns.size() || field && table.rows().isEmpty()) {
            throw error(source, line, (field ? "a field (indented)" : "a row") + " of #table has the columns " + columns
                    + (field && table.rows().isEmpty() ? ", under a row" : "") + "; got '" + stripped + "'");
        }
        Map<String, String> values = new LinkedHashMap<>();
        for (int c = 0; c < words.length; c++) {
            values.put(columns.get(c), words[c]);
        }
        if (field) {
            table.rows().get(table.rows().size() - 1).fields().add(values);
        } else {
            table.rows().add(new Row(values, new ArrayList<>()));
        }
    }

    /**
     * The files this template makes, by file name: one named by {@code #output}, or by the template's
     * own name less {@code .tmpl}; or, where the {@code #output} name has a placeholder, one per model
     * (one per row of the template's own table, where it has one).
     */
    Map<String, String> render(List<RionModel> models, String templateFileName) {
        String header = "// Generated by harness/riongen from the template " + source + " (src/main/rion)"
                + (table == null ? " and the RION model table: edit those"
                        : table.from() != null ? " and harness/riongen's " + table.from() + ": edit those" : ", its own #table included: edit that") + ", not this file.\n";
        Map<String, String> files = new LinkedHashMap<>();
        Scope top = new Scope(models, null, null, -1, 0, 0, Map.of());
        if (output != null && output.contains("${")) {
            int count = table == null ? models.size() : table.rows().size();
            for (int i = 0; i < count; i++) {
                Scope s = table == null ? top.inModel(models.get(i), i, count) : top.inRow(table.rows().get(i), i, count);
                StringBuilder out = new StringBuilder(header);
                render(body, s, out);
                files.put(expand(output, s, 0, 0), out.toString());
            }
        } else {
            StringBuilder out = new StringBuilder(header);
            render(body, top, out);
            files.put(output != null ? output : templateFileName.replaceFirst("\\.tmpl$", ""), out.toString());
        }
        return files;
    }

    private void render(List<Node> nodes, Scope scope, StringBuilder out) {
        for (Node node : nodes) {
            if (node instanceof Text t) {
                String line = expand(t.text(), scope, t.line(), 0);
                // A line that only held placeholders with nothing to say for this field (a check only strings need) is left out.
                if (!line.isBlank() || t.text().isBlank()) {
                    out.append(line).append('\n');
                }
            } else if (node instanceof Block b) {
                switch (b.kind()) {
                    case "models" -> {
                        for (int i = 0; i < scope.all().size(); i++) {
                            render(b.children(), scope.inModel(scope.all().get(i), i, scope.all().size()), out);
                        }
                    }
                    case "rows" -> {
                        for (int i = 0; i < table.rows().size(); i++) {
                            render(b.children(), scope.inRow(table.rows().get(i), i, table.rows().size()), out);
                        }
                    }
                    case "fields" -> {
                        List<Integer> order = fieldOrder(b, scope);
                        for (int at = 0; at < order.size(); at++) {
                            render(b.children(), scope.inField(order.get(at), at), out);
                        }
                    }
                    case "when" -> {
                        String key = scope.field() >= 0 ? scope.fieldKey() : scope.modelKey();
                        List<String> keys = List.of(b.name().split("\\s+"));
                        if (keys.contains(key) || scope.field() >= 0 && scope.row() != null
                                && keys.contains(scope.modelKey() + "." + column(scope, "name"))) {
                            render(b.children(), scope, out);
                        }
                    }
                    default -> {
                        // #join: parse let only text lines in, which are joined into one value for the model.
                        StringBuilder joined = new StringBuilder();
                        List<Integer> order = fieldOrder(b, scope);
                        for (int at = 0; at < order.size(); at++) {
                            for (Node child : b.children()) {
                                Text t = (Text) child;
                                joined.append(expand(t.text(), scope.inField(order.get(at), at), t.line(), 0));
                            }
                        }
                        scope.vars().put(b.name(), joined.toString());
                    }
                }
            }
        }
    }

    /**
     * The fields a #fields or #join loops over: in table order, or by its 'by' column: by number where
     * every field has one there, else by the text, as {@code String.compareTo} orders it (a library
     * that writes an object's fields in the alphabetical order of their names).
     */
    private List<Integer> fieldOrder(Block b, Scope s) {
        List<Integer> order = new ArrayList<>();
        String[] keys = new String[s.fieldCount()];
        boolean numbers = true;
        for (int f = 0; f < s.fieldCount(); f++) {
            order.add(f);
            if (b.by() != null) {
                keys[f] = s.row().fields().get(f).get(b.by());
                if (keys[f] == null) {
                    throw error(source, b.line(), "'by " + b.by() + "': field " + s.row().fields().get(f) + " has no such column");
                }
                numbers &= keys[f].matches("-?[0-9]{1,9}");
            }
        }
        if (b.by() != null) {
            order.sort(numbers ? Comparator.comparingInt(f -> Integer.parseInt(keys[f])) : Comparator.comparing(f -> keys[f]));
        }
        return order;
    }

    private String expand(String text, Scope s, int line, int depth) {
        if (depth > MAX_DEPTH) {
            throw error(source, line, "#def expansions nest deeper than " + MAX_DEPTH + ": a #def names itself?");
        }
        StringBuilder out = new StringBuilder();
        int at = 0;
        for (int start; (start = text.indexOf("${", at)) >= 0; ) {
            int end = text.indexOf('}', start);
            if (end < 0) {
                throw error(source, line, "'${' without '}' in: " + text);
            }
            out.append(text, at, start).append(value(text.substring(start + 2, end), s, line, depth));
            at = end + 1;
        }
        return out.append(text, at, text.length()).toString();
    }

    private String value(String key, Scope s, int line, int depth) {
        int colon = key.indexOf(':');
        if (colon >= 0) {
            if (s.size() == 0) {
                throw error(source, line, "${" + key + "} outside #models, #fields and #join (or #rows)");
            }
            boolean first = s.index() == 0;
            boolean last = s.index() == s.size() - 1;
            boolean on = switch (key.substring(0, colon)) {
                case "first" -> first;
                case "notfirst" -> !first;
                case "last" -> last;
                case "notlast" -> !last;
                default -> throw error(source, line, "unknown condition in ${" + key + "}; known: first, notfirst, last, notlast");
            };
            return on ? key.substring(colon + 1) : "";
        }
        Map<String, String> byKey = defs.get(key);
        if (byKey != null) {
            boolean inModel = s.model() != null || s.row() != null;
            // One field of one row first (Media.title: a library's exception for it), then the field's type.
            String text = s.field() >= 0 && s.row() != null ? byKey.get(s.modelKey() + "." + column(s, "name")) : null;
            if (text == null && s.field() >= 0) {
                text = byKey.get(s.fieldKey());
            }
            if (text == null && inModel) {
                text = byKey.get(s.modelKey());
            }
            if (text == null) {
                text = byKey.get("*");
            }
            if (text == null) {
                throw error(source, line, "#def " + key + " has nothing for " + (s.field() >= 0 ? "type " + s.fieldKey() + " of " : "")
                        + (inModel ? s.modelKey() : "the top level") + ", and no '*'");
            }
            return expand(text, s, line, depth + 1);
        }
        String var = s.vars().get(key);
        if (var != null) {
            return var;
        }
        if (s.row() != null && !key.isEmpty()) {
            String column = column(s, key);
            if (column != null) {
                return column;
            }
            // ${Name} is column name's value with its first letter in upper case (setPrice from price).
            String lower = key.substring(0, 1).toLowerCase(Locale.ROOT) + key.substring(1);
            column = lower.equals(key) ? null : column(s, lower);
            if (column != null) {
                return column.substring(0, 1).toUpperCase(Locale.ROOT) + column.substring(1);
            }
            // ${NAME} is column name's value in constant case (SMALL_INT from smallInt): a constant named for the field.
            column = key.equals(key.toUpperCase(Locale.ROOT)) ? column(s, key.toLowerCase(Locale.ROOT)) : null;
            if (column != null) {
                return column.replaceAll("([a-z0-9])([A-Z])", "$1_$2").toUpperCase(Locale.ROOT);
            }
            // ${slot*2+4}: a column's number times one number plus another (flatc's vtable offset of a field's slot).
            Matcher affine = AFFINE.matcher(key);
            column = affine.matches() ? column(s, affine.group(1)) : null;
            if (column != null) {
                if (!column.matches("-?[0-9]{1,9}")) {
                    throw error(source, line, "${" + key + "}: column " + affine.group(1) + " holds '" + column + "', not a number");
                }
                return Integer.toString(Integer.parseInt(column) * Integer.parseInt(affine.group(2)) + Integer.parseInt(affine.group(3)));
            }
        }
        return builtin(key, s, line);
    }

    /** Column {@code key} of the field in scope, else of its row; null when neither has it. */
    private static String column(Scope s, String key) {
        String value = s.field() >= 0 ? s.row().fields().get(s.field()).get(key) : null;
        return value != null ? value : s.row().values().get(key);
    }

    private String builtin(String key, Scope s, int line) {
        if (key.equals("maxFields") || key.equals("fieldNames")) {
            int max = s.all().stream().mapToInt(RionModel::fieldCount).max().orElseThrow();
            List<String> names = new ArrayList<>();
            for (int f = 0; f < max; f++) {
                names.add("\"field" + f + "\"");
            }
            return key.equals("maxFields") ? Integer.toString(max) : String.join(", ", names);
        }
        if (s.model() == null && s.row() != null && (key.equals("n") || key.equals("i") || key.equals("i1") || key.equals("index"))) {
            // Under a table: the row's field count; a field's place in the row (0-based, 1-based) whatever order the
            // loop takes; its place in the loop's order (a 'by' loop's: moshi's case numbers, its names sorted).
            if (key.equals("n")) {
                return Integer.toString(s.row().fields().size());
            }
            if (s.field() < 0) {
                throw error(source, line, "${" + key + "} outside #fields and #join");
            }
            return Integer.toString(key.equals("i") ? s.field() : key.equals("i1") ? s.field() + 1 : s.index());
        }
        if (!MODEL_KEYS.contains(key) && !FIELD_KEYS.contains(key)) {
            throw error(source, line, "unknown placeholder ${" + key + "}: not a #def, a #join or one of " + MODEL_KEYS + FIELD_KEYS + " maxFields fieldNames");
        }
        RionModel m = s.model();
        if (m == null) {
            throw error(source, line, "${" + key + "} outside #models");
        }
        switch (key) {
            case "Model":
                return m.className();
            case "CONST":
                return m.constant();
            case "const":
                return m.constant().toLowerCase(Locale.ROOT);
            case "id":
                return m.id();
            case "n":
                return Integer.toString(m.fieldCount());
            case "desc":
                return m.description();
            default:
                break;
        }
        int f = s.field();
        if (f < 0) {
            throw error(source, line, "${" + key + "} outside #fields and #join");
        }
        String type = m.types().get(f);
        String upper = type.substring(0, 1).toUpperCase(Locale.ROOT) + type.substring(1);
        return switch (key) {
            case "name" -> "field" + f;
            case "Name" -> "Field" + f;
            case "i" -> Integer.toString(f);
            case "i1" -> Integer.toString(f + 1);
            case "type" -> type;
            case "Type" -> upper;
            case "get" -> (type.equals("boolean") ? "isField" : "getField") + f;
            default -> "setField" + f;
        };
    }

    private static IllegalArgumentException error(String source, int line, String message) {
        return new IllegalArgumentException(source + (line > 0 ? ":" + line : "") + ": " + message);
    }
}
