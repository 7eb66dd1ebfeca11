package io.wirebench.bench;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.networknt.schema.Error;
import com.networknt.schema.InputFormat;
import com.networknt.schema.Schema;
import com.networknt.schema.SchemaRegistry;
import com.networknt.schema.SpecificationVersion;
import io.wirebench.results.ResultFiles;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/** A real run (the one {@link RunCommandTest} makes) follows the JSON Schema in results/schema/. */
class ResultSchemaTest {
    private static final Path SCHEMAS = RunCommandTest.REPOSITORY.resolve("results").resolve("schema");

    static Schema schema(String name) throws IOException {
        return SchemaRegistry.withDefaultDialect(SpecificationVersion.DRAFT_2020_12)
                .getSchema(Files.readString(SCHEMAS.resolve(name)), InputFormat.JSON);
    }

    static void assertValid(Schema schema, Path file) throws IOException {
        List<Error> errors = schema.validate(Files.readString(file), InputFormat.JSON);
        assertEquals(List.of(), errors.stream().map(Object::toString).toList(), file.toString());
    }

    @Test
    void aRealRunFollowsTheSchema() throws IOException {
        if (RunCommandTest.runDir == null) {
            RunCommandTest.runTheTestContenders();
        }
        Path run = RunCommandTest.runDir;
        assertValid(schema("manifest.schema.json"), run.resolve("manifest.json"));
        assertValid(schema("sizes.schema.json"), run.resolve("sizes.json"));
        // written by every run, empty when it planned neither (TradeOffRunTest has a run with both)
        assertValid(schema("updatestream.schema.json"), run.resolve("updatestream.json"));
        assertValid(schema("compression.schema.json"), run.resolve("compression.json"));
        // written by every run; the test contenders come from a test classes folder, which no build gives a
        // footprint record, so each of their rows says so instead of weighing nothing
        assertValid(schema("footprint.schema.json"), run.resolve("footprint.json"));
        var footprint = ResultFiles.readFootprint(run.resolve("footprint.json"));
        assertFalse(footprint.contenders().isEmpty());
        assertTrue(footprint.contenders().stream().allMatch(r -> r.error() != null && r.error().contains(RuntimeArtifacts.RESOURCE)
                && r.jarBytes() == null), footprint.contenders().toString());
        // written by every run: what the contender pages show besides the numbers, from the tree the run was made from
        assertValid(schema("descriptions.schema.json"), run.resolve("descriptions.json"));
        var descriptions = ResultFiles.readDescriptions(run.resolve("descriptions.json"));
        assertEquals("run", descriptions.recordedBy());
        var good = descriptions.contenders().stream().filter(e -> e.contender().equals("test-good")).findFirst().orElseThrow();
        assertEquals(Files.size(run.resolve("samples/test-good.order.bin")), good.sample().bytes(), "the kept sample, described");
        Schema openLoop = schema("openloop.schema.json");
        Schema jmh = schema("jmh-result.schema.json");
        int files = 0;
        try (Stream<Path> all = Files.walk(run)) {
            for (Path f : all.filter(p -> p.toString().endsWith(".json")).toList()) {
                String rel = run.relativize(f).toString();
                if (rel.startsWith("openloop/")) {
                    assertValid(openLoop, f);
                    files++;
                } else if (rel.startsWith("jmh/")) {
                    assertValid(jmh, f);
                    files++;
                }
            }
        }
        assertEquals(5 + 1, files, "5 JMH result files and 1 open-loop result");
    }

    /**
     * The writers build the records of harness/results: what they wrote reads back through the
     * report's strict reader ({@link ResultFiles}) and, written again from the records, is the same
     * JSON, so no field is written that the records (and the readers) do not know.
     */
    @Test
    void whatTheWritersWroteReadsBackAsTheSameRecords() throws IOException {
        if (RunCommandTest.runDir == null) {
            RunCommandTest.runTheTestContenders();
        }
        Path run = RunCommandTest.runDir;
        assertRoundTrip(run.resolve("manifest.json"), ResultFiles.readManifest(run.resolve("manifest.json")));
        assertRoundTrip(run.resolve("sizes.json"), ResultFiles.readSizes(run.resolve("sizes.json")));
        assertRoundTrip(run.resolve("updatestream.json"), ResultFiles.readUpdateStream(run.resolve("updatestream.json")));
        assertRoundTrip(run.resolve("compression.json"), ResultFiles.readCompression(run.resolve("compression.json")));
        assertRoundTrip(run.resolve("footprint.json"), ResultFiles.readFootprint(run.resolve("footprint.json")));
        assertRoundTrip(run.resolve("descriptions.json"), ResultFiles.readDescriptions(run.resolve("descriptions.json")));
        int files = 0;
        try (Stream<Path> all = Files.walk(run.resolve("openloop"))) {
            for (Path f : all.filter(p -> p.toString().endsWith(".json")).toList()) {
                assertRoundTrip(f, ResultFiles.readOpenLoop(f));
                files++;
            }
        }
        try (Stream<Path> all = Files.walk(run.resolve("jmh"))) {
            for (Path f : all.filter(p -> p.toString().endsWith(".json")).toList()) {
                assertFalse(ResultFiles.readJmh(f).isEmpty(), f.toString());
                files++;
            }
        }
        assertEquals(1 + 5, files);
        assertTrue(Files.size(run.resolve("samples/test-good.order.bin")) > 0, "the verified encoding of the order is kept");
        assertFalse(Files.readString(run.resolve("sizes.json")).contains(".0,"), "whole byte counts are written as whole numbers");
    }

    /** A real JDK check ({@link JdkCheckTest}'s, every outcome in it) follows its schema and reads back as the same record. */
    @Test
    void aRealJdkCheckFollowsItsSchema() throws IOException {
        JdkCheckTest.checkTheTestContenders();
        Path file = JdkCheckTest.folder.resolve(io.wirebench.results.JdkCompatFile.FILE);
        assertValid(schema("jdk-compat.schema.json"), file);
        assertRoundTrip(file, ResultFiles.readJdkCompat(file));
        assertEquals(List.of("crashes", "fails", "ok"), JdkCheckTest.file.rows().stream().map(r -> r.target().outcome()).distinct().sorted().toList());
    }

    private static void assertRoundTrip(Path file, Object record) throws IOException {
        // Through text both times, so that numbers compare by value (an int read back, a long written).
        assertEquals(Json.read(file), Json.MAPPER.readTree(Json.MAPPER.writeValueAsString(record)), file + " holds fields its record does not know");
    }

    @Test
    void theSchemaRejectsWhatTheReaderWouldRefuse() throws IOException {
        List<Error> errors = schema("sizes.schema.json").validate("{\"formatVersion\": 2, \"sizes\": [{\"contender\": \"x\"}]}", InputFormat.JSON);
        assertFalse(errors.isEmpty());
        assertFalse(schema("manifest.schema.json").validate("{\"formatVersion\": 3}", InputFormat.JSON).isEmpty());
    }
}
