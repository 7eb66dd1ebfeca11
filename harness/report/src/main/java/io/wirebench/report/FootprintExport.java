package io.wirebench.report;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.wirebench.results.FootprintFile;
import io.wirebench.results.Manifest;
import io.wirebench.results.ResultFiles;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;

/**
 * The site data's {@code footprint} section, from the run's {@code footprint.json} as the runner wrote it (issue 25):
 * {@code {"run", "available", "counted", "rows": [...], "modules": {module: {artifacts, error}}, "shared": [...]}}.
 * Each row is the file's row for a contender with its display name and library version from the manifest; each
 * module lists its counted artifacts with {@code coordinates} beside the file's fields, so the contender pages can
 * show which jars make up the total. A run made before the file has {@code available: false} and no rows: the pages
 * say the run has no footprint, never that it weighs nothing. A file that is there but unreadable is an error, as
 * for every other result file.
 */
final class FootprintExport {
    static final String FILE = "footprint.json";

    private FootprintExport() {
    }

    static ObjectNode export(Run run) {
        return export(run.directory(), run.manifest());
    }

    /**
     * The section from the run in {@code runDir}, read from its {@code footprint.json} and its manifest alone: the
     * footprint may come from another run than the one shown ({@link FocusedRuns#footprint(Path, Path)}), and reading that
     * run's measurements would be wasted.
     */
    static ObjectNode export(Path runDir) {
        return export(runDir, ResultFiles.readManifest(runDir.resolve("manifest.json")));
    }

    private static ObjectNode export(Path runDir, Manifest manifest) {
        ObjectNode out = ResultFiles.MAPPER.createObjectNode();
        out.put("run", manifest.runId());
        Path file = runDir.resolve(FILE);
        if (!Files.isRegularFile(file)) {
            return SiteExport.unavailable(out);
        }
        FootprintFile f = ResultFiles.readFootprint(file);
        out.put("available", true);
        out.put("counted", f.counted());
        Map<String, Manifest.Contender> described = SiteExport.contenders(manifest);
        ArrayNode rows = out.putArray("rows");
        for (FootprintFile.Row r : f.contenders()) {
            ObjectNode row = ResultFiles.MAPPER.valueToTree(r);
            Manifest.Contender c = described.get(r.contender());
            row.put("displayName", SiteExport.name(c, r.contender()));
            if (c != null && c.libraryVersion() != null) {
                row.put("libraryVersion", c.libraryVersion());
            }
            rows.add(row);
        }
        ObjectNode modules = out.putObject("modules");
        for (FootprintFile.Module m : f.modules()) {
            ObjectNode module = modules.putObject(m.module());
            ArrayNode artifacts = module.putArray("artifacts");
            m.artifacts().forEach(a -> artifacts.add(artifact(a)));
            if (m.error() != null) {
                module.put("error", m.error());
            }
        }
        ArrayNode shared = out.putArray("shared");
        f.shared().forEach(a -> shared.add(artifact(a)));
        return out;
    }

    private static JsonNode artifact(FootprintFile.Artifact a) {
        ObjectNode o = ResultFiles.MAPPER.valueToTree(a);
        o.put("coordinates", a.coordinates());
        return o;
    }
}
