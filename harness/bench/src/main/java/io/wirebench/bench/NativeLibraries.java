package io.wirebench.bench;

import io.wirebench.results.FootprintFile;
import java.io.File;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Enumeration;
import java.util.List;
import java.util.Locale;
import java.util.zip.ZipEntry;
import java.util.zip.ZipFile;

/**
 * The native libraries inside an artifact's jar (entries ending .so, .dylib, .dll or .jnilib), with their
 * uncompressed bytes: what a library unpacks and loads beside its classes. The jar is the one the module's build
 * resolved: at the path the record gives, or else, when that copy is gone (a build on another machine), a file of
 * the same name and the same bytes on the runner's class path. A jar found nowhere, or of other bytes than the
 * build recorded, is an error: its libraries are not guessed.
 */
final class NativeLibraries {
    private static final List<String> SUFFIXES = List.of(".so", ".dylib", ".dll", ".jnilib");

    private NativeLibraries() {
    }

    /** Whether a jar entry's name is a native library's. */
    static boolean isNative(String entryName) {
        String name = entryName.toLowerCase(Locale.ROOT);
        return !name.endsWith("/") && SUFFIXES.stream().anyMatch(name::endsWith);
    }

    /**
     * The native libraries of {@code artifact}; none for a file that is not a jar (a pom, say).
     *
     * @param classPath the runner's class path entries, searched when the built path is gone
     * @throws IllegalStateException when the jar cannot be found with the recorded bytes, or cannot be read
     */
    static List<FootprintFile.NativeLibrary> of(RuntimeArtifacts.Entry artifact, List<Path> classPath) {
        if (!artifact.file().endsWith(".jar")) {
            return List.of();
        }
        Path jar = locate(artifact, classPath);
        List<FootprintFile.NativeLibrary> found = new ArrayList<>();
        try (ZipFile zip = new ZipFile(jar.toFile())) {
            Enumeration<? extends ZipEntry> entries = zip.entries();
            while (entries.hasMoreElements()) {
                ZipEntry e = entries.nextElement();
                if (isNative(e.getName())) {
                    found.add(new FootprintFile.NativeLibrary(e.getName(), e.getSize() >= 0 ? e.getSize() : counted(zip, e)));
                }
            }
        } catch (IOException e) {
            throw new IllegalStateException("cannot read the jar " + jar + " of " + artifact.coordinates() + ": " + e.getMessage(), e);
        }
        return found;
    }

    /** The recorded jar: where the build found it, or the runner's copy of the same name and bytes. */
    static Path locate(RuntimeArtifacts.Entry artifact, List<Path> classPath) {
        Path built = Path.of(artifact.builtPath());
        if (hasBytes(built, artifact.bytes())) {
            return built;
        }
        for (Path p : classPath) {
            if (p.getFileName() != null && p.getFileName().toString().equals(artifact.file()) && hasBytes(p, artifact.bytes())) {
                return p;
            }
        }
        throw new IllegalStateException(artifact.coordinates() + ": the jar the build resolved (" + artifact.bytes() + " bytes at "
                + built + ") is " + (Files.exists(built) ? "now of other bytes" : "gone")
                + ", and the runner's class path has no " + artifact.file() + " of those bytes; rebuild (mvn package) and run again");
    }

    /** The runner's class path, as the JVM expanded it. */
    static List<Path> runnerClassPath() {
        List<Path> paths = new ArrayList<>();
        for (String p : System.getProperty("java.class.path", "").split(File.pathSeparator)) {
            if (!p.isBlank()) {
                paths.add(Path.of(p));
            }
        }
        return paths;
    }

    private static boolean hasBytes(Path file, long bytes) {
        try {
            return Files.isRegularFile(file) && Files.size(file) == bytes;
        } catch (IOException e) {
            return false;
        }
    }

    /** An entry whose size the jar's directory does not give (a stream-written jar): read through and counted. */
    private static long counted(ZipFile zip, ZipEntry e) throws IOException {
        try (InputStream in = zip.getInputStream(e)) {
            return in.transferTo(OutputStream.nullOutputStream());
        }
    }
}
