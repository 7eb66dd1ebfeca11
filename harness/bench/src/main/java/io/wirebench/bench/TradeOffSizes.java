package io.wirebench.bench;

import io.wirebench.results.CompressionFile;
import io.wirebench.results.CompressorInfo;
import io.wirebench.results.UpdateStreamFile;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * {@code parts/<id>.tradeoffs.json}: the sizes the proving JVM measured for one contender's
 * update-stream and compression rows ({@link CompressedSizes}), without the case references, which
 * {@link TradeOffFiles} adds from the plan. Kept apart from the proof, and merged rather than
 * replaced when a later proving JVM of the same run sizes again (a resumed run proves again with
 * only the cases left, which may not include these).
 *
 * @param streamChecked whether the update stream decoded back exactly (its cases may then run)
 */
record TradeOffSizes(String contender, List<CompressorInfo> compressors, List<UpdateStreamFile.Row> stream,
                     List<CompressionFile.Row> compression, boolean streamChecked) {
    TradeOffSizes {
        compressors = List.copyOf(compressors);
        stream = List.copyOf(stream);
        compression = List.copyOf(compression);
    }

    /** What an earlier JVM of this run wrote for the contender, or null. */
    static TradeOffSizes read(RunFolder folder, String id) {
        Path file = folder.tradeOffs(id);
        return Files.isRegularFile(file) ? Json.read(file, TradeOffSizes.class) : null;
    }

    /** Writes {@code sizes} over what an earlier JVM wrote: rows of the same key are replaced, others kept. */
    static void write(RunFolder folder, TradeOffSizes sizes) {
        TradeOffSizes before = read(folder, sizes.contender());
        if (before != null) {
            Map<String, CompressorInfo> compressors = new LinkedHashMap<>();
            before.compressors().forEach(c -> compressors.put(c.id(), c));
            sizes.compressors().forEach(c -> compressors.put(c.id(), c));
            Map<String, UpdateStreamFile.Row> stream = new LinkedHashMap<>();
            before.stream().forEach(r -> stream.put(r.compressor(), r));
            sizes.stream().forEach(r -> stream.put(r.compressor(), r));
            Map<String, CompressionFile.Row> compression = new LinkedHashMap<>();
            before.compression().forEach(r -> compression.put(key(r), r));
            sizes.compression().forEach(r -> compression.put(key(r), r));
            sizes = new TradeOffSizes(sizes.contender(), new ArrayList<>(compressors.values()), new ArrayList<>(stream.values()),
                    new ArrayList<>(compression.values()), sizes.streamChecked() || before.streamChecked());
        }
        Json.write(folder.tradeOffs(sizes.contender()), sizes);
    }

    static String key(CompressionFile.Row r) {
        return r.compressor() + "|" + r.payload() + "|" + r.dataset();
    }
}
