package io.wirebench.bench;

import io.wirebench.core.model.updates.UpdateStream;
import io.wirebench.results.CompressionFile;
import io.wirebench.results.CompressorInfo;
import io.wirebench.results.JmhCaseRef;
import io.wirebench.results.UpdateStreamFile;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * Writes a run's {@code updatestream.json} and {@code compression.json} at its end, beside the
 * manifest: the sizes each contender's proving JVM measured ({@link TradeOffSizes}), each row with
 * references to the planned JMH cases that time it ({@link JmhCaseRef}; the report reads their
 * medians), and what the plan found a contender cannot carry. Both files are written for every run,
 * empty when it planned no such case.
 */
final class TradeOffFiles {
    private TradeOffFiles() {
    }

    static void write(RunFolder folder, Plan plan) {
        Map<String, CompressorInfo> compressors = new LinkedHashMap<>();
        List<UpdateStreamFile.Row> stream = new ArrayList<>();
        List<CompressionFile.Row> compression = new ArrayList<>();
        for (Plan.Entry e : plan.entries()) {
            TradeOffSizes sizes = TradeOffSizes.read(folder, e.contender().descriptor().id());
            if (sizes == null) {
                continue;
            }
            sizes.compressors().forEach(c -> compressors.putIfAbsent(c.id(), c));
            for (UpdateStreamFile.Row r : sizes.stream()) {
                stream.add(r.withCases(ref(folder, e, Operation.STREAM_ROUND_TRIP, TradeOffs.STREAM_DATASET, Map.of("compressor", r.compressor())),
                        ref(folder, e, Operation.STREAM_ENCODE, TradeOffs.STREAM_DATASET, Map.of("compressor", r.compressor()))));
            }
            for (CompressionFile.Row r : sizes.compression()) {
                Map<String, String> params = Map.of("compressor", r.compressor(), "payload", r.payload());
                compression.add(r.withCases(ref(folder, e, Operation.COMPRESS, r.dataset(), params),
                        ref(folder, e, Operation.DECOMPRESS, r.dataset(), params)));
            }
        }
        List<UpdateStreamFile.Unsupported> streamUnsupported = new ArrayList<>();
        List<CompressionFile.Unsupported> compressionUnsupported = new ArrayList<>();
        for (Plan.Unsupported u : plan.unsupported()) {
            if (u.dataset().equals(TradeOffs.STREAM_DATASET) && u.operation().equals("*")) {
                streamUnsupported.add(new UpdateStreamFile.Unsupported(u.contender(), u.reason()));
            } else if (u.operation().startsWith(TradeOffs.UNSUPPORTED_PAYLOAD)) {
                compressionUnsupported.add(new CompressionFile.Unsupported(u.contender(), u.operation().substring(TradeOffs.UNSUPPORTED_PAYLOAD.length()),
                        u.dataset(), u.reason()));
            }
        }
        List<CompressorInfo> described = new ArrayList<>(compressors.values());
        Json.write(folder.updateStream(), new UpdateStreamFile(UpdateStreamFile.FORMAT_VERSION, UpdateStream.LENGTH, described, stream,
                streamUnsupported));
        Json.write(folder.compression(), new CompressionFile(CompressionFile.FORMAT_VERSION, described, compression, compressionUnsupported));
    }

    /** The planned case of {@code entry} with this operation, data set and parameters, as a reference; null when none is planned. */
    static JmhCaseRef ref(RunFolder folder, Plan.Entry entry, Operation op, String dataset, Map<String, String> params) {
        for (Case c : entry.cases()) {
            if (c instanceof Case.Jmh j && j.operation() == op && j.dataset().equals(dataset) && j.params().equals(params)) {
                Map<String, String> all = new TreeMap<>(params);
                all.put("contender", j.contender());
                all.put("dataset", dataset);
                String file = folder.dir().relativize(j.whole().resultFile(folder)).toString().replace('\\', '/');
                return new JmhCaseRef(file, op.id(), all);
            }
        }
        return null;
    }
}
