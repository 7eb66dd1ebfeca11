package io.wirebench.report;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The report's command line.
 *
 * <pre>
 * export [--results DIR] [--run ID] --out FILE    the site's data file, from one run (default: the newest)
 * merge  [--results DIR] --run BASE_ID [--shards DIR,DIR...] [--out DIR] [--allow-mixed] [--allow-partial]
 *                                                 merge the shard folders BASE_ID-shard&lt;i&gt;of&lt;N&gt; into DIR (default BASE_ID)
 * </pre>
 */
public final class Main {
    private static final Set<String> FLAGS = Set.of("--allow-mixed", "--allow-partial");

    private Main() {
    }

    public static void main(String[] args) throws IOException {
        if (args.length == 0 || !(args[0].equals("export") || args[0].equals("merge"))) {
            fail("usage: export [--results DIR] [--run ID] --out FILE\n"
                    + "       merge [--results DIR] --run BASE_ID [--shards DIR,DIR] [--out DIR] [--allow-mixed] [--allow-partial]");
        }
        Map<String, String> o = new HashMap<>();
        for (int i = 1; i < args.length; i++) {
            if (FLAGS.contains(args[i])) {
                o.put(args[i], "true");
            } else if (args[i].startsWith("--") && i + 1 < args.length) {
                o.put(args[i], args[++i]);
            } else {
                fail("unknown option " + args[i]);
            }
        }
        Path results = Path.of(o.getOrDefault("--results", "results"));
        try {
            if (args[0].equals("merge")) {
                String base = o.get("--run");
                if (base == null && !o.containsKey("--out")) {
                    fail("merge needs --run BASE_ID (or --shards and --out)");
                }
                List<Path> shards = o.containsKey("--shards") ? Arrays.stream(o.get("--shards").split(",")).map(Path::of).toList()
                        : RunMerger.shardsOf(results, base);
                Path out = o.containsKey("--out") ? Path.of(o.get("--out")) : results.resolve(base);
                RunMerger.merge(shards, out, o.containsKey("--allow-mixed"), o.containsKey("--allow-partial"));
                System.out.printf("merged %d shard(s) into %s%n", shards.size(), out);
                return;
            }
            String out = o.get("--out");
            if (out == null) {
                fail("--out is required");
            }
            Path runDir = o.containsKey("--run") ? results.resolve(o.get("--run")) : RunReader.latest(results);
            Run run = RunReader.read(runDir);
            Path outFile = Path.of(out);
            Files.createDirectories(outFile.toAbsolutePath().getParent());
            new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT).writeValue(outFile.toFile(), SiteExport.export(run));
            System.out.printf("exported run %s (%d measurements, %d sizes, %d open-loop results) to %s%n", run.id(),
                    run.measurements().size(), run.sizes().size(), run.openLoop().size(), outFile);
        } catch (ResultFormatException e) {
            fail("wirebench report: " + e.getMessage());
        }
    }

    private static void fail(String message) {
        System.err.println(message);
        System.exit(2);
    }
}
