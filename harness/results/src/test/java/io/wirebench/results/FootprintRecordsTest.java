package io.wirebench.results;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import java.util.List;

/** footprint.json: the record, its schema and the refusals agree. */
class FootprintRecordsTest extends RecordFileContract<FootprintFile> {

    FootprintRecordsTest() {
        super("footprint.json", "footprint.schema.json", ResultFiles::readFootprint);
    }

    @Override
    FootprintFile record() {
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

    @Override
    void checkWritten(String written) {
        assertFalse(written.contains("\"classifier\""), "an absent classifier is not written");
        assertFalse(written.contains("coordinates"), "coordinates() is derived, not a field");
        assertEquals("com.github.luben:zstd-jni:jar:1.5.7-28", record().modules().get(0).artifacts().get(0).coordinates());
    }

    @Override
    List<Edit> rejected() {
        return List.of(replace("\"SCHEMA_COMPILER\"", "\"MAGIC\"", "generated code is one of three kinds"),
                replace("\"scope\" : \"compile\"", "\"scope\" : \"test\"", "test scope is no footprint"),
                replace("\"jarBytes\" : 7300000", "\"jarBytes\" : -1", "bytes are not negative"),
                replace("\"module\" : \"kryo\",", "\"module\" : \"kryo\", \"guess\" : 1,", "no unknown fields"));
    }

    @Override
    List<Refusal> refusals() {
        return List.of(refused("\"formatVersion\" : 1", "\"formatVersion\" : 9", "footprint file format version 9"),
                refused("\"bytes\" : 69000,", "", "shared[0].bytes", "required and missing"),
                refused("\"jarBytes\" : 7300000", "\"jarBytes\" : \"7300000\"", "contenders[0].jarBytes", "wrong type"),
                new Refusal(new Edit(json -> json.substring(0, json.length() / 2), "cut in half"), "not valid JSON"));
    }
}
