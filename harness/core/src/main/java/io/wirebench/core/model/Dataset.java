package io.wirebench.core.model;

import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import java.util.function.Supplier;
import java.util.function.ToLongFunction;

/**
 * A named, deterministic sample of a model: what a benchmark case encodes and decodes.
 * Several data sets may share a model (a batch of 10 and a batch of 1000 elements).
 *
 * @param id          stable identifier used in result files and on the command line
 * @param model       the model the sample is an instance of
 * @param description one line for the site
 * @param tags        selection tags, e.g. {@code headline} for the data sets of the quick profile
 * @param sample      makes a fresh instance, equal every time
 * @param use         what a reader computes from the message in the read-and-use test, or {@code null}:
 *                    the {@code access} operation computes it in place ({@link io.wirebench.core.DirectAccess})
 */
public record Dataset<T>(String id, Model<T> model, String description, Set<String> tags, Supplier<T> sample,
                         ToLongFunction<T> use) {
    public static final String HEADLINE = "headline";

    public Dataset {
        Objects.requireNonNull(id, "id");
        Objects.requireNonNull(model, "model");
        Objects.requireNonNull(description, "description");
        tags = Set.copyOf(tags);
        Objects.requireNonNull(sample, "sample");
    }

    public Dataset(String id, Model<T> model, String description, Set<String> tags, Supplier<T> sample) {
        this(id, model, description, tags, sample, null);
    }

    /** The read-and-use computation of this data set, if it has one. */
    public Optional<ToLongFunction<T>> useFunction() {
        return Optional.ofNullable(use);
    }

    public T newSample() {
        return sample.get();
    }

    /**
     * Every message of this data set, fresh instances. The conformance check round-trips each.
     * Until data sets carry several samples this is the one sample.
     */
    public java.util.List<T> samples() {
        return java.util.List.of(newSample());
    }

    /** The number of elements of a batch data set's sample; 0 for a single message. */
    public int batchSize() {
        return model.isBatch() ? ((Batch<?>) sample.get()).getItems().size() : 0;
    }

    public boolean hasTag(String tag) {
        return tags.contains(tag);
    }

    @Override
    public String toString() {
        return id;
    }
}
