package io.wirebench.core;

import java.io.IOException;
import java.util.function.Supplier;

/**
 * A model's {@link Fields} that is itself its {@link ModelMapping}: for a library with a streaming
 * writer and reader, the model's anonymous subclass writes the whole value and fills a new
 * instance, and the codec calls it directly, one call per message ({@link Fields#write} is
 * {@link ModelMapping#write} too: the two take the same arguments in the same order).
 *
 * @param <T> the model type
 * @param <O> what the library writes to
 * @param <I> what the library reads from
 */
public abstract class ModelFields<T, O, I> extends Fields<T, O, I> implements ModelMapping<T, O, I> {

    protected ModelFields(Supplier<T> create) {
        super(create);
    }

    @Override
    public final T read(I in) throws IOException {
        return read(in, null);
    }
}
