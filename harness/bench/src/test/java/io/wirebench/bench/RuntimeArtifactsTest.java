package io.wirebench.bench;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.wirebench.core.Contender;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.jar.JarEntry;
import java.util.jar.JarOutputStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The modules' footprint records (META-INF/wirebench/runtime-artifacts.txt): the build writes them for the real
 * adapters, and the runner reads them back or refuses them with the record's place, line and problem.
 */
class RuntimeArtifactsTest {
    @TempDir
    Path tmp;

    static String line(String coordinates, String scope, long bytes, String file, String dir) {
        return coordinates + " " + scope + " " + bytes + " " + file + " " + dir + "/" + file;
    }

    @Test
    void aRecordReadsBackEveryArtifactClassifierAndPathWithSpacesIncluded() {
        String text = RuntimeArtifacts.HEADER + "\n"
                + line("com.github.luben:zstd-jni:jar::1.5.7-28", "compile", 7_300_000, "zstd-jni-1.5.7-28.jar", "/home/a b/.m2/zstd") + "\n"
                + line("net.openhft:affinity:jar:linux-x86_64:3.27", "runtime", 12, "affinity-3.27-linux-x86_64.jar", "/m2") + "\n\n";
        RuntimeArtifacts r = RuntimeArtifacts.parse(text, "adapters/x");
        assertEquals(2, r.entries().size());
        RuntimeArtifacts.Entry zstd = r.entries().get(0);
        assertEquals("com.github.luben:zstd-jni:jar:1.5.7-28", zstd.coordinates());
        assertNull(zstd.classifier());
        assertEquals(7_300_000, zstd.bytes());
        assertEquals("/home/a b/.m2/zstd/zstd-jni-1.5.7-28.jar", zstd.builtPath());
        assertEquals("net.openhft:affinity:jar:linux-x86_64:3.27", r.entries().get(1).coordinates());
        assertEquals("runtime", r.entries().get(1).scope());
        assertEquals(List.of(), RuntimeArtifacts.parse(RuntimeArtifacts.HEADER + "\n", "adapters/jdk").entries(), "a module of no artifacts");
    }

    @Test
    void everyCorruptionIsRefusedWithTheRecordTheLineAndTheProblem() {
        String good = line("g:a:jar::1", "compile", 10, "a-1.jar", "/m2");
        assertRefused("", "is empty");
        assertRefused("\n\n", "is empty");
        assertRefused(good, "line 1 is corrupt: the first line must be '" + RuntimeArtifacts.HEADER + "'");
        assertRefused("wirebench-runtime-artifacts 2\n" + good, "a record version this runner does not read");
        assertRefused(RuntimeArtifacts.HEADER + "\ng:a:jar::1 compile 10 a-1.jar", "line 2 is corrupt: expected 5 fields");
        assertRefused(RuntimeArtifacts.HEADER + "\ng:a:1 compile 10 a-1.jar /m2/a-1.jar", "coordinates must be");
        assertRefused(RuntimeArtifacts.HEADER + "\ng::jar::1 compile 10 a-1.jar /m2/a-1.jar", "coordinates must be");
        assertRefused(RuntimeArtifacts.HEADER + "\ng:a:jar::1 test 10 a-1.jar /m2/a-1.jar", "scope 'test' is not a runtime scope");
        assertRefused(RuntimeArtifacts.HEADER + "\ng:a:jar::1 compile ten a-1.jar /m2/a-1.jar", "bytes 'ten' is not a whole number");
        assertRefused(RuntimeArtifacts.HEADER + "\ng:a:jar::1 compile -3 a-1.jar /m2/a-1.jar", "bytes -3 is negative");
        assertRefused(RuntimeArtifacts.HEADER + "\ng:a:jar::1 compile 10 a-1.jar /m2/b-1.jar", "does not end in the file's name 'a-1.jar'");
        assertRefused(RuntimeArtifacts.HEADER + "\n" + good + "\n" + good, "line 3 is corrupt: g:a:jar:1 is listed twice");
    }

    private static void assertRefused(String text, String expected) {
        IllegalStateException e = assertThrows(IllegalStateException.class, () -> RuntimeArtifacts.parse(text, "adapters/broken.jar"));
        assertTrue(e.getMessage().startsWith("adapters/broken.jar") && e.getMessage().contains(expected), e.getMessage());
    }

    @Test
    void aModuleWithoutARecordIsAnErrorNamingWhereItLookedNotAnEmptyFootprint() throws IOException {
        Path classes = Files.createDirectories(tmp.resolve("classes"));
        IllegalStateException e = assertThrows(IllegalStateException.class, () -> RuntimeArtifacts.read(classes.toUri().toURL()));
        assertTrue(e.getMessage().contains(classes.toUri().toURL().toString()) && e.getMessage().contains("has no " + RuntimeArtifacts.RESOURCE),
                e.getMessage());
        Path jar = tmp.resolve("adapter.jar");
        try (JarOutputStream out = new JarOutputStream(Files.newOutputStream(jar))) {
            out.putNextEntry(new JarEntry("META-INF/other.txt"));
        }
        e = assertThrows(IllegalStateException.class, () -> RuntimeArtifacts.read(jar.toUri().toURL()));
        assertTrue(e.getMessage().contains("has no " + RuntimeArtifacts.RESOURCE), e.getMessage());
    }

    @Test
    void aRecordIsReadFromTheModulesOwnJarOrClassesFolder() throws IOException {
        String text = RuntimeArtifacts.HEADER + "\n" + line("g:a:jar::1", "compile", 10, "a-1.jar", "/m2") + "\n";
        Path classes = tmp.resolve("classes");
        Files.createDirectories(classes.resolve(RuntimeArtifacts.RESOURCE).getParent());
        Files.writeString(classes.resolve(RuntimeArtifacts.RESOURCE), text);
        assertEquals("g:a:jar:1", RuntimeArtifacts.read(classes.toUri().toURL()).entries().get(0).coordinates());
        Path jar = tmp.resolve("adapter.jar");
        try (OutputStream os = Files.newOutputStream(jar); JarOutputStream out = new JarOutputStream(os)) {
            out.putNextEntry(new JarEntry(RuntimeArtifacts.RESOURCE));
            out.write(text.getBytes(StandardCharsets.UTF_8));
        }
        assertEquals(10, RuntimeArtifacts.read(jar.toUri().toURL()).entries().get(0).bytes());
    }

    /**
     * The build's own records: the jackson module's lists jackson-databind at the bytes of the jar the test class path
     * holds (Maven resolved both), and never one of wirebench's own modules; the jdk module's lists nothing.
     */
    @Test
    void theBuildRecordsEachAdaptersResolvedRuntimeArtifactsWithTheirBytes() throws IOException {
        Discovery d = Discovery.discover(getClass().getClassLoader());
        Contender jackson = d.contenders().byId("jackson-databind");
        RuntimeArtifacts jacksonRecord = RuntimeArtifacts.of(jackson.getClass());
        RuntimeArtifacts.Entry databind = jacksonRecord.entries().stream().filter(e -> e.artifactId().equals("jackson-databind")
                && e.groupId().equals("com.fasterxml.jackson.core")).findFirst()
                .orElseThrow(() -> new AssertionError("jackson-databind is not in " + jacksonRecord));
        Path onClassPath = NativeLibraries.runnerClassPath().stream()
                .filter(p -> p.getFileName() != null && p.getFileName().toString().equals(databind.file())).findFirst()
                .orElseThrow(() -> new AssertionError(databind.file() + " is not on the test class path " + System.getProperty("java.class.path")));
        assertEquals(Files.size(onClassPath), databind.bytes());
        assertEquals(Files.size(Path.of(databind.builtPath())), databind.bytes());
        assertTrue(jacksonRecord.entries().stream().anyMatch(e -> e.artifactId().equals("jackson-core")), "transitive artifacts are recorded");
        assertTrue(jacksonRecord.entries().stream().noneMatch(e -> e.groupId().equals("io.wirebench")), "wirebench's own modules are not recorded");
        assertTrue(jacksonRecord.entries().stream().allMatch(e -> e.scope().equals("compile") || e.scope().equals("runtime")));
        assertEquals(List.of(), RuntimeArtifacts.of(d.contenders().byId("jdk-serializable").getClass()).entries(),
                "adapters/jdk depends on the JDK and wirebench-core only");
    }
}
