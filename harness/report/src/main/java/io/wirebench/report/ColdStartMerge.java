package io.wirebench.report;

import io.wirebench.results.ColdStartFile;
import io.wirebench.results.ResultFiles;
import io.wirebench.results.ResultFormatException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * The shards' {@code coldstart.json} as one ({@link RunMerger}). A plan's shards split its cases, and every fork of a
 * cold-start case runs in the shard that holds the case, so each contender and data set is in one shard's file: the
 * merged file is their rows, in the runner's order (by contender, then data set). A row in two shards, or shards
 * that describe the measurement differently, is refused rather than one side chosen.
 */
final class ColdStartMerge {
    private ColdStartMerge() {
    }

    /** Null when no shard has the file (no shard planned cold start). */
    static ColdStartFile merge(List<Run> shards) {
        String measured = null;
        Map<String, ColdStartFile.Row> rows = new TreeMap<>();
        for (ShardFile<ColdStartFile> s : ShardFile.read(shards, ColdStartExport.FILE, ResultFiles::readColdStart)) {
            ColdStartFile f = s.content();
            Path file = s.file();
            if (measured != null && !measured.equals(f.measured())) {
                throw new ResultFormatException("the shards describe their cold start differently (" + file + " differs from an earlier"
                        + " shard); were they built from the same tree?");
            }
            measured = f.measured();
            for (ColdStartFile.Row row : f.rows()) {
                String key = row.contender() + "/" + row.dataset() + "/coldStart";
                if (rows.put(key, row) != null) {
                    throw new ResultFormatException("cold start " + key + " is in two shards (again in " + file + "); a case belongs to one shard");
                }
            }
        }
        return measured == null ? null : new ColdStartFile(ColdStartFile.FORMAT_VERSION, measured, new ArrayList<>(rows.values()));
    }
}
