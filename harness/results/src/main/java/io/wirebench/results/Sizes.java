package io.wirebench.results;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonProperty;
import java.util.List;

/** {@code results/<run-id>/sizes.json} ({@code results/schema/sizes.schema.json}). */
public record Sizes(@JsonProperty(required = true) int formatVersion, @JsonProperty(required = true) List<Size> sizes) {

    public Sizes {
        sizes = List.copyOf(sizes);
    }

    /**
     * Encoded bytes of one message of a data set, and its gzip size. {@code payloadBytes} (the
     * codec's own bytes) and {@code framedBytes} (with the length prefix a stream needs) are later
     * additions and {@code null} in files without them.
     */
    @JsonInclude(JsonInclude.Include.NON_NULL)
    public record Size(@JsonProperty(required = true) String contender, @JsonProperty(required = true) String dataset,
                       @JsonProperty(required = true) int bytes, @JsonProperty(required = true) int gzipBytes,
                       Integer payloadBytes, Integer framedBytes) {
        public Size(String contender, String dataset, int bytes, int gzipBytes) {
            this(contender, dataset, bytes, gzipBytes, null, null);
        }
    }
}
