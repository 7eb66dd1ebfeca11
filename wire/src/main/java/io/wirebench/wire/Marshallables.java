package io.wirebench.wire;

/** Adapts {@link Marshallable} to the writer and reader interfaces, with no allocation per call. */
final class Marshallables {
    private Marshallables() {
    }

    static final WireWriter<Marshallable> WRITER = (value, out) -> value.writeMarshallable(out);

    static final WireReader<Marshallable> READER = (target, in) -> {
        target.readMarshallable(in);
        return target;
    };
}
