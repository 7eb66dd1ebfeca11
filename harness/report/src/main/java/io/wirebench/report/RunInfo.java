package io.wirebench.report;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.wirebench.results.ResultFiles;
import java.util.List;

/** The site's {@code run} section: the run's provenance from its manifest, whether it may be presented, and its noise. */
final class RunInfo {
    private RunInfo() {
    }

    /** {@code manifest}: the run's manifest as a tree, whose fields are copied as they are. */
    static ObjectNode export(Run run, JsonNode manifest) {
        ObjectNode info = ResultFiles.MAPPER.createObjectNode();
        info.put("id", run.id());
        for (String field : List.of("startedAt", "finishedAt", "profile", "source", "machine", "jvm", "forkJvmArgs")) {
            info.set(field, manifest.path(field));
        }
        // later additions to the manifest: absent in older runs, so absent here too
        for (String field : List.of("status", "isolation", "jdk", "cases", "shards", "mixed")) {
            if (manifest.has(field)) {
                info.set(field, manifest.path(field));
            }
        }
        // The site shows a banner on every run that is not the publish profile: quick numbers are
        // indicative, and no page may present them as the comparison.
        info.put("publishable", SiteExport.PUBLISH_PROFILE.equals(run.manifest().profile().name()));
        ObjectNode noise = Noise.summarize(run.measurements());
        if (noise != null) {
            info.set("noise", noise);
        }
        return info;
    }
}
