package io.wirebench.results;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.node.BooleanNode;
import com.fasterxml.jackson.databind.node.LongNode;
import java.util.List;

/** jdk-compat.json: the record, its schema and the refusals agree. */
class JdkCompatRecordsTest extends RecordFileContract<JdkCompatFile> {

    JdkCompatRecordsTest() {
        super(JdkCompatFile.FILE, "jdk-compat.schema.json", ResultFiles::readJdkCompat);
    }

    @Override
    JdkCompatFile record() {
        JdkCompatFile.Warning unsafe = new JdkCompatFile.Warning("unsafe-memory-access",
                "WARNING: A terminally deprecated method in sun.misc.Unsafe has been called");
        JdkCompatFile.Result quiet = new JdkCompatFile.Result("ok", 0, null, List.of("order", "updates"), List.of(), List.of(), null, null);
        JdkCompatFile.Result silenced = new JdkCompatFile.Result("ok", 0, null, List.of("order"), List.of(), List.of(),
                List.of("--sun-misc-unsafe-memory-access=allow"), null);
        JdkCompatFile.Result warns = new JdkCompatFile.Result("ok", 0, null, List.of("order"), List.of(), List.of(unsafe), null, null)
                .plusFlagsCheck(silenced);
        JdkCompatFile.Result fails = new JdkCompatFile.Result("fails", 0, "x on order: [round trip] sample: not equal", List.of("order", "orders"),
                List.of("order"), List.of(), null, null);
        JdkCompatFile.Result crashes = new JdkCompatFile.Result("crashes", 134, "# A fatal error has been detected by the Java Runtime Environment:",
                List.of(), List.of(), List.of(), null, null);
        return new JdkCompatFile(JdkCompatFile.FORMAT_VERSION, "conformance on every data set it supports", "2026-11-26T10:00:00Z",
                "2026-11-26T10:05:00Z", new Manifest.Source("abc123", BooleanNode.FALSE),
                new Manifest.Machine("host", "cpu", 2, "", "unknown", "Linux", "6.1", "amd64", LongNode.valueOf(8L << 30)),
                new JdkCompatFile.Jdk("/usr/lib/jvm/java-17-openjdk-amd64", "Debian", "17.0.17", 17, "OpenJDK 64-Bit Server VM", "17.0.17+10"),
                new JdkCompatFile.Jdk("/usr/lib/jvm/temurin-25-jdk-amd64", "Eclipse Adoptium", "25.0.1", 25, null, null),
                List.of(new JdkCompatFile.Row("chronicle-raw", List.of("--add-opens=java.base/java.lang=ALL-UNNAMED"), quiet, warns),
                        new JdkCompatFile.Row("jackson-databind", List.of(), quiet, fails),
                        new JdkCompatFile.Row("kryo", List.of(), quiet, crashes)));
    }

    @Override
    void checkWritten(String written) {
        assertFalse(written.contains("null"), "absent fields are left out, not written as null");
        assertTrue(written.contains("\"withFlags\" : {"), written);
    }

    @Override
    List<Edit> rejected() {
        return List.of(replace("\"outcome\" : \"fails\"", "\"outcome\" : \"warns\"", "three outcomes only"),
                replace("\"kind\" : \"unsafe-memory-access\"", "\"kind\" : \"unsafe\"", "four kinds only"),
                replace("\"feature\" : 25", "\"feature\" : \"25\"", "the feature is a number"),
                replace("\"contender\" : \"kryo\",", "\"contender\" : \"kryo\", \"guess\" : 1,", "no unknown fields"),
                replace("\"formatVersion\" : 1", "\"formatVersion\" : 2", "one format version"));
    }

    @Override
    List<Refusal> refusals() {
        return List.of(refused("\"formatVersion\" : 1", "\"formatVersion\" : 9", "JDK check file format version 9"),
                refused("\"exitCode\" : 134,", "", "rows[2].target.exitCode", "required and missing"),
                refused("\"exitCode\" : 134", "\"exitCode\" : \"134\"", "exitCode", "wrong type"));
    }
}
