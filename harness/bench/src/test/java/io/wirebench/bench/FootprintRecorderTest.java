package io.wirebench.bench;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.wirebench.core.Codec;
import io.wirebench.core.Contender;
import io.wirebench.core.Descriptor;
import io.wirebench.core.GeneratedCode;
import io.wirebench.core.Support;
import io.wirebench.core.model.Model;
import io.wirebench.results.FootprintFile;
import io.wirebench.results.ResultFiles;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import java.util.jar.JarEntry;
import java.util.jar.JarOutputStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * footprint.json from modules' records: shared artifacts counted for no one, native libraries read from the jars,
 * flags and generated code carried, and a missing or corrupt record, or a jar that is gone, kept as an error on the
 * modules it concerns while every other row is written whole.
 */
class FootprintRecorderTest {
    @TempDir
    Path tmp;

    /** A contender of {@code family} that is nothing but its descriptor and flags. */
    record Fake(Descriptor descriptor, List<String> jvmArgs) implements Contender {
        static Fake of(String id, String family, List<String> flags, GeneratedCode.Kind kind) {
            Descriptor.Builder b = Descriptor.builder(id).displayName(id).family(family).library("lib:" + family, "1.0")
                    .format(Descriptor.Format.BINARY).schemaStyle(Descriptor.SchemaStyle.HAND_WRITTEN);
            if (kind != null) {
                b.generatedCode(kind, "a compiler from " + family + ".schema");
            }
            return new Fake(b.build(), flags);
        }

        @Override
        public Support supports(Model<?> model) {
            return Support.no("a footprint only");
        }

        @Override
        public <T> Codec<T> newCodec(Model<T> model) {
            throw refuse(model);
        }
    }

    /** A jar holding the given entries, each of the given bytes; returns its record line. */
    private String jar(String coordinates, String file, Map<String, Integer> entries) throws IOException {
        Path jar = tmp.resolve(file);
        try (JarOutputStream out = new JarOutputStream(Files.newOutputStream(jar))) {
            for (var e : entries.entrySet()) {
                out.putNextEntry(new JarEntry(e.getKey()));
                out.write(new byte[e.getValue()]);
            }
        }
        return coordinates + " compile " + Files.size(jar) + " " + file + " " + jar;
    }

    private static RuntimeArtifacts recordOf(String module, String... lines) {
        return RuntimeArtifacts.parse(RuntimeArtifacts.HEADER + "\n" + String.join("\n", lines) + "\n", module);
    }

    @Test
    void sharedArtifactsAreCountedForNoOneAndNativeLibrariesAreReadFromTheJars() throws IOException {
        String shared = jar("org.slf4j:slf4j-api:jar::2.0.17", "slf4j-api-2.0.17.jar", Map.of("org/slf4j/Logger.class", 300));
        String zstd = jar("com.github.luben:zstd-jni:jar::1.5.7", "zstd-jni-1.5.7.jar",
                Map.of("linux/amd64/libzstd-jni.so", 5000, "darwin/aarch64/libzstd-jni.dylib", 4000, "win/amd64/zstd.dll", 3000,
                        "com/github/luben/Zstd.class", 700, "META-INF/native-image/x.json", 50));
        String kryo = jar("com.esotericsoftware:kryo:jar::5.6.2", "kryo-5.6.2.jar", Map.of("com/esotericsoftware/Kryo.class", 900));
        Fake a = Fake.of("a-fast", "alpha", List.of("--add-opens", "java.base/java.nio=ALL-UNNAMED"), GeneratedCode.Kind.SCHEMA_COMPILER);
        Fake a2 = Fake.of("a-slow", "alpha", List.of("--add-opens", "java.base/java.nio=ALL-UNNAMED"), null);
        Fake b = Fake.of("b", "beta", List.of(), null);
        Fake c = Fake.of("c", "gamma", List.of(), null);
        Map<String, RuntimeArtifacts> records = Map.of("alpha", recordOf("alpha", zstd, shared), "beta", recordOf("beta", kryo, shared),
                "gamma", recordOf("gamma", shared));
        Function<Contender, RuntimeArtifacts> byFamily = x -> records.get(x.descriptor().family());

        // only alpha's contenders planned: the shared artifact is still the one all three modules resolve
        FootprintFile f = FootprintRecorder.of(List.of(a, a2, b, c), List.of(a2, a), byFamily, List.of());
        assertEquals(List.of("org.slf4j:slf4j-api:jar:2.0.17"), f.shared().stream().map(FootprintFile.Artifact::coordinates).toList());
        assertEquals(List.of("alpha"), f.modules().stream().map(FootprintFile.Module::module).toList(), "only planned modules");
        FootprintFile.Module alpha = f.modules().get(0);
        assertNull(alpha.error());
        assertEquals(List.of("zstd-jni"), alpha.artifacts().stream().map(FootprintFile.Artifact::artifactId).toList());
        assertEquals(List.of("darwin/aarch64/libzstd-jni.dylib", "linux/amd64/libzstd-jni.so", "win/amd64/zstd.dll"),
                alpha.artifacts().get(0).nativeLibraries().stream().map(FootprintFile.NativeLibrary::entry).sorted().toList());

        assertEquals(List.of("a-fast", "a-slow"), f.contenders().stream().map(FootprintFile.Row::contender).toList());
        FootprintFile.Row fast = f.contenders().get(0);
        assertEquals(Files.size(tmp.resolve("zstd-jni-1.5.7.jar")), fast.jarBytes());
        assertEquals(1, fast.artifacts());
        assertEquals(12_000L, fast.nativeBytes());
        assertEquals(3, fast.nativeLibraries());
        assertEquals(List.of("--add-opens", "java.base/java.nio=ALL-UNNAMED"), fast.jvmFlags());
        assertEquals(new FootprintFile.GeneratedCode("SCHEMA_COMPILER", "a compiler from alpha.schema"), fast.generatedCode());
        assertEquals("lib:alpha", fast.library());
        assertNull(fast.error());
        assertNull(f.contenders().get(1).generatedCode(), "a contender that declares none has none");

        Path out = tmp.resolve("footprint.json");
        ResultFiles.write(out, f);
        ResultSchemaTest.assertValid(ResultSchemaTest.schema("footprint.schema.json"), out);
        assertEquals(f, ResultFiles.readFootprint(out));
    }

    @Test
    void withOneModuleNothingIsSharedAndAModuleOfNoArtifactsWeighsNothing() throws IOException {
        String kryo = jar("com.esotericsoftware:kryo:jar::5.6.2", "kryo-5.6.2.jar", Map.of("com/esotericsoftware/Kryo.class", 900));
        Fake b = Fake.of("b", "beta", List.of(), null);
        FootprintFile alone = FootprintRecorder.of(List.of(b), List.of(b), x -> recordOf("beta", kryo), List.of());
        assertEquals(List.of(), alone.shared());
        assertEquals(Files.size(tmp.resolve("kryo-5.6.2.jar")), alone.contenders().get(0).jarBytes());
        assertEquals(0L, alone.contenders().get(0).nativeBytes());

        Fake jdk = Fake.of("jdk", "jdk", List.of(), null);
        FootprintFile both = FootprintRecorder.of(List.of(b, jdk), List.of(jdk), x -> x == jdk ? recordOf("jdk") : recordOf("beta", kryo), List.of());
        assertEquals(List.of(), both.shared());
        assertEquals(0L, both.contenders().get(0).jarBytes());
        assertEquals(0, both.contenders().get(0).artifacts());
    }

    @Test
    void aMissingOrCorruptRecordIsKeptAsAnErrorOnItsContendersAndTheOthersAreWrittenWhole() throws IOException {
        String kryo = jar("com.esotericsoftware:kryo:jar::5.6.2", "kryo-5.6.2.jar", Map.of("com/esotericsoftware/Kryo.class", 900));
        Fake ok = Fake.of("ok", "beta", List.of(), null);
        Fake missing = Fake.of("missing", "boon", List.of("-Dx=1"), GeneratedCode.Kind.HAND_WRITTEN_STAND_IN);
        Fake corrupt = Fake.of("corrupt", "chronicle", List.of(), null);
        Function<Contender, RuntimeArtifacts> records = x -> switch (x.descriptor().family()) {
            case "beta" -> recordOf("beta", kryo);
            case "boon" -> RuntimeArtifacts.read(tmpUrl("boon-classes"));
            default -> RuntimeArtifacts.parse(RuntimeArtifacts.HEADER + "\ng:a:jar::1 compile many a-1.jar /a-1.jar", "chronicle.jar");
        };
        FootprintFile f = FootprintRecorder.of(List.of(ok, missing, corrupt), List.of(ok, missing, corrupt), records, List.of());
        assertEquals(List.of("beta", "boon", "chronicle"), f.modules().stream().map(FootprintFile.Module::module).toList());
        FootprintFile.Row m = row(f, "missing");
        assertTrue(m.error().contains("has no " + RuntimeArtifacts.RESOURCE), m.error());
        assertNull(m.jarBytes());
        assertNull(m.nativeBytes());
        assertEquals(List.of("-Dx=1"), m.jvmFlags(), "what is known is kept");
        assertNotNull(m.generatedCode());
        FootprintFile.Row c = row(f, "corrupt");
        assertTrue(c.error().contains("chronicle.jar line 2 is corrupt: bytes 'many'"), c.error());
        assertNull(c.jarBytes());
        FootprintFile.Row good = row(f, "ok");
        assertNull(good.error());
        assertEquals(Files.size(tmp.resolve("kryo-5.6.2.jar")), good.jarBytes());

        Path out = tmp.resolve("footprint.json");
        ResultFiles.write(out, f);
        ResultSchemaTest.assertValid(ResultSchemaTest.schema("footprint.schema.json"), out);
    }

    @Test
    void aJarGoneFromItsBuiltPathIsFoundOnTheClassPathByNameAndBytesOrReportedWithoutNatives() throws IOException {
        String line = jar("com.github.luben:zstd-jni:jar::1.5.7", "zstd-jni-1.5.7.jar", Map.of("linux/libzstd.so", 2000));
        Path runnerCopy = Files.createDirectories(tmp.resolve("lib")).resolve("zstd-jni-1.5.7.jar");
        Files.move(tmp.resolve("zstd-jni-1.5.7.jar"), runnerCopy);
        Fake a = Fake.of("a", "alpha", List.of(), null);
        FootprintFile found = FootprintRecorder.of(List.of(a), List.of(a), x -> recordOf("alpha", line), List.of(runnerCopy));
        assertNull(found.contenders().get(0).error());
        assertEquals(2000L, found.contenders().get(0).nativeBytes());

        Files.write(runnerCopy, new byte[3]); // same name, other bytes: not the jar the build resolved
        FootprintFile lost = FootprintRecorder.of(List.of(a), List.of(a), x -> recordOf("alpha", line), List.of(runnerCopy));
        FootprintFile.Row row = lost.contenders().get(0);
        assertTrue(row.error().contains("zstd-jni") && row.error().contains("is gone"), row.error());
        assertNotNull(row.jarBytes(), "the bytes Maven recorded still count");
        assertNull(row.nativeBytes(), "native libraries not read are not reported as none");
        assertNull(lost.modules().get(0).artifacts().get(0).nativeLibraries());
    }

    @Test
    void aFailureOutsideTheModulesLeavesTheFileOutAndSaysSo() {
        RunFolder folder = new RunFolder(tmp.resolve("run"));
        Plan plan = new Plan(null, List.of(), List.of(), List.of(), null);
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        FootprintRecorder.write(folder, plan, null, new PrintStream(err, true, StandardCharsets.UTF_8));
        assertTrue(err.toString(StandardCharsets.UTF_8).startsWith("footprint.json not written: "), err.toString(StandardCharsets.UTF_8));
        assertTrue(Files.notExists(folder.footprint()));
    }

    /** A provider class of the test's own: it stands for an adapter module's provider. */
    public static final class TestProvider implements io.wirebench.core.ContenderProvider {
        @Override
        public List<Contender> contenders() {
            return List.of();
        }
    }

    @Test
    void theModuleIsFoundThroughTheProviderNotTheContendersClass() {
        // the contender's own class (here a test record; in the adapters often harness/core's MappedContender) says
        // nothing about its module: the provider that listed it does
        Fake made = Fake.of("made-by-a-helper", "alpha", List.of(), null);
        Discovery discovery = new Discovery(io.wirebench.core.Contenders.of(List.of(made)), List.of(),
                Map.of("made-by-a-helper", TestProvider.class.getName()));
        assertEquals(TestProvider.class, FootprintRecorder.moduleClass(discovery, made));

        Discovery unknown = new Discovery(io.wirebench.core.Contenders.of(List.of(made)), List.of(), Map.of());
        IllegalStateException e = org.junit.jupiter.api.Assertions.assertThrows(IllegalStateException.class,
                () -> FootprintRecorder.moduleClass(unknown, made));
        assertTrue(e.getMessage().contains("made-by-a-helper"), e.getMessage());
    }

    @Test
    void everyDiscoveredContendersLibraryIsAmongItsModulesRecordedArtifacts() {
        // the real adapters on this module's test class path: the library a descriptor names (group:artifact) must be
        // in the record its module's build wrote, or the footprint page would show that library as costing nothing
        Discovery discovery = Discovery.discover();
        assertTrue(discovery.contenders().all().size() > 20, "the adapters are on the test class path");
        List<String> missing = new java.util.ArrayList<>();
        int checked = 0;
        for (Contender c : discovery.contenders().all()) {
            String library = c.descriptor().library();
            if (!library.contains(":") || library.startsWith("io.wirebench:")) {
                continue; // the JDK, or our own modules, which the record leaves out by design
            }
            Class<?> module = FootprintRecorder.moduleClass(discovery, c);
            if (!module.getProtectionDomain().getCodeSource().getLocation().getPath().contains("/adapters/")) {
                continue; // this module's own test contenders, which no pom builds
            }
            checked++;
            RuntimeArtifacts record = RuntimeArtifacts.of(module);
            if (record.entries().stream().noneMatch(e -> (e.groupId() + ":" + e.artifactId()).equals(library))) {
                missing.add(c.descriptor().id() + " (" + library + ", record " + record.source() + ")");
            }
        }
        assertEquals(List.of(), missing);
        assertTrue(checked > 20, "the adapters' libraries were checked: " + checked);
    }

    @Test
    void recordingAfterTheFactNeedsAFinishedRunWithoutAFootprint() throws IOException {
        Path unfinished = Files.createDirectories(tmp.resolve("unfinished"));
        IllegalArgumentException none = org.junit.jupiter.api.Assertions.assertThrows(IllegalArgumentException.class,
                () -> FootprintRecorder.record(unfinished, tmp));
        assertTrue(none.getMessage().contains("no manifest.json"), none.getMessage());

        Path recorded = Files.createDirectories(tmp.resolve("recorded"));
        Files.writeString(recorded.resolve("manifest.json"), "{}");
        Files.writeString(recorded.resolve("footprint.json"), "{}");
        IllegalArgumentException kept = org.junit.jupiter.api.Assertions.assertThrows(IllegalArgumentException.class,
                () -> FootprintRecorder.record(recorded, tmp));
        assertTrue(kept.getMessage().contains("exists already"), kept.getMessage());
        assertEquals("{}", Files.readString(recorded.resolve("footprint.json")), "what the run recorded is not replaced");
    }

    private java.net.URL tmpUrl(String folder) {
        try {
            return Files.createDirectories(tmp.resolve(folder)).toUri().toURL();
        } catch (IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }

    private static FootprintFile.Row row(FootprintFile f, String id) {
        return f.contenders().stream().filter(r -> r.contender().equals(id)).findFirst().orElseThrow();
    }
}
