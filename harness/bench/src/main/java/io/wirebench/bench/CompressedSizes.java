package io.wirebench.bench;

import io.wirebench.compress.Compressor;
import io.wirebench.compress.Compressors;
import io.wirebench.core.Contender;
import io.wirebench.results.CompressionFile;
import io.wirebench.results.CompressorInfo;
import io.wirebench.results.Manifest;
import io.wirebench.results.UpdateStreamFile;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The size side of the trade-offs, measured in the contender's proving JVM from bytes that decoded
 * back exactly, every compressed block decompressed and compared ({@link #compressedLength}): the
 * update stream's rows (the bytes per update as sent, and through each compressor of the profile's
 * stream list, message by message) and, for the payloads the profile lists for the contender
 * ({@link TradeOffs.PayloadPlan}), every compressor's bytes. The run's {@code sizes.json} carries
 * the per-message sizes of every data set ({@code compressedBytes}); what used to be a separate
 * {@code compressed-sizes.json} (batches and streams as one block, the stream message by message)
 * is now these records of the run ({@link TradeOffFiles}).
 */
final class CompressedSizes {
    private CompressedSizes() {
    }

    /** Whether the plan gives the contender's JVM any update-stream or compression case: only then is there anything to size. */
    static boolean wanted(List<Case> cases) {
        return cases.stream().anyMatch(c -> c instanceof Case.Jmh j && j.operation().isTradeOff());
    }

    /**
     * Sizes what the planned cases need: the update stream when there are stream cases, and the
     * profile's payloads for this contender when there are compression cases (those on the planned
     * data sets, and those the profile sizes without timing). A payload or stream the contender
     * fails on is recorded in {@code failures} (stage {@code conformance}) and left out.
     */
    static TradeOffSizes measure(Contender contender, TradeOffs plan, List<Case> cases, List<Manifest.Failure> failures) {
        String id = contender.descriptor().id();
        boolean streamCases = false;
        Set<String> compressionDatasets = new LinkedHashSet<>();
        for (Case c : cases) {
            if (c instanceof Case.Jmh j && j.operation().benchmark() == UpdateStreamBenchmark.class) {
                streamCases = true;
            } else if (c instanceof Case.Jmh j && j.operation().benchmark() == CompressionBenchmark.class) {
                compressionDatasets.add(j.dataset());
            }
        }
        List<TradeOffs.PayloadPlan> payloads = new ArrayList<>();
        for (TradeOffs.PayloadPlan p : plan.payloads()) {
            if (TradeOffs.includes(p.contenders(), id) && !compressionDatasets.isEmpty()
                    && (compressionDatasets.contains(p.dataset()) || p.timed().isEmpty())) {
                payloads.add(p);
            }
        }
        Map<String, Compressor> compressors = new LinkedHashMap<>();
        Payloads.UpdateMessages updates = null;
        if (streamCases || payloads.stream().anyMatch(p -> p.dataset().equals(TradeOffs.STREAM_DATASET))) {
            try {
                updates = Payloads.updateMessages(contender);
            } catch (Throwable t) {
                failures.add(Part.failure(id, TradeOffs.STREAM_DATASET, "*", "conformance", t));
            }
        }
        List<UpdateStreamFile.Row> stream = new ArrayList<>();
        if (streamCases && updates != null) {
            stream.add(streamRow(id, updates, TradeOffs.NO_COMPRESSOR, updates.bytes()));
            for (String cid : plan.stream().compressors()) {
                Compressor c = compressors.computeIfAbsent(cid, Compressors::create);
                long total = 0;
                for (byte[] m : updates.messages()) {
                    total += compressedLength(c, m);
                }
                stream.add(streamRow(id, updates, cid, total));
            }
        }
        List<CompressionFile.Row> rows = new ArrayList<>();
        for (TradeOffs.PayloadPlan p : payloads) {
            boolean onStream = p.dataset().equals(TradeOffs.STREAM_DATASET);
            if (onStream && updates == null) {
                continue; // its failure is recorded above
            }
            try {
                List<byte[]> blocks = onStream ? Payloads.arrange(contender.descriptor(), p.kind(), p.dataset(), updates.messages())
                        : Payloads.blocks(contender, p.kind(), p.dataset());
                long raw = blocks.stream().mapToLong(b -> b.length).sum();
                for (String cid : Compressors.ids()) {
                    Compressor c = compressors.computeIfAbsent(cid, Compressors::create);
                    long total = 0;
                    for (byte[] b : blocks) {
                        total += compressedLength(c, b);
                    }
                    rows.add(new CompressionFile.Row(id, cid, p.kind(), p.dataset(), blocks.size(), raw, total, null, null));
                }
            } catch (Throwable t) {
                failures.add(Part.failure(id, p.dataset(), TradeOffs.UNSUPPORTED_PAYLOAD + p.kind(), "conformance", t));
            }
        }
        List<CompressorInfo> described = compressors.values().stream().map(CompressedSizes::describe).toList();
        return new TradeOffSizes(id, described, stream, rows, updates != null);
    }

    private static UpdateStreamFile.Row streamRow(String contender, Payloads.UpdateMessages updates, String compressor, long bytes) {
        int n = updates.messages().size();
        return new UpdateStreamFile.Row(contender, updates.mode(), compressor, bytes, Math.round(bytes * 100.0 / n) / 100.0, null, null);
    }

    static CompressorInfo describe(Compressor c) {
        return new CompressorInfo(c.id(), c.algorithm(), c.setting(), c.implementation(), c.library());
    }

    /** The compressed length of {@code bytes}, after checking that they decompress back exactly. */
    static int compressedLength(Compressor c, byte[] bytes) {
        byte[] out = new byte[c.maxCompressedLength(bytes.length)];
        int n = c.compress(bytes, bytes.length, out);
        byte[] back = new byte[bytes.length];
        if (c.decompress(out, n, back) != bytes.length || !Arrays.equals(bytes, back)) {
            throw new IllegalStateException(c.id() + " did not give back " + bytes.length + " bytes");
        }
        return n;
    }
}
