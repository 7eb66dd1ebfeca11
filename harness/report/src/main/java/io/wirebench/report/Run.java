package io.wirebench.report;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.file.Path;
import java.util.List;

/**
 * One result run as it lies on disk: its manifest (provenance, contenders, failures), the encoded
 * sizes, every JMH measurement and every open-loop latency result.
 */
public record Run(Path directory, JsonNode manifest, List<Size> sizes, List<Measurement> measurements, List<OpenLoopResult> openLoop) {

    /** Encoded size of one contender on one data set. */
    public record Size(String contender, String dataset, int bytes, int gzipBytes) {
    }

    public String id() {
        return manifest.path("runId").asText(directory.getFileName().toString());
    }
}
