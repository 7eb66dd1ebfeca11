package io.wirebench.bench;

import io.wirebench.core.Contender;
import io.wirebench.core.Descriptor;
import io.wirebench.results.FootprintFile;
import io.wirebench.results.Manifest;
import io.wirebench.results.ResultFiles;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Comparator;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.function.Function;

/**
 * Writes a run's {@code footprint.json} ({@link FootprintFile}) at its end, beside the manifest: for every planned
 * contender, what it adds to a service. Each adapter module's record ({@link RuntimeArtifacts}) gives the runtime
 * artifacts Maven resolved for it; the artifacts that every module with a record resolves (over all discovered
 * contenders, not only the planned ones, so that a run of one contender counts the same bytes as a run of all) are
 * listed once as shared and counted for no one; each jar's native libraries are read from the jar
 * ({@link NativeLibraries}). JVM flags are the contender's {@link Contender#jvmArgs}; generated code is what its
 * descriptor declares ({@link Descriptor#generatedCode}).
 *
 * <p>A module whose record is missing or corrupt, or one of whose jars cannot be read, keeps the error on the module
 * and on each of its contenders' rows, and the rest of the file is written as usual: no footprint is lost for
 * another's fault, and none is made up.
 */
final class FootprintRecorder {
    static final String COUNTED = "Per contender, the jar bytes of the runtime artifacts (compile and runtime scope, transitively) that Maven"
            + " resolved for its adapter module when the module was built (the module's " + RuntimeArtifacts.RESOURCE + "), less"
            + " wirebench's own modules (io.wirebench, never recorded) and less the artifacts that every adapter module resolves"
            + " (listed once under shared, counted for no one). Native libraries: the entries of those jars ending .so, .dylib, .dll"
            + " or .jnilib, uncompressed bytes. JVM flags: those the runner starts the contender's JVMs with (its module's"
            + " contender.jvm.flags). Generated code: as the contender's descriptor declares it.";

    private FootprintRecorder() {
    }

    /**
     * Writes the file; a failure that escapes the per-module handling (a defect, a full disk) is reported on
     * {@code err} and leaves the file out, so that the manifest written after it, and with it the run, is kept.
     */
    static void write(RunFolder folder, Plan plan, Discovery discovery, PrintStream err) {
        List<Contender> planned = plan.entries().stream().map(Plan.Entry::contender).toList();
        try {
            Json.write(folder.footprint(), of(discovery.contenders().all(), planned, c -> RuntimeArtifacts.of(moduleClass(discovery, c)),
                    NativeLibraries.runnerClassPath()));
        } catch (RuntimeException e) {
            err.println("footprint.json not written: " + message(e));
        }
    }

    /**
     * {@code Main footprint}: the file for a finished run that has none (a run made before the records were read
     * right), for its manifest's contenders, from this build's records. A footprint is a property of the build, so this
     * is refused unless the run's commit and this tree resolve the same dependencies: no pom differs between them.
     */
    static Path record(Path runDir, Path repo) {
        Path manifestFile = runDir.resolve("manifest.json");
        if (!Files.isRegularFile(manifestFile)) {
            throw new IllegalArgumentException(runDir + " is no finished run: it has no manifest.json");
        }
        Path out = new RunFolder(runDir).footprint();
        if (Files.exists(out)) {
            throw new IllegalArgumentException(out + " exists already; footprint only fills in a run that has none");
        }
        Manifest manifest = ResultFiles.readManifest(manifestFile);
        String commit = manifest.source().commit();
        String poms = Provenance.run(repo, "git", "diff", "--name-only", commit, "--", "pom.xml", "**/pom.xml");
        if (poms == null) {
            throw new IllegalArgumentException("cannot compare the poms of " + repo + " with the run's commit " + commit
                    + " (not a git tree, or the commit is unknown to it)");
        }
        if (!poms.isEmpty()) {
            throw new IllegalArgumentException("the run's commit " + commit + " resolved other dependencies than this tree: these poms differ: "
                    + poms.replace('\n', ' '));
        }
        Set<String> ids = new HashSet<>();
        manifest.contenders().forEach(c -> ids.add(c.id()));
        Discovery discovery = Discovery.discover();
        List<Contender> planned = discovery.contenders().all().stream().filter(c -> ids.contains(c.descriptor().id())).toList();
        Json.write(out, of(discovery.contenders().all(), planned, c -> RuntimeArtifacts.of(moduleClass(discovery, c)),
                NativeLibraries.runnerClassPath()));
        return out;
    }

    /**
     * A class of the contender's own adapter module, whose jar holds the module's record: the provider that listed it.
     * Not the contender's class: a contender made by a harness helper ({@code MappedContender.of}) is a class of
     * harness/core, whose jar holds core's record, so 35 contenders of 14 modules were once recorded with no artifacts.
     */
    static Class<?> moduleClass(Discovery discovery, Contender c) {
        String provider = discovery.providers().get(c.descriptor().id());
        if (provider == null) {
            throw new IllegalStateException("no provider is known for contender " + c.descriptor().id() + ", so its module's "
                    + RuntimeArtifacts.RESOURCE + " cannot be found");
        }
        try {
            return Class.forName(provider, false, FootprintRecorder.class.getClassLoader());
        } catch (ClassNotFoundException | LinkageError e) {
            throw new IllegalStateException("provider " + provider + " of contender " + c.descriptor().id() + " cannot be loaded: " + e, e);
        }
    }

    /**
     * The footprint of {@code planned}, with the shared artifacts taken over {@code all}.
     *
     * @param records   a contender's module record; may throw, which becomes the module's error
     * @param classPath where a jar is looked for when its built path is gone
     */
    static FootprintFile of(List<Contender> all, List<Contender> planned, Function<Contender, RuntimeArtifacts> records,
                            List<Path> classPath) {
        Map<String, Contender> byModule = new LinkedHashMap<>();
        for (Contender c : all) {
            byModule.putIfAbsent(c.descriptor().family(), c);
        }
        for (Contender c : planned) {
            byModule.putIfAbsent(c.descriptor().family(), c);
        }
        Map<String, RuntimeArtifacts> read = new TreeMap<>();
        Map<String, String> errors = new TreeMap<>();
        byModule.forEach((module, c) -> {
            try {
                read.put(module, records.apply(c));
            } catch (RuntimeException e) {
                errors.put(module, message(e));
            }
        });
        Set<String> shared = shared(read.values());

        Set<String> plannedModules = new HashSet<>();
        planned.forEach(c -> plannedModules.add(c.descriptor().family()));
        Map<String, FootprintFile.Artifact> sharedArtifacts = new TreeMap<>();
        Map<String, FootprintFile.Module> modules = new TreeMap<>();
        for (String module : byModule.keySet()) {
            RuntimeArtifacts r = read.get(module);
            if (r == null) {
                if (plannedModules.contains(module)) {
                    modules.put(module, new FootprintFile.Module(module, List.of(), errors.get(module)));
                }
                continue;
            }
            List<FootprintFile.Artifact> counted = new ArrayList<>();
            List<String> problems = new ArrayList<>();
            for (RuntimeArtifacts.Entry e : r.entries()) {
                if (shared.contains(e.coordinates())) {
                    // described once, from the first module that has it (the same file everywhere: same coordinates)
                    if (!sharedArtifacts.containsKey(e.coordinates())) {
                        sharedArtifacts.put(e.coordinates(), artifact(e, classPath, new ArrayList<>()));
                    }
                } else if (plannedModules.contains(module)) {
                    counted.add(artifact(e, classPath, problems));
                }
            }
            if (plannedModules.contains(module)) {
                modules.put(module, new FootprintFile.Module(module, counted, problems.isEmpty() ? null : String.join("; ", problems)));
            }
        }

        List<FootprintFile.Row> rows = new ArrayList<>();
        for (Contender c : planned.stream().sorted(Comparator.comparing(x -> x.descriptor().id())).toList()) {
            rows.add(row(c, modules.get(c.descriptor().family())));
        }
        return new FootprintFile(FootprintFile.FORMAT_VERSION, COUNTED, List.copyOf(sharedArtifacts.values()), List.copyOf(modules.values()),
                rows);
    }

    /** The coordinates every record lists; none unless there are two records to share anything. */
    static Set<String> shared(Collection<RuntimeArtifacts> records) {
        if (records.size() < 2) {
            return Set.of();
        }
        Set<String> common = null;
        for (RuntimeArtifacts r : records) {
            Set<String> mine = new HashSet<>();
            r.entries().forEach(e -> mine.add(e.coordinates()));
            if (common == null) {
                common = mine;
            } else {
                common.retainAll(mine);
            }
        }
        return common;
    }

    private static FootprintFile.Artifact artifact(RuntimeArtifacts.Entry e, List<Path> classPath, List<String> problems) {
        List<FootprintFile.NativeLibrary> natives = null;
        try {
            natives = NativeLibraries.of(e, classPath);
        } catch (RuntimeException x) {
            problems.add(message(x));
        }
        return new FootprintFile.Artifact(e.groupId(), e.artifactId(), e.version(), e.type(), e.classifier(), e.scope(), e.file(), e.bytes(),
                natives);
    }

    private static FootprintFile.Row row(Contender c, FootprintFile.Module module) {
        Descriptor d = c.descriptor();
        List<String> errors = new ArrayList<>();
        List<String> flags = List.of();
        try {
            flags = c.jvmArgs();
        } catch (RuntimeException e) {
            errors.add("JVM flags: " + message(e));
        }
        FootprintFile.GeneratedCode generated = d.generatedCode() == null ? null
                : new FootprintFile.GeneratedCode(d.generatedCode().kind().name(), d.generatedCode().what());
        Long jarBytes = null;
        Integer artifacts = null;
        Long nativeBytes = null;
        Integer nativeCount = null;
        if (module.error() != null) {
            errors.add(module.error());
        }
        if (!isRecordError(module)) {
            jarBytes = module.artifacts().stream().mapToLong(FootprintFile.Artifact::bytes).sum();
            artifacts = module.artifacts().size();
            if (module.artifacts().stream().allMatch(a -> a.nativeLibraries() != null)) {
                nativeBytes = module.artifacts().stream().flatMap(a -> a.nativeLibraries().stream())
                        .mapToLong(FootprintFile.NativeLibrary::bytes).sum();
                nativeCount = (int) module.artifacts().stream().mapToLong(a -> a.nativeLibraries().size()).sum();
            }
        }
        return new FootprintFile.Row(d.id(), d.family(), d.library(), flags, generated, jarBytes, artifacts, nativeBytes, nativeCount,
                errors.isEmpty() ? null : String.join("; ", errors));
    }

    /**
     * Whether the module's record itself could not be read: an error and nothing counted. (A jar that cannot be
     * opened leaves its artifact counted, without native libraries; a record read whole never has an error.)
     */
    private static boolean isRecordError(FootprintFile.Module module) {
        return module.error() != null && module.artifacts().isEmpty();
    }

    private static String message(RuntimeException e) {
        return e.getMessage() != null ? e.getMessage() : e.toString();
    }
}
