package io.wirebench.results;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.networknt.schema.InputFormat;
import com.networknt.schema.Schema;
import com.networknt.schema.SchemaRegistry;
import com.networknt.schema.SpecificationVersion;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.function.Function;

/**
 * The checks every result file's test makes the same way, kept in one place so that each file's test holds only what is
 * particular to its format: its example record, the edits its schema must reject and the fields its reader must name.
 */
final class RecordFileChecks {
    static final Path REPOSITORY = Path.of("").toAbsolutePath().getParent().getParent();
    static final Path SCHEMAS = REPOSITORY.resolve("results").resolve("schema");

    private RecordFileChecks() {
    }

    /** {@code results/schema/<name>}, read as the JSON Schema 2020-12 it declares. */
    static Schema schema(String name) throws IOException {
        return SchemaRegistry.withDefaultDialect(SpecificationVersion.DRAFT_2020_12)
                .getSchema(Files.readString(SCHEMAS.resolve(name)), InputFormat.JSON);
    }

    /** What {@code schema} finds wrong with {@code json}: empty when it is valid. */
    static List<String> problems(Schema schema, String json) {
        return schema.validate(json, InputFormat.JSON).stream().map(Object::toString).toList();
    }

    static void assertValid(Schema schema, String json, String what) {
        assertEquals(List.of(), problems(schema, json), what);
    }

    /**
     * Writes {@code record} to {@code file} through {@link ResultFiles#write}, checks that what was written is valid
     * against the schema {@code schemaName} and that {@code read} gives back an equal record; returns the JSON written.
     */
    static <T> String writesValidAndReadsBack(Path file, T record, String schemaName, Function<Path, T> read) throws IOException {
        ResultFiles.write(file, record);
        String written = Files.readString(file);
        assertValid(schema(schemaName), written, file + " as written");
        assertEquals(record, read.apply(file));
        return written;
    }

    /** Writes {@code content} to {@code file} and checks that {@code read} refuses it with a message holding every fragment. */
    static void assertRefused(Path file, String content, Function<Path, ?> read, String... fragments) throws IOException {
        Files.writeString(file, content);
        ResultFormatException e = assertThrows(ResultFormatException.class, () -> read.apply(file));
        for (String fragment : fragments) {
            assertTrue(e.getMessage().contains(fragment), () -> "no '" + fragment + "' in: " + e.getMessage());
        }
    }
}
