package io.wirebench.report;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.wirebench.results.ResultFiles;
import io.wirebench.results.ResultFormatException;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import java.util.zip.ZipEntry;
import java.util.zip.ZipOutputStream;

/**
 * The raw files of the shown run, copied where the site serves them (they are build output, never
 * committed): the manifest, the sizes, the update-stream, compression, footprint, cold-start and descriptions records (runs that
 * have them), JMH's own result files, the open-loop results with their HdrHistogram logs, the encoded
 * samples, one zip of all of them, and the site's exported data.
 */
final class Downloads {
    /** What a reader may want of a run folder; the runner's logs and part files stay behind. */
    static final List<String> RUN_PARTS = List.of("manifest.json", "sizes.json", "updatestream.json", "compression.json", "footprint.json",
            "coldstart.json", "descriptions.json", "jmh", "openloop", "samples");

    private Downloads() {
    }

    /**
     * Copies into {@code into} (emptied first) and returns the listing for the downloads page.
     * {@code exported}: the site's data files, offered as they are.
     */
    static ObjectNode copy(Run run, List<Path> exported, Path into) {
        try {
            deleteTree(into);
            Path runOut = into.resolve(run.id());
            List<Path> files = new ArrayList<>();
            for (String part : RUN_PARTS) {
                Path from = run.directory().resolve(part);
                if (!Files.exists(from)) {
                    continue;
                }
                try (Stream<Path> walk = Files.walk(from)) {
                    for (Path f : walk.filter(Files::isRegularFile).sorted().toList()) {
                        Path rel = run.directory().relativize(f);
                        Path to = runOut.resolve(rel.toString());
                        Files.createDirectories(to.getParent());
                        Files.copy(f, to, StandardCopyOption.REPLACE_EXISTING);
                        files.add(rel);
                    }
                }
            }
            Path zip = into.resolve(run.id() + ".zip");
            try (OutputStream os = Files.newOutputStream(zip); ZipOutputStream z = new ZipOutputStream(os)) {
                for (Path rel : files) {
                    z.putNextEntry(new ZipEntry(run.id() + "/" + rel.toString().replace('\\', '/')));
                    Files.copy(run.directory().resolve(rel), z);
                    z.closeEntry();
                }
            }
            ObjectNode root = ResultFiles.MAPPER.createObjectNode();
            root.put("run", run.id());
            root.put("zip", into.getFileName() + "/" + zip.getFileName());
            root.put("zipBytes", Files.size(zip));
            ArrayNode data = root.putArray("data");
            for (Path f : exported) {
                if (Files.isRegularFile(f)) {
                    Path to = into.resolve("data").resolve(f.getFileName().toString());
                    Files.createDirectories(to.getParent());
                    Files.copy(f, to, StandardCopyOption.REPLACE_EXISTING);
                    data.addObject().put("path", into.getFileName() + "/data/" + f.getFileName()).put("bytes", Files.size(f));
                }
            }
            ArrayNode raw = root.putArray("files");
            for (Path rel : files) {
                String r = rel.toString().replace('\\', '/');
                String[] parts = r.split("/");
                raw.addObject().put("path", into.getFileName() + "/" + run.id() + "/" + r)
                        .put("name", r)
                        .put("kind", parts.length > 1 ? parts[0] : "run")
                        .put("contender", parts.length > 2 ? parts[1] : parts.length == 2 && parts[0].equals("samples") ? parts[1].split("\\.")[0] : "")
                        .put("bytes", Files.size(run.directory().resolve(rel)));
            }
            return root;
        } catch (IOException e) {
            throw new ResultFormatException("cannot copy the run's files into " + into + ": " + e.getMessage(), e);
        }
    }

    private static void deleteTree(Path dir) throws IOException {
        if (!Files.exists(dir)) {
            return;
        }
        try (Stream<Path> walk = Files.walk(dir)) {
            for (Path p : walk.sorted((a, b) -> b.getNameCount() - a.getNameCount()).toList()) {
                Files.delete(p);
            }
        }
    }
}
