package io.wirebench.report;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.wirebench.results.JdkCompatFile;
import io.wirebench.results.ResultFiles;
import io.wirebench.results.ResultFormatException;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.List;
import java.util.stream.Stream;

/**
 * The site data's {@code jdkCompat} section (issue 25): the newest JDK check under the results folder,
 * {@code results/<time>-jdk-compat/jdk-compat.json} ({@code make jdk-check}). It belongs to no run: the check has a
 * folder of its own without a manifest, which {@link RunReader#runs} never lists, so it can neither become the shown
 * run nor be mistaken for one; the JDK page names the folder it came from.
 *
 * <p>{@code {"available", "folder", "checked", "startedAt", "finishedAt", "source", "machine", "base", "target",
 * "summary": {"ok", "warns", "fails", "crashes"}, "rows": [...]}}. Each row is the file's row with {@code status}, its
 * outcome on the target JDK where {@code warns} is {@code ok} with warnings; each result carries its own {@code status} by
 * the same rule and {@code kinds}, the kinds of its warnings in the file's order of kinds. Without a check the section
 * is {@code available: false} with no rows, and the pages say the check was not run.
 */
final class JdkCompatExport {
    static final String WARNS = "warns";
    static final List<String> STATUSES = List.of(JdkCompatFile.OK, WARNS, JdkCompatFile.FAILS, JdkCompatFile.CRASHES);

    private JdkCompatExport() {
    }

    /** The newest {@code <time>-jdk-compat/} folder under {@code resultsRoot} that holds the file, or null (also for no folder). */
    static Path latest(Path resultsRoot) {
        if (resultsRoot == null || !Files.isDirectory(resultsRoot)) {
            return null;
        }
        try (Stream<Path> dirs = Files.list(resultsRoot)) {
            return dirs.filter(d -> d.getFileName().toString().endsWith(JdkCompatFile.FOLDER_SUFFIX))
                    .filter(d -> Files.isRegularFile(d.resolve(JdkCompatFile.FILE)))
                    .max(Comparator.comparing(d -> d.getFileName().toString())).orElse(null);
        } catch (IOException e) {
            throw new ResultFormatException("cannot list " + resultsRoot + ": " + e.getMessage(), e);
        }
    }

    /** The section for the results folder {@code resultsRoot} (the shown run's parent). */
    static ObjectNode export(Path resultsRoot) {
        ObjectNode out = ResultFiles.MAPPER.createObjectNode();
        Path folder = latest(resultsRoot);
        if (folder == null) {
            return SiteExport.unavailable(out);
        }
        JdkCompatFile f = ResultFiles.readJdkCompat(folder.resolve(JdkCompatFile.FILE));
        out.put("available", true);
        out.put("folder", folder.getFileName().toString());
        out.put("checked", f.checked());
        out.put("startedAt", f.startedAt());
        out.put("finishedAt", f.finishedAt());
        out.set("source", ResultFiles.MAPPER.valueToTree(f.source()));
        out.set("machine", ResultFiles.MAPPER.valueToTree(f.machine()));
        out.set("base", ResultFiles.MAPPER.valueToTree(f.base()));
        out.set("target", ResultFiles.MAPPER.valueToTree(f.target()));
        ObjectNode summary = out.putObject("summary");
        STATUSES.forEach(s -> summary.put(s, 0));
        ArrayNode rows = out.putArray("rows");
        for (JdkCompatFile.Row r : f.rows()) {
            ObjectNode row = rows.addObject();
            row.put("contender", r.contender());
            row.set("jvmArgs", ResultFiles.MAPPER.valueToTree(r.jvmArgs()));
            String status = status(r.target());
            row.put("status", status);
            summary.put(status, summary.path(status).asInt() + 1);
            row.set("base", result(r.base()));
            row.set("target", result(r.target()));
        }
        return out;
    }

    /** {@code warns} for a target result that worked but printed warnings; else its outcome. */
    static String status(JdkCompatFile.Result r) {
        return r.outcome().equals(JdkCompatFile.OK) && !r.warnings().isEmpty() ? WARNS : r.outcome();
    }

    private static ObjectNode result(JdkCompatFile.Result r) {
        ObjectNode n = ResultFiles.MAPPER.valueToTree(r);
        n.put("status", status(r));
        ArrayNode kinds = n.putArray("kinds");
        JdkCompatFile.KINDS.stream().filter(k -> r.warnings().stream().anyMatch(w -> w.kind().equals(k))).forEach(kinds::add);
        if (r.withFlags() != null) {
            n.set("withFlags", result(r.withFlags()));
        }
        return n;
    }
}
