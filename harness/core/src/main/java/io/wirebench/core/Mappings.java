package io.wirebench.core;

import io.wirebench.core.model.Batch;
import io.wirebench.core.model.Model;
import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Objects;
import java.util.function.Supplier;

/**
 * Which models a contender maps, and how to make each one's codec: the one place a contender's
 * {@link Contender#supports supports}, {@link Contender#newCodec newCodec} and
 * {@link Contender#access access} answers come from. Each entry pairs a model with a factory of
 * codecs of that very model type, so the only cast between them is here, checked by
 * {@link Builder#add}'s signature, rather than one per adapter.
 *
 * <p>A model can be mapped three ways: {@link Builder#add} (encode and decode), {@link Builder#addAccess}
 * (a codec that also computes the data set's use in place, {@link DirectAccess}), or
 * {@link Builder#refuse} (not mapped, with the reason shown on the site). A model named nowhere is
 * refused with the builder's general reason.
 */
public final class Mappings {
    /** What {@link Contender#access} answers for a mapped model whose codec decodes to read. */
    public static final String NO_ACCESS = "reads fields only by decoding the whole message";

    /** Why a table that maps every model it can refuses the rest: there is no such model in this benchmark. */
    public static final String NOT_A_MODEL = "not a model of this benchmark";

    private record Entry(Supplier<? extends Codec<?>> factory, boolean access) {
    }

    private final Map<Model<?>, Entry> entries;
    private final Map<Model<?>, String> refusals;
    private final String otherwise;

    private Mappings(Builder b) {
        this.entries = Map.copyOf(b.entries);
        this.refusals = Map.copyOf(b.refusals);
        this.otherwise = b.otherwise;
    }

    /** @param otherwise why a model this contender does not name is not supported */
    public static Builder builder(String otherwise) {
        return new Builder(otherwise);
    }

    /**
     * The table of a library that expresses each of {@code models} with one generic codec (a serializer that walks any
     * class, say); any other model is refused as {@link #NOT_A_MODEL}.
     */
    public static Mappings everyModelOf(Collection<? extends Model<?>> models, CodecFactory codecs) {
        return builder(NOT_A_MODEL).addAll(models, codecs).build();
    }

    public Support supports(Model<?> model) {
        return entries.containsKey(model) ? Support.YES : Support.no(refusals.getOrDefault(model, otherwise));
    }

    /** Whether the model's codec computes the use in place; for an unsupported model, why it is not supported. */
    public Support access(Model<?> model) {
        Entry e = entries.get(model);
        if (e == null) {
            return supports(model);
        }
        return e.access() ? Support.YES : Support.no(NO_ACCESS);
    }

    /**
     * A new codec for {@code model}.
     *
     * @param contender names the contender in the refusal
     * @throws UnsupportedOperationException naming the contender, the model and the reason, for a model not mapped
     */
    @SuppressWarnings("unchecked") // add() and addAccess() only store a factory of Codec<T> under a Model<T>
    public <T> Codec<T> newCodec(Model<T> model, String contender) {
        Entry e = entries.get(model);
        if (e == null) {
            throw new UnsupportedOperationException(contender + " does not support " + model.id() + ": " + supports(model).reason());
        }
        return (Codec<T>) e.factory().get();
    }

    /**
     * Makes the codec of any model it is given: for a contender whose codec is one generic class
     * over a per-model description it looks up itself. A generic method, so it is written as a
     * method reference ({@code this::codec}), not a lambda.
     */
    @FunctionalInterface
    public interface CodecFactory {
        <T> Codec<T> newCodec(Model<T> model);
    }

    /**
     * Makes the codec of a batch of any element model: for a contender whose batch codec is one
     * generic class over the element's type. Written as a method reference, like {@link CodecFactory}.
     */
    @FunctionalInterface
    public interface BatchFactory {
        <E> Codec<Batch<E>> newCodec(Model<E> element);
    }

    public static final class Builder {
        private final Map<Model<?>, Entry> entries = new LinkedHashMap<>();
        private final Map<Model<?>, String> refusals = new LinkedHashMap<>();
        private final String otherwise;

        private Builder(String otherwise) {
            this.otherwise = requireReason(otherwise);
        }

        /** Maps {@code model} to codecs made by {@code factory}. */
        public <T> Builder add(Model<T> model, Supplier<? extends Codec<T>> factory) {
            return put(model, new Entry(Objects.requireNonNull(factory, "factory"), false));
        }

        /** Maps {@code model} to codecs that also read the data set's use in place. */
        public <T, C extends Codec<T> & DirectAccess> Builder addAccess(Model<T> model, Supplier<C> factory) {
            return put(model, new Entry(Objects.requireNonNull(factory, "factory"), true));
        }

        /**
         * Maps each of {@code models} not named yet to codecs {@code factory} makes; the models named
         * before (mapped or refused) keep what they were given.
         */
        public Builder addAll(Collection<? extends Model<?>> models, CodecFactory factory) {
            Objects.requireNonNull(factory, "factory");
            for (Model<?> model : models) {
                if (!entries.containsKey(model) && !refusals.containsKey(model)) {
                    addFrom(model, factory);
                }
            }
            return this;
        }

        private <T> void addFrom(Model<T> model, CodecFactory factory) {
            add(model, () -> factory.newCodec(model));
        }

        /**
         * Maps each batch model among {@code models} not named yet to codecs {@code factory} makes
         * from the batch's element model; the other models are left to a later {@link #addAll}.
         */
        public Builder addBatches(Collection<? extends Model<?>> models, BatchFactory factory) {
            Objects.requireNonNull(factory, "factory");
            for (Model<?> model : models) {
                if (model.isBatch() && !entries.containsKey(model) && !refusals.containsKey(model)) {
                    addBatchOf(model.element().orElseThrow(), factory);
                }
            }
            return this;
        }

        private <E> void addBatchOf(Model<E> element, BatchFactory factory) {
            add(Model.batchOf(element), () -> factory.newCodec(element));
        }

        /** Declares that {@code model} is not supported, and why (shown beside "n/a"). */
        public Builder refuse(Model<?> model, String reason) {
            if (entries.containsKey(model)) {
                throw new IllegalArgumentException(model.id() + " is both mapped and refused");
            }
            refusals.put(model, requireReason(reason));
            return this;
        }

        private Builder put(Model<?> model, Entry entry) {
            Objects.requireNonNull(model, "model");
            if (entries.containsKey(model) || refusals.containsKey(model)) {
                throw new IllegalArgumentException(model.id() + " is named twice");
            }
            entries.put(model, entry);
            return this;
        }

        public Mappings build() {
            return new Mappings(this);
        }

        private static String requireReason(String reason) {
            if (reason == null || reason.isBlank()) {
                throw new IllegalArgumentException("an unsupported model needs a reason");
            }
            return reason;
        }
    }
}
