package io.wirebench.core;

import java.io.IOException;
import java.util.Objects;
import java.util.function.Supplier;

/**
 * One model's mapping written by hand, in the one compact form every adapter uses: an anonymous
 * subclass per model that gives the model's constructor and overrides {@link #write} and
 * {@link #fill}, listing the fields one a line. {@code O} and {@code I} are whatever the library
 * writes to and reads from (an SBE flyweight, an {@code ObjectOutput}, a stream writer). An adapter
 * whose codec needs more per model (a flyweight's constructor, a reused builder) extends this class
 * with those and implements its own mapping interface on top, so that the model's subclass is the
 * object its codec calls.
 *
 * <p>Why a subclass per model and not three lambdas: a codec calls its mapping once per message;
 * with a subclass that is one call into the model's own code, as the per-model classes it replaced
 * were. Lambdas held in a mapping object put two more calls in the way (mapping, then the lambda),
 * each behind a type check where the JIT inlines it; an interleaved A/B measured that as +48 % on an
 * SBE round trip of a one-long object (7.6 to 11.5 ns) and +16 % on protobuf's (9.5 to 11.0 ns).
 *
 * @param <T> the model type
 * @param <O> what the writer writes to
 * @param <I> what the reader reads from
 */
public abstract class Fields<T, O, I> {
    private final Supplier<T> create;

    /** @param create the model's constructor, for a read with nothing to reuse */
    protected Fields(Supplier<T> create) {
        this.create = Objects.requireNonNull(create, "create");
    }

    /** Writes every field of {@code value} to {@code out}, in the mapping's order. */
    public abstract void write(T value, O out) throws IOException;

    /** Sets every field of {@code value} from {@code in}, in the mapping's order. */
    protected abstract void fill(I in, T value) throws IOException;

    /** Fills {@code reuse} from {@code in}, or a new instance when it is null; returns the instance filled. */
    public final T read(I in, T reuse) throws IOException {
        T value = reuse != null ? reuse : create.get();
        fill(in, value);
        return value;
    }

    /**
     * The same form for a library whose marshaller interfaces declare no checked exception (our own
     * wire, Chronicle Wire): a model's anonymous subclass writes and fills without {@code throws}, so a
     * marshaller calling it has no {@code IOException} to catch that can never come. A sibling rather
     * than a subclass, because an override cannot drop the {@code throws} of {@link Fields#read}.
     *
     * @param <T> the model type
     * @param <O> what the writer writes to
     * @param <I> what the reader reads from
     */
    public abstract static class Plain<T, O, I> {
        private final Supplier<T> create;

        /** @param create the model's constructor, for a read with nothing to reuse */
        protected Plain(Supplier<T> create) {
            this.create = Objects.requireNonNull(create, "create");
        }

        /** Writes every field of {@code value} to {@code out}, in the mapping's order. */
        public abstract void write(T value, O out);

        /** Sets every field of {@code value} from {@code in}, in the mapping's order. */
        protected abstract void fill(I in, T value);

        /** Fills {@code reuse} from {@code in}, or a new instance when it is null; returns the instance filled. */
        public final T read(I in, T reuse) {
            T value = reuse != null ? reuse : create.get();
            fill(in, value);
            return value;
        }
    }
}
