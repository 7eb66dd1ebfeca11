package io.wirebench.core;

import java.io.IOException;

/**
 * One model's mapping, written by hand, onto a library's streaming writer and reader (a JSON
 * generator and parser, a BSON writer and reader): it writes a value as one whole value (an object,
 * a document) and reads one back into a new instance. A codec over such a library holds the mapping
 * of its model and calls it once per message; a batch's mapping calls its element's per item.
 *
 * <p>Reading fills a new instance rather than a reused one: with optional fields, filling a reused
 * one would need every absent field reset, and one small allocation is not what such a round trip costs.
 *
 * @param <T> the model type
 * @param <O> what the library writes to
 * @param <I> what the library reads from
 */
public interface ModelMapping<T, O, I> {

    void write(T value, O out) throws IOException;

    T read(I in) throws IOException;
}
