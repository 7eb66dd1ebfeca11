package io.wirebench.results;

import com.fasterxml.jackson.core.JacksonException;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonMappingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.MapperFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.cfg.CoercionAction;
import com.fasterxml.jackson.databind.cfg.CoercionInputShape;
import com.fasterxml.jackson.databind.exc.MismatchedInputException;
import com.fasterxml.jackson.databind.json.JsonMapper;
import com.fasterxml.jackson.databind.type.LogicalType;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * Reads and writes the result files as records. A file that is missing, not JSON, of a format
 * version this code does not know, without a required field, or with a field of the wrong type is
 * refused with a {@link ResultFormatException} naming the file and the field: nothing is guessed,
 * no default stands in for a value that was not there.
 */
public final class ResultFiles {
    /** The newest result format. */
    public static final int FORMAT_VERSION = 2;
    /** Every format read: version 2 only adds to version 1, so a version 1 file reads as a version 2 file without those fields. */
    public static final Set<Integer> READABLE_VERSIONS = Set.of(1, 2);

    /** Strict on read (no coercion between strings, numbers and booleans), tolerant of fields added later. */
    public static final ObjectMapper MAPPER = strictMapper();

    private ResultFiles() {
    }

    private static ObjectMapper strictMapper() {
        JsonMapper m = JsonMapper.builder()
                .disable(MapperFeature.ALLOW_COERCION_OF_SCALARS)
                .disable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES)
                .enable(DeserializationFeature.FAIL_ON_NULL_FOR_PRIMITIVES)
                .enable(SerializationFeature.INDENT_OUTPUT)
                .build();
        for (LogicalType t : List.of(LogicalType.Textual, LogicalType.Integer, LogicalType.Float, LogicalType.Boolean)) {
            for (CoercionInputShape shape : List.of(CoercionInputShape.Integer, CoercionInputShape.Float, CoercionInputShape.Boolean,
                    CoercionInputShape.String, CoercionInputShape.EmptyString)) {
                m.coercionConfigFor(t).setCoercion(shape, CoercionAction.Fail);
            }
        }
        // The same shapes stay allowed where they are the type itself: a number for a number.
        m.coercionConfigFor(LogicalType.Float).setCoercion(CoercionInputShape.Integer, CoercionAction.TryConvert);
        return m;
    }

    public static Manifest readManifest(Path file) {
        return read(file, Manifest.class, true);
    }

    public static Sizes readSizes(Path file) {
        return read(file, Sizes.class, true);
    }

    public static OpenLoopFile readOpenLoop(Path file) {
        return read(file, OpenLoopFile.class, true);
    }

    /**
     * A run's per-fork record of one JMH case ({@link ForksFile}). Versioned on its own: a file of a
     * version this reader does not know is refused like any other result file.
     */
    public static ForksFile readForks(Path file) {
        return readOwnVersion(file, ForksFile.class, ForksFile.FORMAT_VERSION, "forks file");
    }

    /** A run's update stream ({@link UpdateStreamFile}), versioned on its own like the forks file. */
    public static UpdateStreamFile readUpdateStream(Path file) {
        return readOwnVersion(file, UpdateStreamFile.class, UpdateStreamFile.FORMAT_VERSION, "update-stream file");
    }

    /** A run's compression results ({@link CompressionFile}), versioned on its own like the forks file. */
    public static CompressionFile readCompression(Path file) {
        return readOwnVersion(file, CompressionFile.class, CompressionFile.FORMAT_VERSION, "compression file");
    }

    /** A run's footprint ({@link FootprintFile}), versioned on its own like the forks file. */
    public static FootprintFile readFootprint(Path file) {
        return readOwnVersion(file, FootprintFile.class, FootprintFile.FORMAT_VERSION, "footprint file");
    }

    /** A run's cold start ({@link ColdStartFile}), versioned on its own like the forks file. */
    public static ColdStartFile readColdStart(Path file) {
        return readOwnVersion(file, ColdStartFile.class, ColdStartFile.FORMAT_VERSION, "cold-start file");
    }

    /** A run's descriptions of its contenders ({@link DescriptionsFile}), versioned on its own like the forks file. */
    public static DescriptionsFile readDescriptions(Path file) {
        return readOwnVersion(file, DescriptionsFile.class, DescriptionsFile.FORMAT_VERSION, "descriptions file");
    }

    /** A JDK check ({@link JdkCompatFile}), versioned on its own like the forks file. */
    public static JdkCompatFile readJdkCompat(Path file) {
        return readOwnVersion(file, JdkCompatFile.class, JdkCompatFile.FORMAT_VERSION, "JDK check file");
    }

    /** A file that carries its own format version (not the run's): refused unless it is {@code version}. */
    private static <T> T readOwnVersion(Path file, Class<T> type, int version, String what) {
        JsonNode node = parse(file);
        JsonNode v = node.get("formatVersion");
        if (v == null || !v.isInt()) {
            throw new ResultFormatException(file + ": field 'formatVersion' must be a whole number (a " + what + " has it); found " + v);
        }
        if (v.asInt() != version) {
            throw new ResultFormatException(file + ": " + what + " format version " + v.asInt() + " is not one this reader understands ("
                    + version + "); use the wirebench version that wrote it");
        }
        return convert(file, node, MAPPER.getTypeFactory().constructType(type));
    }

    /** A raw JMH result file: a JSON array of results. */
    public static List<JmhResult> readJmh(Path file) {
        JsonNode root = parse(file);
        if (!root.isArray()) {
            throw new ResultFormatException(file + ": not a JMH result file (expected a JSON array)");
        }
        return convert(file, root, MAPPER.getTypeFactory().constructCollectionType(List.class, JmhResult.class));
    }

    public static void write(Path file, Object value) {
        try {
            Files.createDirectories(file.toAbsolutePath().getParent());
            MAPPER.writeValue(file.toFile(), value);
        } catch (IOException e) {
            throw new ResultFormatException("cannot write " + file + ": " + e.getMessage(), e);
        }
    }

    static <T> T read(Path file, Class<T> type, boolean versioned) {
        JsonNode node = parse(file);
        if (versioned) {
            checkVersion(file, node);
        }
        return convert(file, node, MAPPER.getTypeFactory().constructType(type));
    }

    private static <T> T convert(Path file, JsonNode node, com.fasterxml.jackson.databind.JavaType type) {
        try {
            return MAPPER.readerFor(type).readValue(MAPPER.treeAsTokens(node));
        } catch (MismatchedInputException e) {
            throw new ResultFormatException(file + ": field '" + path(e) + "' " + problem(e), e);
        } catch (JsonMappingException e) {
            throw new ResultFormatException(file + ": field '" + path(e) + "': " + e.getOriginalMessage(), e);
        } catch (IOException e) {
            throw new ResultFormatException("cannot read " + file + ": " + e.getMessage(), e);
        }
    }

    private static void checkVersion(Path file, JsonNode node) {
        JsonNode v = node.get("formatVersion");
        if (v == null) {
            throw new ResultFormatException(file + ": no field 'formatVersion'; this is not a wirebench result file");
        }
        if (!v.isInt()) {
            throw new ResultFormatException(file + ": field 'formatVersion' must be a whole number, not " + v);
        }
        if (!READABLE_VERSIONS.contains(v.asInt())) {
            throw new ResultFormatException(file + ": result format version " + v.asInt() + " is not one this reader understands ("
                    + READABLE_VERSIONS.stream().sorted().toList() + "); use the wirebench version that wrote it, or re-run the benchmark");
        }
    }

    /** The JSON path of the field at fault: {@code profile.forks}, {@code contenders[3].id}. */
    private static String path(JsonMappingException e) {
        String p = e.getPath().stream()
                .map(r -> r.getFieldName() != null ? "." + r.getFieldName() : "[" + r.getIndex() + "]")
                .collect(Collectors.joining());
        if (e instanceof MismatchedInputException && e.getOriginalMessage().startsWith("Missing required creator property")) {
            String missing = e.getOriginalMessage().replaceFirst("Missing required creator property '([^']*)'.*", "$1");
            p = p.endsWith("." + missing) ? p : p + "." + missing;
        }
        return p.startsWith(".") ? p.substring(1) : p;
    }

    private static String problem(MismatchedInputException e) {
        String msg = e.getOriginalMessage();
        if (msg.startsWith("Missing required creator property")) {
            return "is required and missing";
        }
        String expected = e.getTargetType() == null ? "another type" : describe(e.getTargetType());
        return "has the wrong type: expected " + expected + " (" + msg.lines().findFirst().orElse("") + ")";
    }

    private static String describe(Class<?> t) {
        if (t == String.class) {
            return "a string";
        }
        if (t == int.class || t == Integer.class || t == long.class || t == Long.class) {
            return "a whole number";
        }
        if (t == double.class || t == Double.class) {
            return "a number";
        }
        if (t == boolean.class || t == Boolean.class) {
            return "true or false";
        }
        if (List.class.isAssignableFrom(t)) {
            return "an array";
        }
        return "an object (" + t.getSimpleName() + ")";
    }

    static JsonNode parse(Path file) {
        if (!Files.isRegularFile(file)) {
            throw new ResultFormatException(file + " is missing; the run is incomplete (was it interrupted?)");
        }
        try {
            return MAPPER.readTree(file.toFile());
        } catch (JacksonException e) {
            throw new ResultFormatException(file + " is not valid JSON (" + e.getOriginalMessage() + "); the file is corrupt", e);
        } catch (IOException e) {
            throw new ResultFormatException("cannot read " + file + ": " + e.getMessage(), e);
        }
    }
}
