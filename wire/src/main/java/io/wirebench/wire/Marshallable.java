package io.wirebench.wire;

/** A class that describes its own fields to any rendering ({@link ValueOut#marshallable}, {@link ValueIn#marshallable}). */
public interface Marshallable {
    void writeMarshallable(WireOut out);

    void readMarshallable(WireIn in);
}
