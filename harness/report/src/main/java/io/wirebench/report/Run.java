package io.wirebench.report;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.file.Path;
import java.util.List;

/**
 * One result run as it lies on disk: its manifest (provenance, contenders, failures), the encoded
 * sizes, every JMH measurement and every open-loop latency result.
 */
public record Run(Path directory, JsonNode manifest, List<Size> sizes, List<Measurement> measurements, List<OpenLoopResult> openLoop) {

    /**
     * Sizes of one contender on one data set, per message (means over a rotation's samples).
     *
     * @param bytes        the encoding as the codec wrote it
     * @param gzipBytes    gzip of that encoding, each message compressed on its own
     * @param payloadBytes the encoding less the format's own frame; {@code NaN} in runs older than this field
     * @param framedBytes  what a stream needs: the encoding if the format frames itself, else the
     *                     payload and a varint length; {@code NaN} in runs older than this field
     * @param samples      how many messages the figures are means over (1 for a single message)
     */
    public record Size(String contender, String dataset, double bytes, double gzipBytes, double payloadBytes, double framedBytes,
                       int samples) {
    }

    public String id() {
        return manifest.path("runId").asText(directory.getFileName().toString());
    }
}
