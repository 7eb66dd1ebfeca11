package io.wirebench.wire;

/**
 * Writes the fields of a message in some rendering. A description writes each field as a key
 * then a value, fluently:
 *
 * <pre>{@code
 * out.write(PRICE).float64(order.getPrice())
 *    .write(SIDE).asEnum(order.getSide());
 * }</pre>
 *
 * The rendering decides what the key becomes (a name, a number, nothing) and how wide the value is.
 * Implementations return themselves from every call, so a chain allocates nothing.
 */
public interface WireOut {

    /** Starts a field; the rendering writes the key's name, its number, or nothing. */
    ValueOut write(WireKey key);

    /**
     * Starts a field whose name is data rather than schema (the keys of a map): written as a name
     * by every rendering that writes keys, whatever its key style.
     */
    ValueOut write(CharSequence name);

    /** A value with no key: an element of a sequence. */
    ValueOut writeValue();

    /**
     * Writes one document ({@link Documents}): a header marked not complete, the fields
     * {@code writer} writes, then the final header with the length.
     *
     * @return the document's length in bytes, header included
     */
    <T> int writeDocument(boolean metaData, T value, WireWriter<? super T> writer);
}
