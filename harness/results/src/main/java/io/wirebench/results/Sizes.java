package io.wirebench.results;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonProperty;
import com.fasterxml.jackson.databind.annotation.JsonSerialize;
import java.util.List;
import java.util.Map;

/** {@code results/<run-id>/sizes.json} ({@code results/schema/sizes.schema.json}). */
public record Sizes(@JsonProperty(required = true) int formatVersion, @JsonProperty(required = true) List<Size> sizes) {

    public Sizes {
        sizes = List.copyOf(sizes);
    }

    /**
     * Sizes of one contender on one data set, per message: for a rotation of several messages
     * ({@code samples} &gt; 1) each figure is the mean over them, so it may have a fraction.
     * {@code bytes} is the encoding as the codec wrote it, {@code gzipBytes} gzip of it, each
     * message on its own. {@code payloadBytes} (the encoding less the format's own frame),
     * {@code framedBytes} (what a stream needs: the encoding if the format frames itself, else the
     * payload and a varint length), {@code frameBytes} and {@code samples} are later additions and
     * {@code null} in files without them. {@code compressedBytes} (compressor id, e.g.
     * {@code zstd-fast}, to the mean compressed bytes per message, each message compressed on its
     * own) is later still, and {@code null} in runs made before it.
     */
    @JsonInclude(JsonInclude.Include.NON_NULL)
    public record Size(@JsonProperty(required = true) String contender, @JsonProperty(required = true) String dataset,
                       @JsonProperty(required = true) @JsonSerialize(using = WholeNumbers.class) double bytes,
                       @JsonProperty(required = true) @JsonSerialize(using = WholeNumbers.class) double gzipBytes,
                       @JsonSerialize(using = WholeNumbers.class) Double payloadBytes,
                       @JsonSerialize(using = WholeNumbers.class) Double framedBytes, Integer frameBytes, Integer samples,
                       @JsonSerialize(contentUsing = WholeNumbers.class) Map<String, Double> compressedBytes) {
        public Size(String contender, String dataset, int bytes, int gzipBytes) {
            this(contender, dataset, bytes, gzipBytes, null, null, null, null, null);
        }

        /** How many messages the figures are means over: 1 for a single message and for older files. */
        public int sampleCount() {
            return samples == null ? 1 : samples;
        }
    }
}
