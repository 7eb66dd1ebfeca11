package io.wirebench.results;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonProperty;
import java.util.List;

/**
 * {@code results/<run-id>/compression.json} ({@code results/schema/compression.schema.json}): generic
 * compressors on what a contender puts on the wire, one row per contender, payload and compressor.
 *
 * <p>Payloads ({@code payload}, on {@code dataset}): {@code single} (one message, compressed on its
 * own), {@code batch} (the data set's messages back to back in one block: the 256 {@code orders},
 * each framed as a stream needs it; or {@code db100}, itself one message of 100 rows),
 * {@code stream} (the update stream's 5,000 messages as the contender sends them, framed, in one
 * block) and {@code per-message} (the same messages, each compressed on its own). {@code rawBytes}
 * and {@code compressedBytes} are totals over the payload ({@code messages} of them); the times of
 * the {@code compress} and {@code decompress} cases are per payload too. A reference is absent when
 * the run sized a compressor it did not time.
 *
 * <p>Versioned on its own ({@value #FORMAT_VERSION}). Runs made before it have no such file.
 */
@JsonInclude(JsonInclude.Include.NON_NULL)
public record CompressionFile(@JsonProperty(required = true) int formatVersion, @JsonProperty(required = true) List<CompressorInfo> compressors,
                              @JsonProperty(required = true) List<Row> rows, @JsonProperty(required = true) List<Unsupported> unsupported) {
    public static final int FORMAT_VERSION = 1;
    public static final List<String> PAYLOADS = List.of("single", "batch", "stream", "per-message");

    public CompressionFile {
        compressors = List.copyOf(compressors);
        rows = List.copyOf(rows);
        unsupported = List.copyOf(unsupported);
    }

    @JsonInclude(JsonInclude.Include.NON_NULL)
    public record Row(@JsonProperty(required = true) String contender, @JsonProperty(required = true) String compressor,
                      @JsonProperty(required = true) String payload, @JsonProperty(required = true) String dataset,
                      @JsonProperty(required = true) int messages, @JsonProperty(required = true) long rawBytes,
                      @JsonProperty(required = true) long compressedBytes, JmhCaseRef compress, JmhCaseRef decompress) {
        /** The same sizes with references to the cases that timed them. */
        public Row withCases(JmhCaseRef compress, JmhCaseRef decompress) {
            return new Row(contender, compressor, payload, dataset, messages, rawBytes, compressedBytes, compress, decompress);
        }
    }

    /** A payload planned for a contender that cannot carry its data set, with the reason. */
    public record Unsupported(@JsonProperty(required = true) String contender, @JsonProperty(required = true) String payload,
                              @JsonProperty(required = true) String dataset, @JsonProperty(required = true) String reason) {
    }
}
