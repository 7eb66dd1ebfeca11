package io.wirebench.bench;

import io.wirebench.compress.Compressor;
import io.wirebench.compress.Compressors;
import io.wirebench.core.Contender;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Writes {@code compressed-sizes.json}: for each contender and payload (see
 * {@link CompressionBenchmark}), its bytes and what each compressor makes of them. For the update
 * stream it gives both the stream compressed as one block and each message compressed on its own
 * (summed): the second is what a sender that compresses message by message pays. A contender that
 * cannot carry a payload is listed under {@code unsupported} with its reason. The times of the
 * trade-off come from {@link CompressionBenchmark}.
 *
 * <pre>
 * java -cp 'harness/bench/target/wirebench-bench.jar:harness/bench/target/lib/*' io.wirebench.bench.CompressedSizes \
 *     [--out compressed-sizes.json] [--contenders a,b] [--datasets order,mediacontent,db100,updates,updates-stream]
 * </pre>
 *
 * Kept apart from {@code sizes.json} for now; a run's sizes file can take these numbers in later.
 */
public final class CompressedSizes {
    static final List<String> DEFAULT_DATASETS = List.of("order", "mediacontent", "db100", "mydatatype", "updates", Payloads.UPDATES_STREAM);

    private CompressedSizes() {
    }

    public static void main(String[] args) throws Exception {
        Path out = Path.of("compressed-sizes.json");
        List<String> contenderIds = null;
        List<String> datasets = DEFAULT_DATASETS;
        for (int i = 0; i < args.length; i++) {
            switch (args[i]) {
                case "--out" -> out = Path.of(args[++i]);
                case "--contenders" -> contenderIds = Arrays.asList(args[++i].split(","));
                case "--datasets" -> datasets = Arrays.asList(args[++i].split(","));
                default -> throw new IllegalArgumentException("unknown argument '" + args[i] + "'; expected --out, --contenders, --datasets");
            }
        }
        List<Contender> contenders = new ArrayList<>();
        var all = Discovery.discover().contenders();
        if (contenderIds == null) {
            contenders.addAll(all.all());
        } else {
            for (String id : contenderIds) {
                contenders.add(all.byId(id));
            }
        }
        List<Compressor> compressors = Compressors.createAll();
        Json.write(out, measure(contenders, datasets, compressors));
        System.out.println("wrote " + out.toAbsolutePath());
    }

    static Map<String, Object> measure(List<Contender> contenders, List<String> datasets, List<Compressor> compressors) {
        List<Object> described = new ArrayList<>();
        for (Compressor c : compressors) {
            Map<String, Object> d = new LinkedHashMap<>();
            d.put("id", c.id());
            d.put("algorithm", c.algorithm());
            d.put("setting", c.setting());
            d.put("library", c.library());
            described.add(d);
        }
        List<Object> sizes = new ArrayList<>();
        List<Object> unsupported = new ArrayList<>();
        for (Contender k : contenders) {
            String id = k.descriptor().id();
            for (String dataset : datasets) {
                List<byte[]> messages;
                try {
                    messages = Payloads.messages(k, dataset);
                } catch (Throwable e) {
                    Map<String, Object> u = new LinkedHashMap<>();
                    u.put("contender", id);
                    u.put("dataset", dataset);
                    u.put("reason", String.valueOf(e.getMessage()).lines().findFirst().orElse(e.toString()));
                    unsupported.add(u);
                    continue;
                }
                byte[] whole = Payloads.concat(messages);
                Map<String, Object> s = new LinkedHashMap<>();
                s.put("contender", id);
                s.put("dataset", dataset);
                s.put("messages", messages.size());
                s.put("bytes", whole.length);
                Map<String, Object> compressed = new LinkedHashMap<>();
                Map<String, Object> each = new LinkedHashMap<>();
                for (Compressor c : compressors) {
                    compressed.put(c.id(), compressedLength(c, whole));
                    if (messages.size() > 1) {
                        long sum = 0;
                        for (byte[] m : messages) {
                            sum += compressedLength(c, m);
                        }
                        each.put(c.id(), sum);
                    }
                }
                s.put("compressedBytes", compressed);
                if (!each.isEmpty()) {
                    s.put("eachMessageCompressedBytes", each);
                }
                sizes.add(s);
                System.out.printf("%-28s %-15s %9d bytes in %4d message(s); %s%n", id, dataset, whole.length, messages.size(), compressed);
            }
        }
        Map<String, Object> file = new LinkedHashMap<>();
        file.put("formatVersion", 1);
        file.put("compressors", described);
        file.put("sizes", sizes);
        file.put("unsupported", unsupported);
        return file;
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
