package io.wirebench.riongen;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

/**
 * A template: Java source with directives at the start of a line, rendered against the model table
 * (the syntax: harness/riongen/README.md). Directives start with {@code #}, which no Java line
 * starts with, so annotations and comments in the source need no escaping.
 */
final class Template {
    private static final Set<String> MODEL_KEYS = Set.of("Model", "CONST", "const", "id", "n", "desc");
    private static final Set<String> FIELD_KEYS = Set.of("name", "Name", "i", "i1", "type", "Type", "get", "set");
    /** How deep a {@code #def} may name another; deeper is taken for a cycle. */
    private static final int MAX_DEPTH = 8;

    private sealed interface Node permits Text, Block {
    }

    private record Text(int line, String text) implements Node {
    }

    private record Block(int line, String kind, String name, List<Node> children) implements Node {
    }

    /** Where a line is rendered: the model and field it is for, if any, and its place in the innermost loop. */
    private record Scope(List<RionModel> all, RionModel model, int field, int index, int size, Map<String, String> vars) {
        Scope inModel(RionModel m, int i, int n) {
            return new Scope(all, m, -1, i, n, new HashMap<>());
        }

        Scope inField(int f) {
            return new Scope(all, model, f, f, model.fieldCount(), vars);
        }
    }

    private final String source;
    private final String output;
    private final Map<String, Map<String, String>> defs;
    private final List<Node> body;

    private Template(String source, String output, Map<String, Map<String, String>> defs, List<Node> body) {
        this.source = source;
        this.output = output;
        this.defs = defs;
        this.body = body;
    }

    /** Parses {@code text}; {@code source} names the template in errors and in each generated file's first line. */
    static Template parse(String text, String source) {
        String output = null;
        Map<String, Map<String, String>> defs = new HashMap<>();
        List<Node> root = new ArrayList<>();
        Deque<Block> open = new ArrayDeque<>();
        String[] lines = text.split("\n", -1);
        int count = text.endsWith("\n") ? lines.length - 1 : lines.length;
        for (int i = 0; i < count; i++) {
            int line = i + 1;
            String raw = lines[i].endsWith("\r") ? lines[i].substring(0, lines[i].length() - 1) : lines[i];
            List<Node> into = open.isEmpty() ? root : open.peek().children();
            if (raw.startsWith("##")) {
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
                case "models", "fields", "join" -> {
                    boolean inModels = open.stream().anyMatch(b -> b.kind().equals("models")) || output != null && output.contains("${");
                    boolean inFields = open.stream().anyMatch(b -> !b.kind().equals("models"));
                    if (kind.equals("models") ? !open.isEmpty() : !inModels || inFields) {
                        throw error(source, line, "#" + kind + (kind.equals("models")
                                ? " must be at the top level" : " must be inside #models (or a per-model #output), not inside #fields or #join"));
                    }
                    if (kind.equals("join") != (parts.length == 2)) {
                        throw error(source, line, kind.equals("join") ? "expected '#join NAME'" : "#" + kind + " takes nothing after it");
                    }
                    Block block = new Block(line, kind, kind.equals("join") ? parts[1] : null, new ArrayList<>());
                    into.add(block);
                    open.push(block);
                }
                case "end" -> {
                    if (open.isEmpty()) {
                        throw error(source, line, "#end without #models, #fields or #join");
                    }
                    open.pop();
                }
                default -> throw error(source, line, "unknown directive '" + parts[0] + "'; known: #output #def #models #fields #join #end, and ## for a comment");
            }
        }
        if (!open.isEmpty()) {
            throw error(source, open.peek().line(), "#" + open.peek().kind() + " has no #end");
        }
        return new Template(source, output, defs, root);
    }

    /**
     * The files this template makes, by file name: one named by {@code #output}, or by the template's
     * own name less {@code .tmpl}; or, where the {@code #output} name has a model placeholder, one per model.
     */
    Map<String, String> render(List<RionModel> models, String templateFileName) {
        String header = "// Generated by harness/riongen from the template " + source
                + " (src/main/rion) and the RION model table: edit those, not this file.\n";
        Map<String, String> files = new LinkedHashMap<>();
        Scope top = new Scope(models, null, -1, 0, 0, Map.of());
        if (output != null && output.contains("${")) {
            for (int i = 0; i < models.size(); i++) {
                Scope s = top.inModel(models.get(i), i, models.size());
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
                    case "fields" -> {
                        for (int f = 0; f < scope.model().fieldCount(); f++) {
                            render(b.children(), scope.inField(f), out);
                        }
                    }
                    default -> {
                        // #join: parse let only text lines in, which are joined into one value for the model.
                        StringBuilder joined = new StringBuilder();
                        for (int f = 0; f < scope.model().fieldCount(); f++) {
                            for (Node child : b.children()) {
                                Text t = (Text) child;
                                joined.append(expand(t.text(), scope.inField(f), t.line(), 0));
                            }
                        }
                        scope.vars().put(b.name(), joined.toString());
                    }
                }
            }
        }
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
                throw error(source, line, "${" + key + "} outside #models, #fields and #join");
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
            String text = s.field() >= 0 ? byKey.get(s.model().types().get(s.field())) : null;
            if (text == null && s.model() != null) {
                text = byKey.get(s.model().constant());
            }
            if (text == null) {
                text = byKey.get("*");
            }
            if (text == null) {
                throw error(source, line, "#def " + key + " has nothing for " + (s.field() >= 0 ? "type " + s.model().types().get(s.field()) + " of " : "")
                        + (s.model() != null ? s.model().constant() : "the top level") + ", and no '*'");
            }
            return expand(text, s, line, depth + 1);
        }
        String var = s.vars().get(key);
        return var != null ? var : builtin(key, s, line);
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
