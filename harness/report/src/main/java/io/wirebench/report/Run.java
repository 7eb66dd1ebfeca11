package io.wirebench.report;

import io.wirebench.results.Manifest;
import io.wirebench.results.OpenLoopFile;
import io.wirebench.results.Sizes;
import java.nio.file.Path;
import java.util.List;

/**
 * One result run as it lies on disk: its manifest (provenance, contenders, failures), the encoded
 * sizes, every JMH measurement and every open-loop latency result.
 */
public record Run(Path directory, Manifest manifest, List<Sizes.Size> sizes, List<Measurement> measurements, List<OpenLoopFile> openLoop) {

    public String id() {
        return manifest.runId();
    }
}
