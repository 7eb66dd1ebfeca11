package io.wirebench.results;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonProperty;
import java.util.List;
import java.util.Set;

/**
 * {@code results/<run-id>/descriptions.json} ({@code results/schema/descriptions.schema.json}): what the contender
 * pages show about each contender besides its numbers, recorded when the run measured it (issue 26), so that an old
 * run is shown with the prose and sample of its own day, and the report reads no README and decodes no bytes.
 * Per contender ({@link Entry}): the first paragraph of its adapter's README, its row of the fairness table in
 * {@code adapters/README.md}, its row in its adapter's README, and the bytes it wrote for {@code sampleDataset}
 * ({@code samples/<id>.<sampleDataset>.bin}) as a hex dump and, where they read without a schema, as text.
 *
 * <p>{@code recordedBy} says who wrote it: {@value #BY_RUN}, the runner at the end of the run, or
 * {@value #BY_DESCRIBE}, the {@code describe} command afterwards, from the run's samples and the READMEs of the tree
 * it was given at {@code recordedAt} (a backfill, true only as far as that tree's prose was the run's).
 *
 * <p>Versioned on its own ({@value #FORMAT_VERSION}). Runs made before it have no such file.
 */
@JsonInclude(JsonInclude.Include.NON_NULL)
public record DescriptionsFile(@JsonProperty(required = true) int formatVersion, @JsonProperty(required = true) String recordedAt,
                               @JsonProperty(required = true) String recordedBy, @JsonProperty(required = true) String sampleDataset,
                               @JsonProperty(required = true) List<Entry> contenders) {
    public static final int FORMAT_VERSION = 1;
    public static final String FILE = "descriptions.json";
    public static final String BY_RUN = "run";
    public static final String BY_DESCRIBE = "describe";
    /** How a sample reads as text: UTF-8 text, our binary YAML dumped as YAML, or not at all. */
    public static final Set<String> TEXT_KINDS = Set.of("utf8", "yaml", "none");

    public DescriptionsFile {
        if (!BY_RUN.equals(recordedBy) && !BY_DESCRIBE.equals(recordedBy)) {
            throw new IllegalArgumentException("recordedBy is '" + BY_RUN + "' or '" + BY_DESCRIBE + "', not '" + recordedBy + "'");
        }
        contenders = List.copyOf(contenders);
    }

    /**
     * One contender. {@code about}: its adapter README's first paragraph, repository links as plain text (absent when
     * the README is missing or has none); {@code fairness} and {@code adapterRow}: the cells of its rows, first column
     * (the id) left out, in the table's column order (absent when the table has no row for it); {@code sample}: absent
     * when the run kept no sample for it (it does not carry the data set, or failed before its bytes were verified).
     */
    @JsonInclude(JsonInclude.Include.NON_NULL)
    public record Entry(@JsonProperty(required = true) String contender, String about, List<Cell> fairness, List<Cell> adapterRow,
                        Sample sample) {
        public Entry {
            fairness = fairness == null ? null : List.copyOf(fairness);
            adapterRow = adapterRow == null ? null : List.copyOf(adapterRow);
        }
    }

    /** A table cell: its column's header and its text (Markdown, repository links as plain text). */
    public record Cell(@JsonProperty(required = true) String name, @JsonProperty(required = true) String value) {
    }

    /**
     * The sample's bytes: {@code file} relative to the run folder, their count, the hex dump (16 bytes a line),
     * {@code textKind} ({@link #TEXT_KINDS}), the {@code text} (absent for {@code none}) and {@code textNote}, which
     * says what the text is, or why there is none.
     */
    @JsonInclude(JsonInclude.Include.NON_NULL)
    public record Sample(@JsonProperty(required = true) String file, @JsonProperty(required = true) long bytes,
                         @JsonProperty(required = true) String hex, @JsonProperty(required = true) String textKind, String text,
                         @JsonProperty(required = true) String textNote) {
        public Sample {
            if (!TEXT_KINDS.contains(textKind)) {
                throw new IllegalArgumentException("textKind is one of " + TEXT_KINDS + ", not '" + textKind + "'");
            }
            if ("none".equals(textKind) != (text == null)) {
                throw new IllegalArgumentException("a sample has a text exactly when its textKind is not 'none' (" + textKind + ")");
            }
        }
    }
}
