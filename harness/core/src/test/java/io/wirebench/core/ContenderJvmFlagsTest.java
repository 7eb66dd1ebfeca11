package io.wirebench.core;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.InputStream;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.jar.JarEntry;
import java.util.jar.JarOutputStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class ContenderJvmFlagsTest {
    /** A class with no dependencies, copied into a jar of its own. */
    static final class Probe {
    }

    @Test
    void readsTheFlagsOfTheJarTheClassComesFromNotTheFirstJarWithTheResource(@TempDir Path dir) throws Exception {
        Path other = jar(dir.resolve("other.jar"), "-Dother=1", false);
        Path own = jar(dir.resolve("own.jar"), "--add-exports java.base/jdk.internal.misc=ALL-UNNAMED\n    -Down=1\n", true);
        try (URLClassLoader loader = new URLClassLoader(new URL[] {other.toUri().toURL(), own.toUri().toURL()}, null)) {
            Class<?> probe = loader.loadClass(Probe.class.getName());
            assertEquals(other.toUri().toURL().toString(), loader.getResource(ContenderJvmFlags.RESOURCE).toString()
                    .replaceFirst("^jar:", "").replaceFirst("!/.*", ""), "the class loader answers with the first jar");
            assertEquals(List.of("--add-exports", "java.base/jdk.internal.misc=ALL-UNNAMED", "-Down=1"), ContenderJvmFlags.of(probe));
        }
    }

    @Test
    void readsAClassesFolder(@TempDir Path dir) throws IOException {
        Path resource = dir.resolve(ContenderJvmFlags.RESOURCE);
        Files.createDirectories(resource.getParent());
        Files.writeString(resource, "\n  -Da=1\n  -Db=2\n");
        assertEquals(List.of("-Da=1", "-Db=2"), ContenderJvmFlags.read(dir.toUri().toURL()));
    }

    @Test
    void noResourceAndAnEmptyOneMeanNoFlags(@TempDir Path dir) throws IOException {
        assertEquals(List.of(), ContenderJvmFlags.read(dir.toUri().toURL()));
        assertEquals(List.of(), ContenderJvmFlags.read(jar(dir.resolve("none.jar"), null, false).toUri().toURL()));
        assertEquals(List.of(), ContenderJvmFlags.read(jar(dir.resolve("empty.jar"), "  \n", false).toUri().toURL()));
    }

    @Test
    void theRootPomWritesTheResourceIntoEveryModulesClasses() throws Exception {
        // harness/core declares no flags: the resource is in its classes (the build wrote it) and empty.
        Path classes = Path.of(Contender.class.getProtectionDomain().getCodeSource().getLocation().toURI());
        assertTrue(Files.isRegularFile(classes.resolve(ContenderJvmFlags.RESOURCE)), "the build wrote no " + ContenderJvmFlags.RESOURCE
                + " into " + classes);
        assertEquals(List.of(), ContenderJvmFlags.of(Contender.class));
    }

    private static Path jar(Path file, String flags, boolean withProbe) throws IOException {
        try (JarOutputStream out = new JarOutputStream(Files.newOutputStream(file))) {
            if (flags != null) {
                out.putNextEntry(new JarEntry(ContenderJvmFlags.RESOURCE));
                out.write(flags.getBytes(StandardCharsets.UTF_8));
            }
            if (withProbe) {
                String name = Probe.class.getName().replace('.', '/') + ".class";
                out.putNextEntry(new JarEntry(name));
                try (InputStream in = ContenderJvmFlagsTest.class.getClassLoader().getResourceAsStream(name)) {
                    in.transferTo(out);
                }
            }
        }
        return file;
    }
}
