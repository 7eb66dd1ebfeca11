package io.wirebench.core.model;

import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import java.util.function.Supplier;
import java.util.function.ToLongFunction;

/**
 * A named, deterministic set of samples of a model: what a benchmark case encodes and decodes.
 * Several data sets may share a model (a batch of 10 and a batch of 1000 elements; {@code order}
 * and {@code orders}).
 *
 * <p>Most data sets are one message ({@link #samples()} has one element). A <em>rotation</em>
 * ({@code orders}) is a fixed list of distinct messages that a benchmark cycles through, one per
 * invocation, so that no cache, memo or branch history sees the same message twice in a row. Its
 * length is a power of two, so the benchmark can pick the next sample with a mask.
 *
 * @param id          stable identifier used in result files and on the command line
 * @param model       the model the samples are instances of
 * @param description one line for the site
 * @param tags        selection tags, e.g. {@code headline} for the data sets of the quick profile
 * @param sample      makes a fresh first sample, equal every time
 * @param use         what a reader computes from the message in the read-and-use test, or {@code null}:
 *                    the {@code access} operation computes it in place ({@link io.wirebench.core.DirectAccess})
 * @param rotation    makes fresh instances of every sample, equal every time and in every JVM, or
 *                    {@code null} for a single-message data set
 */
public record Dataset<T>(String id, Model<T> model, String description, Set<String> tags, Supplier<T> sample,
                         ToLongFunction<T> use, Supplier<List<T>> rotation) {
    public static final String HEADLINE = "headline";

    public Dataset {
        Objects.requireNonNull(id, "id");
        Objects.requireNonNull(model, "model");
        Objects.requireNonNull(description, "description");
        tags = Set.copyOf(tags);
        Objects.requireNonNull(sample, "sample");
    }

    public Dataset(String id, Model<T> model, String description, Set<String> tags, Supplier<T> sample, ToLongFunction<T> use) {
        this(id, model, description, tags, sample, use, null);
    }

    public Dataset(String id, Model<T> model, String description, Set<String> tags, Supplier<T> sample) {
        this(id, model, description, tags, sample, null, null);
    }

    /**
     * A rotation of distinct messages.
     *
     * @throws IllegalArgumentException unless it has a power-of-two number of samples
     */
    public static <T> Dataset<T> rotation(String id, Model<T> model, String description, Set<String> tags,
                                          Supplier<List<T>> samples) {
        int n = samples.get().size();
        if (n < 1 || Integer.bitCount(n) != 1) {
            throw new IllegalArgumentException("data set " + id + " has " + n + " samples; a rotation needs a power of two");
        }
        return new Dataset<>(id, model, description, tags, () -> samples.get().get(0), null, samples);
    }

    /** The read-and-use computation of this data set, if it has one. */
    public Optional<ToLongFunction<T>> useFunction() {
        return Optional.ofNullable(use);
    }

    /** A fresh instance of the first sample (the only one of a single-message data set). */
    public T newSample() {
        return sample.get();
    }

    /**
     * Fresh instances of every sample, in rotation order: one element for a single-message data set,
     * a power of two for a rotation. The list is the caller's; changing it changes no other call's.
     */
    public List<T> samples() {
        return rotation == null ? List.of(sample.get()) : List.copyOf(rotation.get());
    }

    /** How many samples {@link #samples()} gives, without building them for a single message. */
    public int sampleCount() {
        return rotation == null ? 1 : rotation.get().size();
    }

    /** Whether this data set cycles through several messages. */
    public boolean isRotation() {
        return rotation != null;
    }

    /**
     * The data set of sample {@code index} alone, e.g. to check or size one message of a rotation;
     * a single-message data set is its own only sample.
     */
    public Dataset<T> only(int index) {
        if (rotation == null && index == 0) {
            return this;
        }
        List<T> all = samples();
        Objects.checkIndex(index, all.size());
        return new Dataset<>(id + "#" + index, model, description, tags, () -> rotation.get().get(index), use, null);
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
