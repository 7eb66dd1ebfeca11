package io.wirebench.core;

import io.wirebench.core.model.Batch;
import io.wirebench.core.model.Model;
import io.wirebench.core.model.Models;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * One library's hand-written {@link ModelMapping}s, by model. Each entry pairs a model with a
 * mapping of that very model type, checked by {@link #put}'s signature, so the only cast between
 * them is here rather than one per model in every adapter; the batch of a mapped model is mapped by
 * the library's batch mapping over its element's.
 *
 * @param <O> what the library writes to
 * @param <I> what the library reads from
 */
public final class ModelMappings<O, I> {

    /** Makes the mapping of a batch from its element's: a generic class, written as a constructor reference. */
    @FunctionalInterface
    public interface BatchMapping<O, I> {
        <E> ModelMapping<Batch<E>, O, I> of(ModelMapping<E, O, I> element);
    }

    private final Map<Model<?>, ModelMapping<?, O, I>> byModel = new HashMap<>();
    private final BatchMapping<O, I> batches;

    public ModelMappings(BatchMapping<O, I> batches) {
        this.batches = Objects.requireNonNull(batches, "batches");
    }

    /** Maps {@code model} (a single object, not a batch) with {@code mapping}, shared by every codec. */
    public <T> ModelMappings<O, I> put(Model<T> model, ModelMapping<T, O, I> mapping) {
        if (model.isBatch()) {
            throw new IllegalArgumentException(model.id() + ": a batch is mapped by the batch mapping over its element's");
        }
        if (byModel.putIfAbsent(model, Objects.requireNonNull(mapping, "mapping")) != null) {
            throw new IllegalArgumentException(model.id() + " is mapped twice");
        }
        return this;
    }

    /** The models of {@link Models#all()} this maps, batches of mapped models included, in that order. */
    public List<Model<?>> models() {
        return Models.all().stream().filter(m -> byModel.containsKey(m.element().orElse(m))).toList();
    }

    /**
     * The mapping of {@code model}: the one put for it, or for a batch a new batch mapping over its element's.
     *
     * @throws UnsupportedOperationException for a model not mapped
     */
    @SuppressWarnings("unchecked") // put() only stores a ModelMapping<T> under a Model<T>; a batch model's T is Batch<E> of its element's E
    public <T> ModelMapping<T, O, I> get(Model<T> model) {
        Model<?> single = model.element().orElse(model);
        ModelMapping<?, O, I> mapping = byModel.get(single);
        if (mapping == null) {
            throw new UnsupportedOperationException("no hand-written mapping for " + model.id());
        }
        return (ModelMapping<T, O, I>) (model.isBatch() ? batchOf(mapping) : mapping);
    }

    private <E> ModelMapping<Batch<E>, O, I> batchOf(ModelMapping<E, O, I> element) {
        return batches.of(element);
    }
}
