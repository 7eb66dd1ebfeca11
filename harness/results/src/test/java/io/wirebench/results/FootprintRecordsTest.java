package io.wirebench.results;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** footprint.json: the record, its schema and the refusals agree. */
class FootprintRecordsTest {
    @TempDir
    Path tmp;

    private static List<String> problems(String json) throws IOException {
        return RecordFileChecks.problems(RecordFileChecks.schema("footprint.schema.json"), json);
    }

    static FootprintFile footprint() {
        FootprintFile.Artifact zstd = new FootprintFile.Artifact("com.github.luben", "zstd-jni", "1.5.7-28", "jar", null, "compile",
                "zstd-jni-1.5.7-28.jar", 7_300_000, List.of(new FootprintFile.NativeLibrary("linux/amd64/libzstd-jni-1.5.7-28.so", 1_100_000)));
        FootprintFile.Artifact shared = new FootprintFile.Artifact("org.slf4j", "slf4j-api", "2.0.17", "jar", null, "compile",
                "slf4j-api-2.0.17.jar", 69_000, List.of());
        return new FootprintFile(FootprintFile.FORMAT_VERSION, "every runtime artifact less the shared ones", List.of(shared),
                List.of(new FootprintFile.Module("kryo", List.of(zstd), null),
                        new FootprintFile.Module("boon", List.of(), "no META-INF/wirebench/runtime-artifacts.txt in boon.jar")),
                List.of(new FootprintFile.Row("kryo", "kryo", "com.esotericsoftware:kryo", List.of("--add-opens", "java.base/java.nio=ALL-UNNAMED"),
                                new FootprintFile.GeneratedCode("SCHEMA_COMPILER", "protoc from order.proto"), 7_300_000L, 1, 1_100_000L, 1, null),
                        new FootprintFile.Row("boon", "boon", "io.fastjson:boon", List.of(), null, null, null, null, null,
                                "no META-INF/wirebench/runtime-artifacts.txt in boon.jar")));
    }

    @Test
    void writesValidAndReadsBackTheSame() throws IOException {
        String written = RecordFileChecks.writesValidAndReadsBack(tmp.resolve("footprint.json"), footprint(), "footprint.schema.json",
                ResultFiles::readFootprint);
        assertFalse(written.contains("\"classifier\""), "an absent classifier is not written");
        assertFalse(written.contains("coordinates"), "coordinates() is derived, not a field");
        assertEquals("com.github.luben:zstd-jni:jar:1.5.7-28", footprint().modules().get(0).artifacts().get(0).coordinates());
    }

    @Test
    void theSchemaRejectsWhatTheReaderWouldNotMean() throws IOException {
        String good = ResultFiles.MAPPER.writeValueAsString(footprint());
        assertEquals(List.of(), problems(good));
        assertFalse(problems(good.replace("\"SCHEMA_COMPILER\"", "\"MAGIC\"")).isEmpty(), "generated code is one of three kinds");
        assertFalse(problems(good.replace("\"scope\" : \"compile\"", "\"scope\" : \"test\"")).isEmpty(), "test scope is no footprint");
        assertFalse(problems(good.replace("\"jarBytes\" : 7300000", "\"jarBytes\" : -1")).isEmpty(), "bytes are not negative");
        assertFalse(problems(good.replace("\"module\" : \"kryo\",", "\"module\" : \"kryo\", \"guess\" : 1,")).isEmpty(), "no unknown fields");
    }

    @Test
    void anotherVersionAMissingFieldOrAWrongTypeIsRefusedByName() throws IOException {
        Path f = tmp.resolve("footprint.json");
        String good = ResultFiles.MAPPER.writeValueAsString(footprint());
        RecordFileChecks.assertRefused(f, good.replace("\"formatVersion\" : 1", "\"formatVersion\" : 9"), ResultFiles::readFootprint,
                "footprint file format version 9");
        RecordFileChecks.assertRefused(f, good.replace("\"bytes\" : 69000,", ""), ResultFiles::readFootprint, "shared[0].bytes", "required and missing");
        RecordFileChecks.assertRefused(f, good.replace("\"jarBytes\" : 7300000", "\"jarBytes\" : \"7300000\""), ResultFiles::readFootprint,
                "contenders[0].jarBytes", "wrong type");
        RecordFileChecks.assertRefused(f, good.substring(0, good.length() / 2), ResultFiles::readFootprint, "not valid JSON");
    }
}
