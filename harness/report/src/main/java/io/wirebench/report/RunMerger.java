package io.wirebench.report;

import io.wirebench.results.Manifest;
import io.wirebench.results.ResultFiles;
import io.wirebench.results.ResultFormatException;
import io.wirebench.results.Sizes;
import java.io.IOException;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.stream.Stream;

/**
 * Merges the shard folders of one sharded run ({@code make bench SHARD=i/N} on N machines) into
 * one run folder that reads like any other. Refuses, saying which fact differs and in which shard,
 * to merge shards of different plans (profile, selection, shard count), a set with a shard
 * missing or twice, and, unless {@code allowMixed}, shards from different kinds of machine (CPU
 * model, logical CPUs, memory, OS, kernel, architecture: host names may differ, that is the point
 * of shards), different JDKs (vendor, VM version) or different commits. Merging mixed shards
 * records what differed in the manifest's {@code mixed}.
 */
public final class RunMerger {

    private RunMerger() {
    }

    /** The shard folders of run {@code baseRunId} under {@code resultsRoot}: {@code <baseRunId>-shard<i>of<N>}. */
    public static List<Path> shardsOf(Path resultsRoot, String baseRunId) {
        try (Stream<Path> dirs = Files.list(resultsRoot)) {
            List<Path> found = dirs.filter(d -> d.getFileName().toString().matches(java.util.regex.Pattern.quote(baseRunId) + "-shard\\d+of\\d+"))
                    .sorted().toList();
            if (found.isEmpty()) {
                throw new ResultFormatException("no shard folders " + baseRunId + "-shard<i>of<N> under " + resultsRoot);
            }
            return found;
        } catch (IOException e) {
            throw new ResultFormatException("cannot list " + resultsRoot + ": " + e.getMessage(), e);
        }
    }

    /** @return the merged run folder, {@code outDir} */
    public static Path merge(List<Path> shardDirs, Path outDir, boolean allowMixed, boolean allowPartial) {
        List<Run> shards = new ArrayList<>();
        for (Path d : shardDirs) {
            shards.add(RunReader.read(d));
        }
        shards.sort(Comparator.comparingInt(r -> r.manifest().shardOrWhole().index()));
        Manifest m0 = shards.get(0).manifest();
        int count = m0.shardOrWhole().count();
        List<String> mixed = new ArrayList<>();
        Set<Integer> indices = new LinkedHashSet<>();
        for (Run r : shards) {
            Manifest m = r.manifest();
            Manifest.Shard shard = m.shardOrWhole();
            String who = "shard " + shard.index() + "/" + shard.count() + " (" + r.directory().getFileName() + ")";
            if (shard.count() != count) {
                throw new ResultFormatException(who + " belongs to a plan of " + shard.count() + " shards, not " + count);
            }
            if (!indices.add(shard.index())) {
                throw new ResultFormatException(who + " is given twice");
            }
            if (!Objects.equals(m.profile(), m0.profile()) || !Objects.equals(m.selection(), m0.selection())) {
                throw new ResultFormatException(who + " ran another plan (profile or selection differ from shard "
                        + m0.shardOrWhole().index() + "); shards of different plans cannot be merged");
            }
            List<String> differences = new ArrayList<>();
            Manifest.Machine a = m0.machine();
            Manifest.Machine b = m.machine();
            compare(differences, "machine cpuModel", a.cpuModel(), b.cpuModel());
            compare(differences, "machine logicalCpus", a.logicalCpus(), b.logicalCpus());
            compare(differences, "machine memoryBytes", a.memoryBytes(), b.memoryBytes());
            compare(differences, "machine os", a.os(), b.os());
            compare(differences, "machine kernel", a.kernel(), b.kernel());
            compare(differences, "machine arch", a.arch(), b.arch());
            compare(differences, "JDK vendor", m0.jvm().vendor(), m.jvm().vendor());
            compare(differences, "JDK version", m0.jvm().vmVersion(), m.jvm().vmVersion());
            compare(differences, "commit", m0.source().commit(), m.source().commit());
            compare(differences, "uncommitted changes", m0.source().dirty(), m.source().dirty());
            for (String d : differences) {
                mixed.add(who + ": " + d);
            }
        }
        if (!mixed.isEmpty() && !allowMixed) {
            throw new ResultFormatException("will not merge shards that ran on different machines, JDKs or commits: "
                    + String.join("; ", mixed) + ". Their numbers do not compare; merge anyway with --allow-mixed (ALLOW_MIXED=1)");
        }
        List<Integer> missing = new ArrayList<>();
        for (int i = 1; i <= count; i++) {
            if (!indices.contains(i)) {
                missing.add(i);
            }
        }
        if (!missing.isEmpty() && !allowPartial) {
            throw new ResultFormatException("shard(s) " + missing + " of " + count + " are missing; merge the complete set, or pass --allow-partial");
        }
        if (Files.exists(outDir)) {
            throw new ResultFormatException(outDir + " exists already; remove it or merge into another folder");
        }
        try {
            Files.createDirectories(outDir);
            for (Run r : shards) {
                copyTree(r.directory().resolve("jmh"), outDir.resolve("jmh"));
                copyTree(r.directory().resolve("openloop"), outDir.resolve("openloop"));
                copyTree(r.directory().resolve("samples"), outDir.resolve("samples"));
                copyTree(r.directory().resolve("logs"), outDir.resolve("logs").resolve("shard-" + r.manifest().shardOrWhole().index()));
            }
        } catch (IOException e) {
            throw new ResultFormatException("cannot write the merged run " + outDir + ": " + e.getMessage(), e);
        }
        ResultFiles.write(outDir.resolve("sizes.json"), sizes(shards));
        var updates = TradeOffMerge.updateStream(shards);
        if (updates != null) {
            ResultFiles.write(outDir.resolve("updatestream.json"), updates);
        }
        var compression = TradeOffMerge.compression(shards);
        if (compression != null) {
            ResultFiles.write(outDir.resolve("compression.json"), compression);
        }
        var footprint = FootprintMerge.merge(shards);
        if (footprint != null) {
            ResultFiles.write(outDir.resolve(FootprintExport.FILE), footprint);
        }
        var descriptions = DescriptionsMerge.merge(shards);
        if (descriptions != null) {
            ResultFiles.write(outDir.resolve(io.wirebench.results.DescriptionsFile.FILE), descriptions);
        }
        var coldStart = ColdStartMerge.merge(shards);
        if (coldStart != null) {
            ResultFiles.write(outDir.resolve(ColdStartExport.FILE), coldStart);
        }
        ResultFiles.write(outDir.resolve("manifest.json"), manifest(shards, outDir, mixed, missing));
        return outDir;
    }

    private static void compare(List<String> differences, String fact, Object expected, Object actual) {
        if (!Objects.equals(expected, actual)) {
            differences.add(fact + " is " + quoted(actual) + ", not " + quoted(expected));
        }
    }

    private static String quoted(Object value) {
        return value instanceof String ? "\"" + value + "\"" : String.valueOf(value);
    }

    private static Sizes sizes(List<Run> shards) {
        Map<String, Sizes.Size> sizes = new LinkedHashMap<>();
        for (Run r : shards) {
            for (Sizes.Size s : r.sizes()) {
                Sizes.Size before = sizes.putIfAbsent(s.contender() + "|" + s.dataset(), s);
                if (before != null && !before.equals(s)) {
                    throw new ResultFormatException("shards disagree on the size of " + s.contender() + " on " + s.dataset() + ": "
                            + before.bytes() + " and " + s.bytes() + " bytes; encoders must be deterministic (conformance checks that)");
                }
            }
        }
        return new Sizes(ResultFiles.FORMAT_VERSION, List.copyOf(sizes.values()));
    }

    private static Manifest manifest(List<Run> shards, Path outDir, List<String> mixed, List<Integer> missing) {
        Manifest m0 = shards.get(0).manifest();
        String started = null;
        String finished = null;
        boolean complete = missing.isEmpty();
        long planned = 0;
        long measured = 0;
        long failed = 0;
        long estimated = 0;
        List<Manifest.ShardInfo> shardList = new ArrayList<>();
        Map<String, Manifest.Contender> contenders = new LinkedHashMap<>();
        Map<String, Manifest.DatasetInfo> datasets = new LinkedHashMap<>();
        Set<Manifest.Unsupported> unsupported = new LinkedHashSet<>();
        List<Manifest.Failure> failures = new ArrayList<>();
        List<Manifest.OpenLoopSummary> openLoop = new ArrayList<>();
        for (Run r : shards) {
            Manifest s = r.manifest();
            started = min(started, s.startedAt());
            finished = max(finished, s.finishedAt());
            complete &= s.statusOrComplete().equals("complete");
            if (s.cases() != null) {
                planned += s.cases().planned();
                measured += s.cases().measured();
                failed += s.cases().failed();
                estimated += s.cases().estimatedSeconds() == null ? 0 : s.cases().estimatedSeconds();
            }
            shardList.add(new Manifest.ShardInfo(s.shardOrWhole().index(), s.runId(),
                    s.machine().hostname() == null ? "unknown" : s.machine().hostname(), s.startedAt(), s.finishedAt(),
                    s.statusOrComplete(), s.cases(), s.isolation()));
            s.contenders().forEach(c -> contenders.putIfAbsent(c.id(), c));
            for (Manifest.DatasetInfo d : s.datasets()) {
                Manifest.DatasetInfo known = datasets.putIfAbsent(d.id(), d);
                if (known != null && d.isTimed() && !known.isTimed()) {
                    datasets.put(d.id(), new Manifest.DatasetInfo(known.id(), known.model(), known.description(), known.tags(),
                            known.batchSize(), true, known.samples()));
                }
            }
            unsupported.addAll(s.unsupported());
            failures.addAll(s.failures());
            openLoop.addAll(s.openLoop());
        }
        return new Manifest(ResultFiles.FORMAT_VERSION, outDir.getFileName().toString(), m0.baseRunId(),
                complete ? "complete" : "incomplete", started, finished, m0.resumedAt(), m0.profile(), m0.selection(),
                new Manifest.Shard(1, 1), shardList, mixed.isEmpty() ? null : List.copyOf(mixed),
                missing.isEmpty() ? null : List.copyOf(missing), new Manifest.Cases(planned, measured, failed, estimated, null),
                m0.source(), m0.machine(), m0.isolation(), m0.jvm(), m0.jdk(), m0.forkJvmArgs(),
                contenders.values().stream().sorted(Comparator.comparing(Manifest.Contender::id)).toList(),
                List.copyOf(datasets.values()), List.copyOf(unsupported), failures, openLoop);
    }

    private static String min(String a, String b) {
        return a == null ? b : b == null ? a : a.compareTo(b) <= 0 ? a : b;
    }

    private static String max(String a, String b) {
        return a == null ? b : b == null ? a : a.compareTo(b) >= 0 ? a : b;
    }

    private static void copyTree(Path from, Path to) throws IOException {
        if (!Files.isDirectory(from)) {
            return;
        }
        try (Stream<Path> files = Files.walk(from)) {
            // every shard was read (RunReader.read) first, which refuses partial .tmp files: nothing is left out here
            for (Path f : files.filter(Files::isRegularFile).toList()) {
                Path target = to.resolve(from.relativize(f).toString());
                Files.createDirectories(target.getParent());
                try {
                    Files.copy(f, target);
                } catch (FileAlreadyExistsException e) {
                    throw new ResultFormatException("two shards both hold " + from.relativize(f) + "; a case ran in more than one shard");
                }
            }
        }
    }
}
