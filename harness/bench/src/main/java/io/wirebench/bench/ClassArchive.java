package io.wirebench.bench;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.List;
import java.util.stream.Stream;

/**
 * Each contender's classes archived once per run (application class-data sharing, JDK 13+: {@code
 * -XX:ArchiveClassesAtExit}, then {@code -XX:SharedArchiveFile}), so that its later forks start faster.
 * A run in rounds starts a JVM per fork, well over a thousand in {@code publish}, and on the 2-core VM
 * about a second of each went to loading and verifying the same classes again; the archive changes how
 * classes get into the JVM, not the code the JIT compiles from them.
 *
 * <p>Before the contender's first measured fork of the run, a fork that measures nothing (its first case, one
 * 10-ms iteration) writes the archive as it exits ({@link ContenderRun}); the measured forks map it. Writing it apart
 * keeps the dump out of every measured fork, and a write that fails costs no measurement. A fork whose archive is
 * missing or does not match (another JDK, another class path) runs as before: the JVM loads the classes itself. A class
 * path with a folder on it (a build's {@code target/classes}, as in the tests) cannot be archived (the JVM refuses to
 * start), so then nothing is. Cold-start cases never use it: what they measure is the start. The archives live outside
 * the run folder (tens of MB each) and are deleted when the rounds are done. {@code CDS=false} turns it off.
 */
final class ClassArchive {
    /** What a measured fork did with its contender's archive, as its meta file records it. */
    enum Use { NONE, MAPS }

    private ClassArchive() {
    }

    /** Whether a run's forks archive their classes: unless {@code cds=false} was asked for. */
    static boolean enabled(Profile profile) {
        return !"false".equalsIgnoreCase(profile.overrides().getOrDefault("cds", "true").trim());
    }

    /** Where a run keeps its archives: the temporary folder, by run. */
    static Path dir(RunFolder folder) {
        return Path.of(System.getProperty("java.io.tmpdir"), "wirebench-cds", folder.dir().toAbsolutePath().getFileName().toString());
    }

    /** Whether this contender's archive should be written now: enabled, archivable, not there and not tried before. */
    static boolean toWrite(Profile profile, RunFolder folder, String contender) {
        Path archive = archive(folder, contender);
        return enabled(profile) && archivable(System.getProperty("java.class.path", ""))
                && !Files.exists(archive) && !Files.exists(attempted(archive));
    }

    /** Whether a class path can be archived: only jars (the JVM refuses a non-empty folder at dump time). */
    static boolean archivable(String classPath) {
        for (String entry : classPath.split(java.io.File.pathSeparator)) {
            if (entry.isBlank() || Files.isDirectory(Path.of(entry))) {
                return false;
            }
        }
        return true;
    }

    /** The writing fork's JVM flags; marks the write as attempted, so that a failed one is not tried again. */
    static List<String> writeArgs(RunFolder folder, String contender) {
        Path archive = archive(folder, contender);
        try {
            Files.createDirectories(archive.getParent());
            Files.writeString(attempted(archive), "");
        } catch (IOException e) {
            throw new UncheckedIOException("cannot prepare the class archive folder " + archive.getParent(), e);
        }
        // the dump lists every class it skips (generated accessors, JFR events) as a warning: tens of lines a log, none actionable
        return List.of("-XX:ArchiveClassesAtExit=" + archive, "-Xlog:cds=error");
    }

    /** What a measured fork of this contender does: map the archive when it was written. */
    static Use use(Profile profile, RunFolder folder, String contender) {
        return enabled(profile) && Files.isRegularFile(archive(folder, contender)) ? Use.MAPS : Use.NONE;
    }

    /** A measured fork's JVM flags for {@code use}. */
    static List<String> forkArgs(RunFolder folder, String contender, Use use) {
        return use == Use.MAPS ? List.of("-XX:SharedArchiveFile=" + archive(folder, contender)) : List.of();
    }

    /** Deletes the run's archives. */
    static void delete(RunFolder folder) {
        Path dir = dir(folder);
        if (!Files.isDirectory(dir)) {
            return;
        }
        try (Stream<Path> files = Files.walk(dir)) {
            for (Path p : files.sorted(Comparator.reverseOrder()).toList()) {
                Files.deleteIfExists(p);
            }
        } catch (IOException e) {
            throw new UncheckedIOException("cannot delete the class archives in " + dir, e);
        }
    }

    private static Path archive(RunFolder folder, String contender) {
        return dir(folder).resolve(RunFolder.fileName(contender) + ".jsa");
    }

    private static Path attempted(Path archive) {
        return archive.resolveSibling(archive.getFileName() + ".attempted");
    }
}
