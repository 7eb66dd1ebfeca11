package io.wirebench.bench;

import com.fasterxml.jackson.core.JacksonException;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.wirebench.core.model.Dataset;
import io.wirebench.core.model.Models;
import io.wirebench.core.model.tree.TreeDocument;
import java.io.IOException;
import java.io.Reader;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Date;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import org.yaml.snakeyaml.LoaderOptions;
import org.yaml.snakeyaml.Yaml;
import org.yaml.snakeyaml.constructor.SafeConstructor;
import org.yaml.snakeyaml.error.YAMLException;

/**
 * A user's own data ({@code make bench DATA=file.json}): the whole file is one schema-less message
 * ({@link TreeDocument}), measured on every contender that can carry schema-less data. JSON and
 * YAML are read with real parsers (Jackson, SnakeYAML's safe loader: no arbitrary types), then
 * normalised to the tree's node types: integers become {@code Long} (or {@code BigInteger} when
 * too large), other numbers {@code Double}, YAML timestamps ISO-8601 strings.
 *
 * <p>Refused, naming the file: an empty file (it is not a null message), a YAML alias that
 * contains itself, and nesting deeper than {@value #MAX_NESTING_DEPTH} levels (Jackson's own
 * default limit, applied to YAML too, whose parser would otherwise stop at 50).
 */
final class UserData {
    static final String PREFIX = "file:";
    static final int MAX_NESTING_DEPTH = 1000;
    /** Integers as Integer, Long or BigInteger, whichever holds them: forcing long refused valid JSON above 2^63 as invalid. */
    private static final ObjectMapper JSON = new ObjectMapper();

    private UserData() {
    }

    /** A data set by id: a built-in one, or a user's file given as {@code file:<absolute path>}. */
    static Dataset<?> resolve(String id) {
        return id.startsWith(PREFIX) ? dataset(id) : io.wirebench.core.model.Datasets.byId(id);
    }

    /** The data set id for a file: its absolute path behind {@value #PREFIX}, so every JVM of the run finds it. */
    static String idFor(Path file) {
        return PREFIX + file.toAbsolutePath().normalize();
    }

    /** Reads and checks the file now, so that a bad file is reported before anything runs. */
    static Dataset<TreeDocument> dataset(String id) {
        Path file = Path.of(id.substring(PREFIX.length()));
        Object tree;
        try {
            tree = normalise(parse(file), "$");
        } catch (IllegalArgumentException e) {
            throw e.getMessage().startsWith("DATA: ") ? new IllegalArgumentException("DATA file " + file + ": "
                    + e.getMessage().substring("DATA: ".length()), e) : e;
        }
        return new Dataset<>(id, Models.TREE, "Your data: " + file.getFileName() + " (" + size(file) + " bytes on disk)",
                Set.of("user"), () -> new TreeDocument(normalise(tree, "$")));
    }

    static Object parse(Path file) {
        if (!Files.isRegularFile(file) || !Files.isReadable(file)) {
            throw new IllegalArgumentException("cannot read DATA file " + file + ": no such readable file");
        }
        String name = file.getFileName().toString().toLowerCase(Locale.ROOT);
        if (isBlank(file)) {
            throw new IllegalArgumentException("DATA file " + file + " is empty: it holds no message (write null for a null one)");
        }
        try {
            if (name.endsWith(".json")) {
                return JSON.readValue(file.toFile(), Object.class);
            }
            if (name.endsWith(".yaml") || name.endsWith(".yml")) {
                try (Reader in = Files.newBufferedReader(file, StandardCharsets.UTF_8)) {
                    LoaderOptions options = new LoaderOptions();
                    options.setNestingDepthLimit(MAX_NESTING_DEPTH);
                    return new Yaml(new SafeConstructor(options)).load(in);
                }
            }
        } catch (JacksonException | YAMLException e) {
            throw new IllegalArgumentException("DATA file " + file + " is not valid " + (name.endsWith(".json") ? "JSON" : "YAML")
                    + ": " + e.getMessage().lines().findFirst().orElse(""), e);
        } catch (IOException e) {
            throw new IllegalArgumentException("cannot read DATA file " + file + ": " + e.getMessage(), e);
        }
        throw new IllegalArgumentException("DATA file " + file + " must end in .json, .yaml or .yml");
    }

    /** A deep copy in the tree's node types; {@code path} locates a problem in the message. */
    static Object normalise(Object node, String path) {
        return normalise(node, path, java.util.Collections.newSetFromMap(new java.util.IdentityHashMap<>()));
    }

    /** @param open the maps and lists being copied, outermost first: one met again contains itself (a recursive YAML alias) */
    private static Object normalise(Object node, String path, Set<Object> open) {
        if ((node instanceof Map || node instanceof List) && !open.add(node)) {
            throw new IllegalArgumentException("DATA: the value at " + path + " contains itself (a recursive YAML alias); "
                    + "a message must be a tree");
        }
        try {
            return copy(node, path, open);
        } finally {
            open.remove(node);
        }
    }

    private static Object copy(Object node, String path, Set<Object> open) {
        if (node == null || node instanceof String || node instanceof Boolean || node instanceof Long || node instanceof Double) {
            return node;
        }
        if (node instanceof Integer || node instanceof Short || node instanceof Byte) {
            return ((Number) node).longValue();
        }
        if (node instanceof Float f) {
            return f.doubleValue();
        }
        if (node instanceof BigInteger b) {
            return b.bitLength() < 64 ? (Object) b.longValue() : b;
        }
        if (node instanceof BigDecimal d) {
            return d.doubleValue();
        }
        if (node instanceof Date d) {
            return d.toInstant().toString();
        }
        if (node instanceof Map<?, ?> m) {
            Map<String, Object> out = TreeDocument.newMap();
            for (Map.Entry<?, ?> e : m.entrySet()) {
                if (!(e.getKey() instanceof String key)) {
                    throw new IllegalArgumentException("DATA: the key " + e.getKey() + " at " + path + " is not a string");
                }
                out.put(key, normalise(e.getValue(), path + "." + key, open));
            }
            return out;
        }
        if (node instanceof List<?> l) {
            List<Object> out = TreeDocument.newList();
            for (int i = 0; i < l.size(); i++) {
                out.add(normalise(l.get(i), path + "[" + i + "]", open));
            }
            return out;
        }
        throw new IllegalArgumentException("DATA: unsupported value of type " + node.getClass().getSimpleName() + " at " + path
                + " (a message holds maps, lists, strings, numbers, booleans and null)");
    }

    private static boolean isBlank(Path file) {
        try {
            return Files.size(file) < 4096 && Files.readString(file, StandardCharsets.UTF_8).isBlank();
        } catch (IOException | java.io.UncheckedIOException e) {
            return false; // unreadable or not text: the parser says why
        }
    }

    private static long size(Path file) {
        try {
            return Files.size(file);
        } catch (IOException e) {
            return -1;
        }
    }
}
