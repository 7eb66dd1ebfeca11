package io.wirebench.adapters.avro;

import org.apache.avro.Schema;

/**
 * Maps a shared model object to the Avro datum that represents it (a generated specific record, or a
 * list of them for a batch) and back. This is the conversion every schema-first contender pays, and it
 * is inside the measurement.
 *
 * @param <T> the model type
 * @param <R> the Avro datum type
 */
interface RecordMapper<T, R> {

    /** The writer's and reader's schema. */
    Schema schema();

    /** A new, empty datum to fill; the codec keeps one for writing and one for reading. */
    R newDatum();

    /** Copies {@code model} into {@code datum}, reusing what {@code datum} already holds. */
    void toDatum(T model, R datum);

    /**
     * A model object with the datum's values: {@code reuse} filled where it is not null. Nothing of the
     * datum is shared with the result, because the codec reads the next message into the same datum.
     */
    T toModel(R datum, T reuse);
}
