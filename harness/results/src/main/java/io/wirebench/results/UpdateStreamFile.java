package io.wirebench.results;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonProperty;
import com.fasterxml.jackson.databind.annotation.JsonSerialize;
import java.util.List;

/**
 * {@code results/<run-id>/updatestream.json} ({@code results/schema/updatestream.schema.json}): the
 * delta article's update stream (5,000 updates of one {@code MyDataType} key) as each contender that
 * carries the model sends it. One row per contender and compressor: {@code mode} is {@code delta}
 * (the contender sends changes through its stream codec) or {@code full} (a whole message per
 * update); {@code compressor} is {@code none} or a compressor id of harness/compress, which
 * compresses every update's message on its own (what a sender that cannot batch pays).
 * {@code bytes} is the stream's total, every message as the codec wrote it (then compressed);
 * {@code bytesPerUpdate} that over the updates, rounded to 0.01. {@code roundTrip} and
 * {@code encode} point at the JMH cases that timed one pass (reported per update); absent when the
 * run did not plan them.
 *
 * <p>Versioned on its own ({@value #FORMAT_VERSION}). Runs made before it have no such file.
 */
@JsonInclude(JsonInclude.Include.NON_NULL)
public record UpdateStreamFile(@JsonProperty(required = true) int formatVersion, @JsonProperty(required = true) int updates,
                               @JsonProperty(required = true) List<CompressorInfo> compressors,
                               @JsonProperty(required = true) List<Row> rows, @JsonProperty(required = true) List<Unsupported> unsupported) {
    public static final int FORMAT_VERSION = 1;

    public UpdateStreamFile {
        compressors = List.copyOf(compressors);
        rows = List.copyOf(rows);
        unsupported = List.copyOf(unsupported);
    }

    @JsonInclude(JsonInclude.Include.NON_NULL)
    public record Row(@JsonProperty(required = true) String contender, @JsonProperty(required = true) String mode,
                      @JsonProperty(required = true) String compressor, @JsonProperty(required = true) long bytes,
                      @JsonProperty(required = true) @JsonSerialize(using = WholeNumbers.class) double bytesPerUpdate,
                      JmhCaseRef roundTrip, JmhCaseRef encode) {
        /** The same sizes with references to the cases that timed them. */
        public Row withCases(JmhCaseRef roundTrip, JmhCaseRef encode) {
            return new Row(contender, mode, compressor, bytes, bytesPerUpdate, roundTrip, encode);
        }
    }

    /** A contender planned for the stream that cannot carry it, with its reason. */
    public record Unsupported(@JsonProperty(required = true) String contender, @JsonProperty(required = true) String reason) {
    }
}
