package io.wirebench.report;

import io.wirebench.results.DescriptionsFile;
import io.wirebench.results.ResultFiles;
import io.wirebench.results.ResultFormatException;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.TreeMap;

/**
 * The shards' {@code descriptions.json} as one ({@link RunMerger}). Each shard described the contenders it planned,
 * from the same tree (the merge refuses other commits unless told otherwise), so a contender described by two shards
 * must have the same prose and rows in both; its sample is the one shard that kept the bytes (two shards that both
 * kept them fail the merge already, on {@code samples/}). The merged file is recorded when the last shard recorded
 * its own, and by {@code describe} if any shard's was: a backfill is never passed off as the run's own record.
 */
final class DescriptionsMerge {
    private DescriptionsMerge() {
    }

    /** Null when no shard has the file. */
    static DescriptionsFile merge(List<Run> shards) {
        String recordedAt = null;
        String recordedBy = null;
        String sampleDataset = null;
        Map<String, DescriptionsFile.Entry> entries = new TreeMap<>();
        for (ShardFile<DescriptionsFile> s : ShardFile.read(shards, DescriptionsFile.FILE, ResultFiles::readDescriptions)) {
            DescriptionsFile f = s.content();
            Run r = s.shard();
            if (sampleDataset != null && !sampleDataset.equals(f.sampleDataset())) {
                throw disagree("the sample data set", r);
            }
            sampleDataset = f.sampleDataset();
            recordedAt = recordedAt == null || f.recordedAt().compareTo(recordedAt) > 0 ? f.recordedAt() : recordedAt;
            recordedBy = DescriptionsFile.BY_DESCRIBE.equals(recordedBy) ? recordedBy : f.recordedBy();
            for (DescriptionsFile.Entry e : f.contenders()) {
                entries.put(e.contender(), join(entries.get(e.contender()), e, r));
            }
        }
        return sampleDataset == null ? null
                : new DescriptionsFile(DescriptionsFile.FORMAT_VERSION, recordedAt, recordedBy, sampleDataset, new ArrayList<>(entries.values()));
    }

    private static DescriptionsFile.Entry join(DescriptionsFile.Entry before, DescriptionsFile.Entry now, Run shard) {
        if (before == null) {
            return now;
        }
        if (!Objects.equals(before.about(), now.about()) || !Objects.equals(before.fairness(), now.fairness())
                || !Objects.equals(before.adapterRow(), now.adapterRow())) {
            throw disagree("the README text of " + now.contender(), shard);
        }
        if (before.sample() != null && now.sample() != null && !before.sample().equals(now.sample())) {
            throw disagree("the sample of " + now.contender(), shard);
        }
        return before.sample() != null ? before : now;
    }

    private static ResultFormatException disagree(String what, Run shard) {
        return new ResultFormatException("the shards disagree on " + what + " in " + DescriptionsFile.FILE + " (" + shard.directory()
                + " differs from an earlier shard); were they built from the same tree?");
    }
}
