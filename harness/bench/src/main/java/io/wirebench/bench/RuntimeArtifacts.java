package io.wirebench.bench;

import io.wirebench.core.ModuleResources;
import java.net.URL;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * One adapter module's footprint record, {@value #RESOURCE}: the runtime artifacts Maven resolved for the module
 * when it was built (the root pom renders it with maven-dependency-plugin's {@code render-dependencies} from
 * {@code harness/core/src/footprint/runtime-artifacts.vm}). The runner has every adapter on one class path, where a
 * jar no longer says which module brought it, so each module's own resolution is read from its own jar or classes
 * folder, found through a contender class's code source (as {@code ContenderJvmFlags} finds the module's flags).
 *
 * <p>The format: the line {@value #HEADER}, then one line per artifact, five fields separated by one space:
 * {@code groupId:artifactId:type:classifier:version} (classifier empty when none), the scope ({@code compile} or
 * {@code runtime}), the file's bytes, the file's name, and its absolute path when it was built (last, since a path
 * may hold spaces). Blank lines carry nothing. Anything else is refused with the record's place and line: a record
 * that is missing or corrupt is an error to show, never an empty footprint.
 */
record RuntimeArtifacts(String source, List<Entry> entries) {
    static final String RESOURCE = "META-INF/wirebench/runtime-artifacts.txt";
    static final String HEADER = "wirebench-runtime-artifacts 1";
    private static final Set<String> SCOPES = Set.of("compile", "runtime");

    RuntimeArtifacts {
        entries = List.copyOf(entries);
    }

    /** One resolved artifact as the build recorded it. */
    record Entry(String groupId, String artifactId, String type, String classifier, String version, String scope, long bytes, String file,
                 String builtPath) {
        /** groupId:artifactId:type[:classifier]:version: what makes two modules' artifacts the same one. */
        String coordinates() {
            return groupId + ":" + artifactId + ":" + type + (classifier == null ? "" : ":" + classifier) + ":" + version;
        }
    }

    /** The record of the module {@code type} comes from. */
    static RuntimeArtifacts of(Class<?> type) {
        return read(ModuleResources.location(type, RESOURCE));
    }

    /** The record in one jar or classes folder. */
    static RuntimeArtifacts read(URL location) {
        String text = ModuleResources.read(location, RESOURCE);
        if (text == null) {
            throw new IllegalStateException(location + " has no " + RESOURCE + ": the module was not built by this project's pom, or before"
                    + " it recorded its footprint; rebuild it (mvn package)");
        }
        return parse(text, location + "!/" + RESOURCE);
    }

    /** The record's text; {@code source} names it in every refusal. */
    static RuntimeArtifacts parse(String text, String source) {
        String[] lines = text.split("\\R", -1);
        List<Entry> entries = new ArrayList<>();
        Set<String> seen = new HashSet<>();
        boolean headed = false;
        for (int i = 0; i < lines.length; i++) {
            String line = lines[i];
            if (line.isBlank()) {
                continue;
            }
            if (!headed) {
                if (!line.equals(HEADER)) {
                    throw corrupt(source, i, line, line.startsWith("wirebench-runtime-artifacts ")
                            ? "a record version this runner does not read (it reads '" + HEADER + "'); rebuild the module with this runner's pom"
                            : "the first line must be '" + HEADER + "'");
                }
                headed = true;
                continue;
            }
            Entry e = entry(source, i, line);
            if (!seen.add(e.coordinates())) {
                throw corrupt(source, i, line, e.coordinates() + " is listed twice");
            }
            entries.add(e);
        }
        if (!headed) {
            throw new IllegalStateException(source + " is empty: not even its first line '" + HEADER + "'; the module's build was cut short");
        }
        return new RuntimeArtifacts(source, entries);
    }

    private static Entry entry(String source, int index, String line) {
        String[] f = line.split(" ", 5);
        if (f.length != 5 || f[4].isBlank()) {
            throw corrupt(source, index, line, "expected 5 fields (coordinates, scope, bytes, file, path), found " + f.length);
        }
        String[] c = f[0].split(":", -1);
        if (c.length != 5 || c[0].isEmpty() || c[1].isEmpty() || c[2].isEmpty() || c[4].isEmpty()) {
            throw corrupt(source, index, line, "coordinates must be groupId:artifactId:type:classifier:version (classifier may be empty)");
        }
        if (!SCOPES.contains(f[1])) {
            throw corrupt(source, index, line, "scope '" + f[1] + "' is not a runtime scope (compile or runtime)");
        }
        long bytes;
        try {
            bytes = Long.parseLong(f[2]);
        } catch (NumberFormatException e) {
            throw corrupt(source, index, line, "bytes '" + f[2] + "' is not a whole number");
        }
        if (bytes < 0) {
            throw corrupt(source, index, line, "bytes " + bytes + " is negative");
        }
        Path built;
        try {
            built = Path.of(f[4]);
        } catch (InvalidPathException e) {
            throw corrupt(source, index, line, "path '" + f[4] + "' is not a path: " + e.getMessage());
        }
        if (built.getFileName() == null || !built.getFileName().toString().equals(f[3])) {
            throw corrupt(source, index, line, "the path does not end in the file's name '" + f[3] + "'");
        }
        return new Entry(c[0], c[1], c[2], c[3].isEmpty() ? null : c[3], c[4], f[1], bytes, f[3], f[4]);
    }

    private static IllegalStateException corrupt(String source, int index, String line, String problem) {
        return new IllegalStateException(source + " line " + (index + 1) + " is corrupt: " + problem + " (the line: '" + line + "')");
    }
}
