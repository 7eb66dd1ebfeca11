package io.wirebench.report;

import io.wirebench.results.CompressionFile;
import io.wirebench.results.Manifest;
import io.wirebench.results.OpenLoopFile;
import io.wirebench.results.Sizes;
import io.wirebench.results.UpdateStreamFile;
import java.nio.file.Path;
import java.util.List;

/**
 * One result run as it lies on disk: its manifest (provenance, contenders, failures), the encoded
 * sizes, every JMH measurement and every open-loop latency result, and the update stream and
 * compression records ({@code null} for runs made before them).
 */
public record Run(Path directory, Manifest manifest, List<Sizes.Size> sizes, List<Measurement> measurements, List<OpenLoopFile> openLoop,
                  UpdateStreamFile updateStream, CompressionFile compression) {

    /** A run without update-stream and compression records. */
    public Run(Path directory, Manifest manifest, List<Sizes.Size> sizes, List<Measurement> measurements, List<OpenLoopFile> openLoop) {
        this(directory, manifest, sizes, measurements, openLoop, null, null);
    }

    public String id() {
        return manifest.runId();
    }
}
