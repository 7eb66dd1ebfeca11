package io.wirebench.wire;

/**
 * Reads the fields of a message in some rendering, mirroring {@link WireOut}:
 *
 * <pre>{@code
 * order.setPrice(in.read(PRICE).float64());
 * order.setSide(in.read(SIDE).asEnum(SIDES));
 * }</pre>
 *
 * What a keyed rendering tolerates (fields reordered, missing or unknown) is described by the
 * rendering; a missing field reads as {@linkplain ValueIn#isPresent() absent} and gives the type's
 * default (0, false, null).
 */
public interface WireIn {

    /** Finds the field with this key (by name or by number, whichever the input has), or the next value if the input has no keys. */
    ValueIn read(WireKey key);

    /** The next value, in order: an element of a sequence (a key in front of it, if any, is passed over). */
    ValueIn readValue();

    /** Whether the current object, sequence or document has more fields or elements. */
    boolean hasMore();

    /**
     * Reads the key of the next field and returns its name (a number as its decimal digits), for
     * readers that do not know the schema; {@code null} if the next value has no key.
     */
    String readFieldName();

    /**
     * Reads the document at the cursor (data or meta-data: see {@link Documents}) with {@code reader},
     * and moves past it, past any fields the reader did not ask for too.
     *
     * @throws MalformedWireException if it is not complete or is longer than the data that holds it
     */
    <T> T readDocument(T reuse, WireReader<T> reader);

    /** After {@link #readFieldName()}: whether the key was a field number (binary YAML) or a plain integer key (YAML text). */
    default boolean fieldNameIsNumber() {
        return false;
    }
}
