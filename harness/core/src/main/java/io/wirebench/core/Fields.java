package io.wirebench.core;

import java.io.IOException;
import java.util.function.Supplier;

/**
 * One model's mapping written by hand, in the one compact form every adapter uses: the model's
 * constructor, a writer and a reader, each a lambda listing the fields one a line. {@code O} and
 * {@code I} are whatever the library writes to and reads from (an SBE flyweight, an
 * {@code ObjectOutput}, a stream writer); the adapter wraps a {@code Fields} in its library's own
 * mapping type.
 *
 * <p>Why lambdas and not one class per model: the fields are the whole of a model's mapping, and
 * one line each is what a reader needs to check them against the model. What the codec executes
 * per message stays the hand-written field reads and writes. Keep the lambdas non-capturing: a
 * non-capturing lambda is a constant where it is passed, so a small static helper that takes one
 * and is inlined into a model's own code calls it as a known class.
 *
 * @param <T> the model type
 * @param <O> what the writer writes to
 * @param <I> what the reader reads from
 */
public record Fields<T, O, I>(Supplier<T> create, Writer<T, O> writer, Reader<T, I> reader) {

    @FunctionalInterface
    public interface Writer<T, O> {
        void write(T value, O out) throws IOException;
    }

    @FunctionalInterface
    public interface Reader<T, I> {
        void read(I in, T value) throws IOException;
    }

    public static <T, O, I> Fields<T, O, I> of(Supplier<T> create, Writer<T, O> writer, Reader<T, I> reader) {
        return new Fields<>(create, writer, reader);
    }

    public void write(T value, O out) throws IOException {
        writer.write(value, out);
    }

    /** Fills {@code reuse} from {@code in}, or a new instance when it is null; returns the instance filled. */
    public T read(I in, T reuse) throws IOException {
        T value = reuse != null ? reuse : create.get();
        reader.read(in, value);
        return value;
    }

    /** The same three parts for a library whose writes and reads throw no checked exception; see {@link Plain}. */
    public static <T, O, I> Plain<T, O, I> plain(Supplier<T> create, Plain.Writer<T, O> writer, Plain.Reader<T, I> reader) {
        return new Plain<>(create, writer, reader);
    }

    /**
     * {@link Fields} for a library whose marshaller interfaces declare no checked exception (our own
     * wire, Chronicle Wire): their writers and readers throw none, and a marshaller that calls
     * {@code Fields.write} would have to catch an {@code IOException} that can never come. A sibling
     * whose writer and reader throw nothing says so in its types, where an exception type parameter on
     * {@code Fields} would make every other adapter's mappings name one more type.
     */
    public record Plain<T, O, I>(Supplier<T> create, Writer<T, O> writer, Reader<T, I> reader) {

        @FunctionalInterface
        public interface Writer<T, O> {
            void write(T value, O out);
        }

        @FunctionalInterface
        public interface Reader<T, I> {
            void read(I in, T value);
        }

        public void write(T value, O out) {
            writer.write(value, out);
        }

        /** Fills {@code reuse} from {@code in}, or a new instance when it is null; returns the instance filled. */
        public T read(I in, T reuse) {
            T value = reuse != null ? reuse : create.get();
            reader.read(in, value);
            return value;
        }
    }
}
