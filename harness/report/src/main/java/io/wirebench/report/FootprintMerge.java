package io.wirebench.report;

import io.wirebench.results.FootprintFile;
import io.wirebench.results.ResultFiles;
import io.wirebench.results.ResultFormatException;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.TreeMap;

/**
 * The shards' {@code footprint.json} as one ({@link RunMerger}). Each shard recorded the contenders it planned, from
 * the same build (the merge refuses other commits unless told otherwise), so a contender or module found in two
 * shards must have the same footprint in both; a difference is refused, naming it, rather than one side chosen.
 */
final class FootprintMerge {
    private FootprintMerge() {
    }

    /** Null when no shard has the file (shards of a run made before it). */
    static FootprintFile merge(List<Run> shards) {
        String counted = null;
        List<FootprintFile.Artifact> shared = null;
        Map<String, FootprintFile.Module> modules = new TreeMap<>();
        Map<String, FootprintFile.Row> rows = new TreeMap<>();
        for (ShardFile<FootprintFile> s : ShardFile.read(shards, FootprintExport.FILE, ResultFiles::readFootprint)) {
            FootprintFile f = s.content();
            Run r = s.shard();
            counted = same("the counting rule", counted, f.counted(), r);
            shared = same("the shared artifacts", shared, f.shared(), r);
            for (FootprintFile.Module m : f.modules()) {
                modules.put(m.module(), same("module " + m.module(), modules.get(m.module()), m, r));
            }
            for (FootprintFile.Row row : f.contenders()) {
                rows.put(row.contender(), same("contender " + row.contender(), rows.get(row.contender()), row, r));
            }
        }
        return counted == null ? null
                : new FootprintFile(FootprintFile.FORMAT_VERSION, counted, shared, new ArrayList<>(modules.values()), new ArrayList<>(rows.values()));
    }

    private static <T> T same(String what, T before, T now, Run shard) {
        if (before != null && !Objects.equals(before, now)) {
            throw new ResultFormatException("the shards disagree on the footprint of " + what + " (" + shard.directory()
                    + " differs from an earlier shard); were they built from the same tree?");
        }
        return now;
    }
}
