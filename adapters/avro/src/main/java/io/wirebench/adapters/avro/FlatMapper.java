package io.wirebench.adapters.avro;

import java.util.function.BiConsumer;
import java.util.function.Supplier;
import org.apache.avro.Schema;

/** A {@link RecordMapper} for a model with scalar fields only: two field-by-field copies. */
final class FlatMapper<T, R> implements RecordMapper<T, R> {
    private final Schema schema;
    private final Supplier<R> newDatum;
    private final Supplier<T> newModel;
    private final BiConsumer<T, R> toDatum;
    private final BiConsumer<R, T> toModel;

    private FlatMapper(Schema schema, Supplier<R> newDatum, Supplier<T> newModel, BiConsumer<T, R> toDatum, BiConsumer<R, T> toModel) {
        this.schema = schema;
        this.newDatum = newDatum;
        this.newModel = newModel;
        this.toDatum = toDatum;
        this.toModel = toModel;
    }

    /**
     * @param toDatum copies every field of a model into a record
     * @param toModel copies every field of a record into a model
     */
    static <T, R> FlatMapper<T, R> of(Schema schema, Supplier<R> newDatum, Supplier<T> newModel,
                                      BiConsumer<T, R> toDatum, BiConsumer<R, T> toModel) {
        return new FlatMapper<>(schema, newDatum, newModel, toDatum, toModel);
    }

    @Override
    public Schema schema() {
        return schema;
    }

    @Override
    public R newDatum() {
        return newDatum.get();
    }

    @Override
    public void toDatum(T model, R datum) {
        toDatum.accept(model, datum);
    }

    @Override
    public T toModel(R datum, T reuse) {
        T model = reuse != null ? reuse : newModel.get();
        toModel.accept(datum, model);
        return model;
    }
}
