package io.wirebench.report;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * The report's command line.
 *
 * <pre>
 * export [--results DIR] [--run ID] --out FILE    the site's data file, from one run (default: the newest)
 * </pre>
 */
public final class Main {
    private Main() {
    }

    public static void main(String[] args) throws IOException {
        if (args.length == 0 || !args[0].equals("export")) {
            fail("usage: export [--results DIR] [--run ID] --out FILE");
        }
        String results = "results";
        String runId = null;
        String out = null;
        for (int i = 1; i + 1 < args.length; i += 2) {
            switch (args[i]) {
                case "--results" -> results = args[i + 1];
                case "--run" -> runId = args[i + 1];
                case "--out" -> out = args[i + 1];
                default -> fail("unknown option " + args[i]);
            }
        }
        if (out == null) {
            fail("--out is required");
        }
        try {
            Path runDir = runId == null ? RunReader.latest(Path.of(results)) : Path.of(results, runId);
            Run run = RunReader.read(runDir);
            Path outFile = Path.of(out);
            Files.createDirectories(outFile.toAbsolutePath().getParent());
            new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT).writeValue(outFile.toFile(), SiteExport.export(run));
            System.out.printf("exported run %s (%d measurements, %d sizes) to %s%n", run.id(), run.measurements().size(), run.sizes().size(), outFile);
        } catch (ResultFormatException e) {
            fail("wirebench report: " + e.getMessage());
        }
    }

    private static void fail(String message) {
        System.err.println(message);
        System.exit(2);
    }
}
