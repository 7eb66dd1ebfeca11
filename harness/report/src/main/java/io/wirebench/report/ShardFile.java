package io.wirebench.report;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;

/**
 * One shard's copy of a run file that each shard writes for its own part ({@link RunMerger}), read. The merges of
 * such files all start the same way: every shard that has the file, in the shards' order, with its path at hand for
 * the messages that refuse a disagreement.
 */
record ShardFile<T>(Run shard, Path file, T content) {

    /** Each shard's {@code name}, read with {@code reader}; shards without the file (made before it) are left out. */
    static <T> List<ShardFile<T>> read(List<Run> shards, String name, Function<Path, T> reader) {
        List<ShardFile<T>> out = new ArrayList<>();
        for (Run r : shards) {
            Path file = r.directory().resolve(name);
            if (Files.isRegularFile(file)) {
                out.add(new ShardFile<>(r, file, reader.apply(file)));
            }
        }
        return out;
    }
}
