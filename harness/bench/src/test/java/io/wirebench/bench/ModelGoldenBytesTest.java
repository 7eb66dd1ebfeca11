package io.wirebench.bench;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.wirebench.conformance.GoldenBytes;
import io.wirebench.core.ContenderJvmFlags;
import java.io.File;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.net.URL;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Enumeration;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.concurrent.TimeUnit;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/**
 * Every contender must write, for every data set and edge message of the models every library maps (Order,
 * MediaContent, DbTable: {@link GoldenBytes#MODELS}), the bytes recorded in {@code model-golden-bytes.txt}. The file
 * was recorded from the hand-written mappings (42773493) that harness/riongen's templates replaced, and the
 * templates wrote the same 1,570 lines, so it proves them equal, and catches a template edit that changes a byte.
 * DSL-JSON's lines for the models its runtime analysis maps (MediaContent, Image, DbTable, DbRow) hold the length
 * only ({@link GoldenBytes#ANY_DIGEST}): it orders their properties as reflection lists the getters, which changes
 * between JVMs (a CI clone wrote them in another order).
 * Here every adapter is on the class path; the contenders run in one JVM started with every module's declared
 * flags, as the runner would start each. A contender not in the file is not checked until its lines are added.
 * After a deliberate change of a format, or to add a contender, record the file again:
 * {@code java <flags> -cp <this class path> io.wirebench.conformance.GoldenBytes models FILE}.
 */
class ModelGoldenBytesTest {
    @Test
    void everyContenderWritesTheRecordedBytesForTheSharedModels() throws Exception {
        // Surefire's own JVM may run from a manifest-only jar: the test class path is in its property. This
        // module's test classes are left out: they register fake and broken contenders of their own.
        String classPath = Arrays.stream(System.getProperty("surefire.test.class.path", System.getProperty("java.class.path"))
                        .split(File.pathSeparator))
                .filter(entry -> !Path.of(entry).endsWith(Path.of("harness", "bench", "target", "test-classes")))
                .collect(Collectors.joining(File.pathSeparator));
        // Every module's declared flags (ContenderJvmFlags.RESOURCE in each adapter's jar), in one JVM.
        Set<String> flags = new LinkedHashSet<>();
        Enumeration<URL> declared = ClassLoader.getSystemClassLoader().getResources(ContenderJvmFlags.RESOURCE);
        while (declared.hasMoreElements()) {
            try (InputStream in = declared.nextElement().openStream()) {
                flags.addAll(ContenderJvmFlags.parse(new String(in.readAllBytes(), StandardCharsets.UTF_8)));
            }
        }
        List<String> command = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString()));
        command.addAll(flags);
        command.addAll(List.of("-cp", classPath, GoldenBytes.class.getName(), "models"));
        Process process = new ProcessBuilder(command).redirectError(ProcessBuilder.Redirect.DISCARD).start();
        String written = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertTrue(process.waitFor(5, TimeUnit.MINUTES), "GoldenBytes did not finish");
        assertEquals(0, process.exitValue(), "GoldenBytes failed");
        List<String> recorded = GoldenBytes.recorded(ModelGoldenBytesTest.class, "model-golden-bytes.txt");
        // A contender added since the file was recorded is not held to it (adding one stays one folder): only
        // the recorded contenders' lines are compared, and each of them must still write every line.
        Set<String> recordedIds = new LinkedHashSet<>();
        recorded.forEach(l -> recordedIds.add(l.split(" ", 2)[0]));
        List<String> now = GoldenBytes.parse(written).stream().filter(l -> recordedIds.contains(l.split(" ", 2)[0])).toList();
        List<String> diff = GoldenBytes.diff(recorded, now);
        assertTrue(diff.isEmpty(), "bytes differ from model-golden-bytes.txt (- recorded, + now):\n" + String.join("\n", diff));
        assertTrue(recorded.size() > 1000, "the recorded file holds every contender's lines: " + recorded.size());
    }
}
