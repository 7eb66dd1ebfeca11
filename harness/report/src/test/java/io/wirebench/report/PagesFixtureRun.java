package io.wirebench.report;

import io.wirebench.results.CompressionFile;
import io.wirebench.results.CompressorInfo;
import io.wirebench.results.DescriptionsFile;
import io.wirebench.results.FootprintFile;
import io.wirebench.results.JmhCaseRef;
import io.wirebench.results.UpdateStreamFile;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * The measured update stream and compressors of the browser tests' article-pages run
 * (site/tests/fixtures/pages/2026d-pages), as the runner writes them: {@code updatestream.json},
 * {@code compression.json}, {@code footprint.json}, {@code descriptions.json} ({@link PagesFixtureDescriptions}) and the JMH cases ({@code UpdateStreamBenchmark}, {@code CompressionBenchmark})
 * their rows reference, each timed by three forks whose scores are the low end, the median and the high
 * end of the interval the export gives. The run's manifest, sizes, round trips and open-loop files are
 * committed beside them as they are. The values are a fixture's, shaped so that the Compression, Update
 * stream and Claims pages have every kind of row: delta and full streams, compressed and not, a stream
 * that was not timed; every payload, each with a Pareto front, and a compressor sized but not timed.
 * {@link SiteFixtureRunsTest} checks that the committed files are these.
 */
final class PagesFixtureRun {
    static final String RUN = "2026d-pages";
    private static final int UPDATES = 5000;

    private static final CompressorInfo GZIP_FAST = new CompressorInfo("gzip-fast", "deflate", "level 1", "jdk", "java.util.zip (JDK 17)");
    private static final CompressorInfo GZIP_STRONG = new CompressorInfo("gzip-strong", "deflate", "level 9", "jdk", "java.util.zip (JDK 17)");
    private static final CompressorInfo LZ4_FAST = new CompressorInfo("lz4-fast", "lz4", "fast", "jni", "at.yawk.lz4:lz4-java 1.8.0");
    private static final CompressorInfo LZ4_AIR = new CompressorInfo("lz4-air", "lz4", "fast", "pure-java", "io.airlift:aircompressor 2.0.3");
    private static final CompressorInfo SNAPPY = new CompressorInfo("snappy", "snappy", "default", "jni", "org.xerial.snappy:snappy-java 1.1.10.7");
    private static final CompressorInfo LZF = new CompressorInfo("lzf", "lzf", "default", "pure-java", "com.ning:compress-lzf 1.1.2");
    private static final CompressorInfo ZSTD_FAST = new CompressorInfo("zstd-fast", "zstd", "level 1", "jni", "com.github.luben:zstd-jni 1.5.6-9");
    private static final CompressorInfo ZSTD_STRONG = new CompressorInfo("zstd-strong", "zstd", "level 19", "jni", "com.github.luben:zstd-jni 1.5.6-9");
    private static final CompressorInfo BZIP2 = new CompressorInfo("bzip2", "bzip2", "block 9", "pure-java", "org.apache.commons:commons-compress 1.27.1");
    private static final CompressorInfo XZ = new CompressorInfo("xz-strong", "xz", "preset 6", "pure-java", "org.tukaani:xz 1.10");
    private static final List<CompressorInfo> ALL = List.of(GZIP_FAST, GZIP_STRONG, LZ4_FAST, LZ4_AIR, SNAPPY, LZF, ZSTD_FAST, ZSTD_STRONG, BZIP2, XZ);

    private final SyntheticRun run = new SyntheticRun(RUN);
    private final List<UpdateStreamFile.Row> streams = new ArrayList<>();
    private final List<CompressionFile.Row> compressed = new ArrayList<>();

    private PagesFixtureRun() {
    }

    /** The run's measured files; {@link SyntheticRun#writeMeasured} writes them into the run's folder. */
    static SyntheticRun tradeOffs() {
        PagesFixtureRun f = new PagesFixtureRun();
        f.stream("wire-delta", "delta", null, 47_325, 9.47, 0, 120, 127, 133);
        f.stream("wire-delta", "delta", ZSTD_FAST, 13_000, 2.6, 48, 1045, 1100, 1155);
        f.stream("wire-delta", "delta", LZ4_FAST, 30_500, 6.1, 32, 285, 300, 315);
        f.stream("wire-binary-named", "full", null, 920_000, 184, 184, 198, 209, 219);
        f.stream("wire-binary-named", "full", ZSTD_FAST, 9_850, 1.97, 232, 2280, 2400, 2520);
        f.stream("wire-binary-named", "full", LZ4_FAST, 26_500, 5.3, 216, 570, 600, 630);
        f.stream("wire-binary-numbered", "full", null, 535_000, 107, 184, 177, 187, 196);
        f.stream("wire-binary-fieldless", "full", null, 490_000, 98, 184, 165, 174, 182);
        f.stream("fory", "full", null, 300_000, 60, 0, 91, 96, 100);
        f.stream("jackson-databind", "full", null, 1_210_000, 242, 600, 1425, 1500, 1575);
        f.stream("wire-yaml", "full", null, 1_340_000, 268, 0);

        String named = "wire-binary-named";
        f.compress(named, GZIP_FAST, "single", "order", 1, 70, 89, 2413, 2540, 2667, 279, 294, 308);
        f.compress(named, LZ4_FAST, "single", "order", 1, 70, 76, 198, 209, 219, 48, 51, 53);
        f.compress(named, LZ4_AIR, "single", "order", 1, 70, 76, 142, 150, 157, 42, 45, 47);
        f.compress(named, SNAPPY, "single", "order", 1, 70, 73, 100, 106, 111, 147, 155, 162);
        f.compress(named, LZF, "single", "order", 1, 70, 75, 74, 78, 81, 7, 8, 8);
        f.compress(named, ZSTD_FAST, "single", "order", 1, 70, 79, 2764, 2910, 3055, 122, 129, 135);
        f.compress(named, GZIP_FAST, "batch", "orders", 256, 17_408, 5_200, 85_500, 90_000, 94_500, 28_500, 30_000, 31_500);
        f.compress(named, GZIP_STRONG, "batch", "orders", 256, 17_408, 4_800, 380_000, 400_000, 420_000, 27_550, 29_000, 30_450);
        f.compress(named, LZ4_FAST, "batch", "orders", 256, 17_408, 8_100, 14_250, 15_000, 15_750, 3_800, 4_000, 4_200);
        f.compress(named, SNAPPY, "batch", "orders", 256, 17_408, 7_800, 19_000, 20_000, 21_000, 8_550, 9_000, 9_450);
        f.compress(named, LZF, "batch", "orders", 256, 17_408, 8_000, 23_750, 25_000, 26_250, 6_650, 7_000, 7_350);
        f.compress(named, ZSTD_FAST, "batch", "orders", 256, 17_408, 4_300, 28_500, 30_000, 31_500, 11_400, 12_000, 12_600);
        f.compress(named, ZSTD_STRONG, "batch", "orders", 256, 17_408, 3_700, 2_850_000, 3_000_000, 3_150_000, 10_450, 11_000, 11_550);
        f.compress(named, BZIP2, "batch", "orders", 256, 17_408, 3_900, 1_425_000, 1_500_000, 1_575_000, 380_000, 400_000, 420_000);
        f.compress(named, XZ, "batch", "orders", 256, 17_408, 3_600); // sized, not timed
        f.compress(named, GZIP_FAST, "stream", "updates", UPDATES, 920_000, 30_000, 3_800_000, 4_000_000, 4_200_000, 1_140_000, 1_200_000, 1_260_000);
        f.compress(named, ZSTD_FAST, "stream", "updates", UPDATES, 920_000, 9_825, 111_150, 117_000, 122_850, 47_500, 50_000, 52_500);
        f.compress(named, LZ4_FAST, "stream", "updates", UPDATES, 920_000, 40_000, 570_000, 600_000, 630_000, 190_000, 200_000, 210_000);
        f.compress(named, LZF, "stream", "updates", UPDATES, 920_000, 45_000, 855_000, 900_000, 945_000, 285_000, 300_000, 315_000);
        f.compress(named, SNAPPY, "stream", "updates", UPDATES, 920_000, 42_000, 665_000, 700_000, 735_000, 332_500, 350_000, 367_500);
        f.compress("wire-delta", GZIP_FAST, "per-message", "updates", UPDATES, 47_325, 147_285, 8_550_000, 9_000_000, 9_450_000,
                1_900_000, 2_000_000, 2_100_000);
        f.compress("wire-delta", LZ4_FAST, "per-message", "updates", UPDATES, 47_325, 57_298, 1_425_000, 1_500_000, 1_575_000,
                380_000, 400_000, 420_000);

        List<CompressorInfo> streamCompressors = List.of(ZSTD_FAST, LZ4_FAST);
        return f.run.file("updatestream.json", new UpdateStreamFile(UpdateStreamFile.FORMAT_VERSION, UPDATES, streamCompressors, f.streams, List.of()))
                .file("compression.json", new CompressionFile(CompressionFile.FORMAT_VERSION, ALL, f.compressed, List.of()))
                .file("footprint.json", footprint())
                .file(DescriptionsFile.FILE, PagesFixtureDescriptions.of());
    }

    private static final List<String> CHRONICLE_FLAGS = List.of("--add-exports=java.base/jdk.internal.misc=ALL-UNNAMED",
            "--add-opens=java.base/java.lang=ALL-UNNAMED");
    private static final List<String> SBE_FLAGS = List.of("--add-exports", "java.base/jdk.internal.misc=ALL-UNNAMED");

    /**
     * The run's {@code footprint.json}, shaped so the Footprint table and the contender pages have every kind of row:
     * modules of no third-party jar (wire, the floor), jars with native libraries (chronicle, through JNA), JVM flags
     * (chronicle, SBE), generated code (SBE's schema compiler), and a module whose record was missing (bson).
     */
    static FootprintFile footprint() {
        String counted = "Per contender, the jar bytes of the runtime artifacts its adapter module resolved (fixture).";
        List<FootprintFile.Module> modules = List.of(
                new FootprintFile.Module("baseline", List.of(), null),
                new FootprintFile.Module("bson", List.of(), "target/lib/wirebench-adapter-bson.jar has no META-INF/wirebench/runtime-artifacts.txt"),
                new FootprintFile.Module("chronicle", List.of(
                        jar("net.openhft", "chronicle-wire", "2026.7", 827_045),
                        jar("net.openhft", "chronicle-bytes", "2026.4", 481_209),
                        jar("net.openhft", "chronicle-core", "2026.5", 431_786),
                        jar("net.openhft", "affinity", "2026.2", 84_933),
                        new FootprintFile.Artifact("net.java.dev.jna", "jna", "5.17.0", "jar", null, "runtime", "jna-5.17.0.jar", 2_010_000, List.of(
                                new FootprintFile.NativeLibrary("com/sun/jna/linux-x86-64/libjnidispatch.so", 150_000),
                                new FootprintFile.NativeLibrary("com/sun/jna/darwin-aarch64/libjnidispatch.jnilib", 110_000),
                                new FootprintFile.NativeLibrary("com/sun/jna/win32-x86-64/jnidispatch.dll", 230_000)))), null),
                new FootprintFile.Module("jackson", List.of(
                        jar("com.fasterxml.jackson.core", "jackson-databind", "2.22.4", 1_714_464),
                        jar("com.fasterxml.jackson.core", "jackson-core", "2.22.4", 599_548),
                        jar("com.fasterxml.jackson.core", "jackson-annotations", "2.22", 78_000)), null),
                new FootprintFile.Module("sbe", List.of(
                        jar("uk.co.real-logic", "sbe-tool", "1.38.1", 562_687),
                        jar("org.agrona", "agrona", "2.6.0", 491_977)), null),
                new FootprintFile.Module("wire", List.of(), null));
        List<FootprintFile.Row> rows = new ArrayList<>();
        for (String id : List.of("baseline-bytebuffer", "bson", "chronicle-binary", "chronicle-binary-numbered", "chronicle-bytes-fixed",
                "chronicle-raw", "chronicle-text", "jackson-databind", "jackson-databind-recycled", "sbe", "wire-binary-fieldless",
                "wire-binary-named", "wire-binary-numbered", "wire-bytes-fixed", "wire-json", "wire-raw", "wire-yaml")) {
            String module = id.startsWith("baseline") ? "baseline" : id.substring(0, id.contains("-") ? id.indexOf('-') : id.length());
            FootprintFile.Module m = modules.stream().filter(x -> x.module().equals(module)).findFirst().orElseThrow();
            List<String> flags = module.equals("chronicle") ? CHRONICLE_FLAGS : module.equals("sbe") ? SBE_FLAGS : List.of();
            FootprintFile.GeneratedCode generated = module.equals("sbe")
                    ? new FootprintFile.GeneratedCode("SCHEMA_COMPILER", "SbeTool (sbe-tool, run by exec-maven-plugin) from wirebench-schema.xml") : null;
            String library = switch (module) {
                case "baseline" -> "jdk";
                case "bson" -> "org.mongodb:bson";
                case "chronicle" -> "net.openhft:chronicle-wire";
                case "jackson" -> "com.fasterxml.jackson.core:jackson-databind";
                case "sbe" -> "uk.co.real-logic:sbe-tool";
                default -> "io.wirebench:wirebench-wire";
            };
            if (m.error() != null) {
                rows.add(new FootprintFile.Row(id, module, library, flags, generated, null, null, null, null, m.error()));
                continue;
            }
            long bytes = m.artifacts().stream().mapToLong(FootprintFile.Artifact::bytes).sum();
            long nativeBytes = m.artifacts().stream().flatMap(a -> a.nativeLibraries().stream()).mapToLong(FootprintFile.NativeLibrary::bytes).sum();
            int natives = m.artifacts().stream().mapToInt(a -> a.nativeLibraries().size()).sum();
            rows.add(new FootprintFile.Row(id, module, library, flags, generated, bytes, m.artifacts().size(), nativeBytes, natives, null));
        }
        return new FootprintFile(FootprintFile.FORMAT_VERSION, counted, List.of(), modules, rows);
    }

    private static FootprintFile.Artifact jar(String group, String artifact, String version, long bytes) {
        return new FootprintFile.Artifact(group, artifact, version, "jar", null, "compile", artifact + "-" + version + ".jar", bytes, List.of());
    }

    /** A stream, timed by three forks ({@code forkNs}: low, median, high per update) or, without them, not timed. */
    private void stream(String contender, String mode, CompressorInfo compressor, long bytes, double bytesPerUpdate, double alloc,
                        double... forkNs) {
        String c = compressor == null ? "none" : compressor.id();
        JmhCaseRef roundTrip = null;
        if (forkNs.length > 0) {
            Map<String, String> params = Map.of("compressor", c);
            run.paramCase("UpdateStreamBenchmark", contender, "updates", "streamRoundTrip", params, alloc, forkNs);
            roundTrip = ref(contender, "updates", "streamRoundTrip", params);
        }
        streams.add(new UpdateStreamFile.Row(contender, mode, c, bytes, bytesPerUpdate, roundTrip, null));
    }

    /** A payload compressed and decompressed, each timed by three forks (low, median, high), or only sized. */
    private void compress(String contender, CompressorInfo compressor, String payload, String dataset, int messages, long raw, long packed,
                          double... forkNs) {
        JmhCaseRef compress = null;
        JmhCaseRef decompress = null;
        if (forkNs.length > 0) {
            Map<String, String> params = Map.of("compressor", compressor.id(), "payload", payload);
            run.paramCase("CompressionBenchmark", contender, dataset, "compress", params, packed + 16, forkNs[0], forkNs[1], forkNs[2]);
            run.paramCase("CompressionBenchmark", contender, dataset, "decompress", params, raw + 16, forkNs[3], forkNs[4], forkNs[5]);
            compress = ref(contender, dataset, "compress", params);
            decompress = ref(contender, dataset, "decompress", params);
        }
        compressed.add(new CompressionFile.Row(contender, compressor.id(), payload, dataset, messages, raw, packed, compress, decompress));
    }

    /** A reference to the file {@link SyntheticRun#paramCase} writes the case into. */
    private static JmhCaseRef ref(String contender, String dataset, String operation, Map<String, String> params) {
        StringBuilder stem = new StringBuilder(operation);
        new TreeMap<>(params).values().forEach(v -> stem.append('@').append(v));
        Map<String, String> all = new TreeMap<>(params);
        all.put("contender", contender);
        all.put("dataset", dataset);
        return new JmhCaseRef("jmh/" + contender + "/" + dataset + "/" + stem + ".json", operation, all);
    }
}
