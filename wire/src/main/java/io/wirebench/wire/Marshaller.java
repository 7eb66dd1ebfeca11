package io.wirebench.wire;

/**
 * The one description of a message type: how its fields are written and read, independent of
 * the rendering (binary YAML in any key or number style, raw wire, and the text formats). Use it
 * for classes you cannot change; a class you own can implement {@link Marshallable} instead.
 */
public interface Marshaller<T> extends WireWriter<T>, WireReader<T> {
}
