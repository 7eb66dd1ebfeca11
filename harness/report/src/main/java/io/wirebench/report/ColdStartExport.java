package io.wirebench.report;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.wirebench.results.ColdStartFile;
import io.wirebench.results.Manifest;
import io.wirebench.results.ResultFiles;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashSet;
import java.util.Map;
import java.util.Set;

/**
 * The site data's {@code coldStart} section, from the run's {@code coldstart.json} as the runner wrote it (issue 25):
 * {@code {"run", "available", "measured", "datasets": [...], "rows": [...]}}. Each row is the file's row with the
 * contender's display name from the manifest and {@code perMessageNanos}, derived here and named so on the page:
 * {@code (firstThousand - firstMessage) / 999} over the two medians, what each message after the first cost on
 * average once the codec was made; absent when either method has no figures. A run that planned no cold start
 * (quick, runs before the file) has {@code available: false} and no rows: the page says the run did not measure it.
 */
final class ColdStartExport {
    static final String FILE = "coldstart.json";
    /** The messages after the first in {@code firstThousand}. */
    static final int AFTER_FIRST = 999;

    private ColdStartExport() {
    }

    static ObjectNode export(Run run) {
        ObjectNode out = ResultFiles.MAPPER.createObjectNode();
        out.put("run", run.id());
        Path file = run.directory().resolve(FILE);
        if (!Files.isRegularFile(file)) {
            return SiteExport.unavailable(out);
        }
        ColdStartFile f = ResultFiles.readColdStart(file);
        out.put("available", true);
        out.put("measured", f.measured());
        Map<String, Manifest.Contender> described = SiteExport.contenders(run.manifest());
        Set<String> datasets = new LinkedHashSet<>();
        ArrayNode rows = out.putArray("rows");
        for (ColdStartFile.Row r : f.rows()) {
            datasets.add(r.dataset());
            ObjectNode row = ResultFiles.MAPPER.valueToTree(r);
            row.put("displayName", SiteExport.name(described.get(r.contender()), r.contender()));
            if (r.firstMessage() != null && r.firstThousand() != null) {
                // a difference of two medians from different JVMs: only a figure where the two intervals do not overlap
                // (avro on the first focused run: 145.8 ms for the first message, 132.3 ms for the first 1,000)
                if (r.firstThousand().lowNanos() > r.firstMessage().highNanos()) {
                    row.put("perMessageNanos", (r.firstThousand().medianNanos() - r.firstMessage().medianNanos()) / AFTER_FIRST);
                } else {
                    row.put("perMessageNote", "the first 1,000 are not clearly slower than the first message alone: the 999 after it are"
                            + " within the spread of the forks");
                }
            }
            rows.add(row);
        }
        ArrayNode list = out.putArray("datasets");
        datasets.forEach(list::add);
        return out;
    }
}
