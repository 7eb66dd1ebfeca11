package io.wirebench.conformance;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.wirebench.core.Codec;
import io.wirebench.core.Contenders;
import io.wirebench.core.OrderFields;
import io.wirebench.core.model.Dataset;
import io.wirebench.core.model.Datasets;
import io.wirebench.core.model.Models;
import io.wirebench.core.model.order.Order;
import io.wirebench.core.model.order.Side;
import java.io.ByteArrayOutputStream;
import java.lang.reflect.InvocationTargetException;
import java.util.List;
import java.util.Objects;
import java.util.function.Function;
import java.util.function.UnaryOperator;
import org.junit.jupiter.api.function.ThrowingSupplier;

/**
 * The proof, shared by every module's direct-use test, that a direct-use benchmark (CONTRIBUTING.md, "A direct-use
 * benchmark") and its contender's codec do the same work: for every message of the data set, in the order the
 * benchmark sends them, the direct class writes the bytes the codec writes, the codec reads its own bytes back, and the
 * direct class reads back the message's fields. A module's test keeps only what is its library's: the rows it
 * measures, how its message class maps back to an {@code Order}, and where its bytes may differ from the codec's.
 *
 * <pre>{@code
 * FooDirectUse direct = DirectUseCheck.setUp(FooDirectUse.class, contender, dataset);
 * DirectUseCheck.of(contender, dataset).reads(Reads.ONE_REUSED_INSTANCE)
 *         .check(direct::directRoundTrip, direct::lastWritten);  // or, for a generated class: ..., read -> new Order(...)
 * }</pre>
 */
public final class DirectUseCheck {

    /** What the benchmark's reads return, as its Javadoc says and the codec it is measured beside does. */
    public enum Reads {
        /** Every read fills the one instance the first read returned. */
        ONE_REUSED_INSTANCE,
        /** Every read returns an instance the one before did not (the library cannot fill one). */
        A_NEW_INSTANCE_EACH,
        /** Not checked: the fields read back are. */
        EITHER
    }

    /** How the direct class's bytes must stand to the codec's, for one message the codec has just encoded. */
    @FunctionalInterface
    public interface SameBytes {
        /** Fails unless {@code written}, the direct class's bytes for {@code message}, match what {@code codec} encoded. */
        void check(Order message, Codec<Order> codec, byte[] written, String at) throws Exception;
    }

    private final String contender;
    private final String dataset;
    private SameBytes sameBytes = (message, codec, written, at) -> assertArrayEquals(codec.encoded(), written, at + ": the bytes differ");
    private Reads reads = Reads.EITHER;

    private DirectUseCheck(String contender, String dataset) {
        this.contender = Objects.requireNonNull(contender, "contender");
        this.dataset = Objects.requireNonNull(dataset, "dataset");
    }

    /** A check of {@code contender}'s direct use on {@code dataset}, against the codec the contender's provider makes. */
    public static DirectUseCheck of(String contender, String dataset) {
        return new DirectUseCheck(contender, dataset);
    }

    /** Also checks what the reads return; unchecked unless called. */
    public DirectUseCheck reads(Reads reads) {
        this.reads = Objects.requireNonNull(reads, "reads");
        return this;
    }

    /**
     * Compares the direct bytes with {@code expected} applied to the codec's: where the two differ by what the library
     * must write differently for another class (its name, say), and by nothing else.
     */
    public DirectUseCheck adapterBytesAs(UnaryOperator<byte[]> expected, String what) {
        Objects.requireNonNull(expected, "expected");
        return sameBytes((message, codec, written, at) ->
                assertArrayEquals(expected.apply(codec.encoded()), written, at + ": the bytes differ beyond " + what));
    }

    /** Replaces the byte-for-byte comparison, for a library whose two ways of writing legitimately differ. */
    public DirectUseCheck sameBytes(SameBytes sameBytes) {
        this.sameBytes = Objects.requireNonNull(sameBytes, "sameBytes");
        return this;
    }

    /**
     * As {@link #check(ThrowingSupplier, ThrowingSupplier, Function)}, the fields read back by name
     * ({@link OrderFields#toOrder}): for a benchmark whose message class holds the {@code Order}'s fields as its
     * set-up copied them in ({@link io.wirebench.core.DirectUseMessages#copies}).
     */
    public <R> void check(ThrowingSupplier<R> roundTrip, ThrowingSupplier<byte[]> written) throws Throwable {
        check(roundTrip, written, OrderFields::toOrder);
    }

    /**
     * Runs the benchmark method once per message of the data set, as JMH would in the benchmark's rotation, and after
     * each call compares {@code written} (the bytes that call wrote) with the codec's for the same message, the codec's
     * own round trip, the fields of what the call returned ({@code fields} turns it back into an {@code Order}) and,
     * if asked, which instance it was.
     */
    @SuppressWarnings("unchecked")
    public <R> void check(ThrowingSupplier<R> roundTrip, ThrowingSupplier<byte[]> written, Function<R, Order> fields) throws Throwable {
        Codec<Order> codec = Contenders.discover().byId(contender).newCodec(Models.ORDER);
        List<Order> messages = ((Dataset<Order>) Datasets.byId(dataset)).samples();
        Order reuse = new Order();
        R first = null;
        R previous = null;
        for (int i = 0; i < messages.size(); i++) {
            Order message = messages.get(i);
            String at = contender + " " + dataset + " message " + i;
            R read = roundTrip.get();
            codec.encode(message);
            sameBytes.check(message, codec, written.get(), at);
            assertEquals(message, codec.decode(reuse), at + ": the adapter's round trip");
            assertEquals(message, fields.apply(read), at + ": the fields the direct class read back");
            first = i == 0 ? read : first;
            switch (reads) {
                case ONE_REUSED_INSTANCE -> assertSame(first, read, at + ": the benchmark reads into its one reused instance");
                case A_NEW_INSTANCE_EACH -> assertNotSame(previous, read, at + ": the benchmark reads a new instance each time");
                case EITHER -> {
                }
            }
            previous = read;
        }
    }

    /**
     * A new {@code type} set up as JMH sets up a direct-use benchmark: its public no-argument constructor, its two
     * {@code @Param} fields {@code contender} and {@code dataset} (CONTRIBUTING.md requires both), then its public
     * {@code setUp()}. Whatever {@code setUp()} throws is thrown as it is.
     */
    public static <D> D setUp(Class<D> type, String contender, String dataset) throws Throwable {
        D direct = withParams(type, contender, dataset);
        try {
            type.getMethod("setUp").invoke(direct);
        } catch (InvocationTargetException e) {
            throw e.getCause();
        }
        return direct;
    }

    /**
     * Fails unless setting up {@code type} for {@code contender} and {@code dataset} is refused with an
     * {@code IllegalArgumentException} that quotes the refused id, as the runner's direct-use pairing expects.
     */
    public static void refuses(Class<?> type, String contender, String dataset) {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> setUp(type, contender, dataset));
        String message = String.valueOf(e.getMessage());
        assertTrue(message.contains("'" + contender + "'") || message.contains("'" + dataset + "'"),
                type.getSimpleName() + " refused " + contender + " on " + dataset + " without naming which: " + message);
    }

    /** The harness's {@link Side} of the same name as a benchmark's own enum constant; null for null. */
    public static Side side(Enum<?> own) {
        return own == null ? null : Side.valueOf(own.name());
    }

    /**
     * {@code bytes} with every occurrence of {@code from} replaced by {@code to}: the codec's bytes as the library
     * writes them for the benchmark's own class, where the stream names the class. Fails if {@code from} never occurs,
     * so that a comparison cannot pass by replacing nothing.
     */
    public static byte[] replaceAll(byte[] bytes, byte[] from, byte[] to) {
        if (from.length == 0) {
            throw new IllegalArgumentException("nothing to replace");
        }
        ByteArrayOutputStream out = new ByteArrayOutputStream(bytes.length);
        int replaced = 0;
        int i = 0;
        while (i < bytes.length) {
            if (startsWith(bytes, i, from)) {
                out.writeBytes(to);
                i += from.length;
                replaced++;
            } else {
                out.write(bytes[i++]);
            }
        }
        assertTrue(replaced > 0, "the codec's bytes do not hold the " + from.length + " bytes to replace");
        return out.toByteArray();
    }

    private static boolean startsWith(byte[] bytes, int at, byte[] prefix) {
        if (at + prefix.length > bytes.length) {
            return false;
        }
        for (int k = 0; k < prefix.length; k++) {
            if (bytes[at + k] != prefix[k]) {
                return false;
            }
        }
        return true;
    }

    private static <D> D withParams(Class<D> type, String contender, String dataset) throws ReflectiveOperationException {
        D direct = type.getDeclaredConstructor().newInstance();
        type.getField("contender").set(direct, contender);
        type.getField("dataset").set(direct, dataset);
        return direct;
    }
}
