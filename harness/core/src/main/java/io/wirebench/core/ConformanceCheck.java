package io.wirebench.core;

import io.wirebench.core.model.Dataset;
import io.wirebench.core.model.EdgeSamples;
import io.wirebench.core.model.EdgeSamples.EdgeSample;
import io.wirebench.core.model.Model;
import java.util.Arrays;
import java.util.List;
import java.util.Objects;
import java.util.TreeSet;

/**
 * The contract every contender must keep on every data set it supports, before any of its numbers
 * is published: the JUnit conformance kit runs it in the build, and the bench runs it again inside
 * each benchmark JVM (with that contender's JVM flags) before measuring.
 *
 * <p>It is run on every message of the data set ({@link Dataset#samples()}) and on every
 * {@linkplain EdgeSamples edge message} of the data set's model (NaN, -0.0, infinities, numeric
 * extremes, null and empty text, text outside Latin-1, empty collections), except the edges the
 * contender declares it cannot carry ({@link Descriptor#edgeLimits()}, shown on the site). Each
 * failure message starts with the name of the rule it broke:
 *
 * <ol>
 *   <li>{@code [encode]} encoding a message the contender supports does not throw;</li>
 *   <li>{@code [length]} encoding reports the length of what it wrote;</li>
 *   <li>{@code [input unchanged]} encoding leaves the message as it was;</li>
 *   <li>{@code [round trip]} decoding gives back an equal message;</li>
 *   <li>{@code [reuse]} decoding into a stale instance of the model (one equal to no message it
 *       is given) gives back an equal message: a codec may fill the instance, never trust it;</li>
 *   <li>{@code [determinism]} encoding the same message again gives the same bytes;</li>
 *   <li>{@code [fresh codec]} a codec that never encoded decodes those bytes (decoding does not
 *       lean on the encoder's state);</li>
 *   <li>{@code [access signal]} the contender's {@link Contender#access} answer for the model is
 *       yes exactly when its codec offers {@link DirectAccess};</li>
 *   <li>{@code [direct access]} a codec offering {@link DirectAccess} computes the data set's use
 *       value in place exactly as it is computed from the message;</li>
 *   <li>{@code [truncation]} the bytes cut short (one byte short, half, the first 8, 4, 1 and 0
 *       bytes; for a text format, short of its trailing whitespace) never decode to the message, with or without an instance to reuse; a contender
 *       whose descriptor says it {@linkplain Descriptor#detectsTruncation() detects truncation}
 *       must throw on every cut.</li>
 * </ol>
 */
public final class ConformanceCheck {
    private ConformanceCheck() {
    }

    /**
     * Runs every rule on every message of the data set and every edge message of its model.
     *
     * @return the bytes the data set's first sample encodes to (checked to be deterministic), for sizes
     * @throws ConformanceFailure naming the contender, the data set, the message and the broken rule
     */
    public static <T> byte[] verify(Contender contender, Dataset<T> dataset) {
        Descriptor descriptor = contender.descriptor();
        String where = descriptor.id() + " on " + dataset.id();
        Support support = contender.supports(dataset);
        if (!support.supported()) {
            throw new ConformanceFailure(where + ": model " + dataset.model().id() + " is not supported (" + support.reason() + ")");
        }
        Step step = new Step(where);
        try {
            step.enter("", "new codec");
            Codec<T> codec = contender.newCodec(dataset.model());
            Codec<T> fresh = contender.newCodec(dataset.model());
            Codec<T> cutter = contender.newCodec(dataset.model());
            step.enter("", "access signal");
            boolean says = contender.access(dataset.model()).supported();
            check(says == codec instanceof DirectAccess, step.describe() + "access(" + dataset.model().id() + ") says "
                    + (says ? "yes" : "no") + " but the codec " + (says ? "does not offer" : "offers") + " DirectAccess");
            List<T> samples = dataset.samples();
            byte[] first = null;
            for (int i = 0; i < samples.size(); i++) {
                String label = samples.size() == 1 ? "sample" : "sample " + i + " of " + samples.size();
                byte[] bytes = checkMessage(descriptor, dataset, codec, fresh, cutter, samples.get(i), label, step);
                if (first == null) {
                    first = bytes;
                }
            }
            for (EdgeSample<T> edge : EdgeSamples.of(dataset.model())) {
                if (!descriptor.edgeLimits().containsKey(edge.edge())) {
                    checkMessage(descriptor, dataset, codec, fresh, cutter, edge.newInstance(),
                            "edge " + edge.edge().label() + " (" + edge.label() + ")", step);
                }
            }
            return first;
        } catch (ConformanceFailure e) {
            throw e;
        } catch (Exception | StackOverflowError e) {
            throw new ConformanceFailure(step.describe() + "threw " + e, e);
        }
    }

    /**
     * The measuring JVM's guard: every message of the data set encodes and decodes back to an equal message, through
     * one codec, as the benchmark will use it; nothing else. The whole contract ({@link #verify}) is proved before, in
     * the proving JVM with the same flags; running it again where the numbers are taken would show the JIT shapes the
     * benchmark never sees (edge messages, cut bytes and the exceptions they throw, {@code toString}), which a
     * library's own benchmark does not do either.
     *
     * @throws ConformanceFailure naming the contender, the data set and the message that did not come back
     */
    public static <T> void verifyRoundTrips(Contender contender, Dataset<T> dataset) {
        String where = contender.descriptor().id() + " on " + dataset.id();
        Step step = new Step(where);
        try {
            step.enter("", "new codec");
            Codec<T> codec = contender.newCodec(dataset.model());
            List<T> samples = dataset.samples();
            for (int i = 0; i < samples.size(); i++) {
                String label = samples.size() == 1 ? "sample" : "sample " + i + " of " + samples.size();
                step.enter(label, "encode");
                codec.encode(samples.get(i));
                step.enter(label, "round trip");
                checkEqual(samples.get(i), codec.decode(null), step.describe() + "decode(null) does not give back the message");
            }
        } catch (ConformanceFailure e) {
            throw e;
        } catch (Exception | StackOverflowError e) {
            throw new ConformanceFailure(step.describe() + "threw " + e, e);
        }
    }

    /**
     * Whether {@code contender} carries {@code edge} on {@code model} exactly (encode, decode, equal).
     * For checking that a declared {@linkplain Descriptor#edgeLimits() edge limit} is real.
     */
    public static <T> boolean carriesExactly(Contender contender, Model<T> model, EdgeSample<T> edge) {
        try {
            Codec<T> codec = contender.newCodec(model);
            codec.encode(edge.newInstance());
            return edge.newInstance().equals(codec.decode(null));
        } catch (Exception e) {
            return false;
        }
    }

    private static <T> byte[] checkMessage(Descriptor descriptor, Dataset<T> dataset, Codec<T> codec, Codec<T> fresh,
                                           Codec<T> cutter, T message, String label, Step step) throws Exception {
        String before = String.valueOf(message);
        step.enter(label, "encode");
        int length = codec.encode(message);
        byte[] bytes = codec.encoded();
        step.enter(label, "length");
        check(length >= 0, step.describe() + "encode reported " + length + " bytes");
        check(length == bytes.length, step.describe() + "encode reported " + length + " bytes but the buffer holds " + bytes.length);

        step.enter(label, "input unchanged");
        check(before.equals(String.valueOf(message)), step.describe() + "encoding changed the message it was given\n  before: "
                + abbreviate(before) + "\n  after:  " + abbreviate(message));

        step.enter(label, "round trip");
        checkEqual(message, codec.decode(null), step.describe() + "decode(null) does not give back the message");

        step.enter(label, "reuse");
        T stale = staleInstance(dataset, message);
        checkEqual(message, codec.decode(stale), step.describe() + "decoding into a stale instance does not give back the message");

        step.enter(label, "determinism");
        int secondLength = codec.encode(message);
        byte[] secondBytes = codec.encoded();
        check(secondLength == length, step.describe() + "encoding the same message twice gave " + length + " then " + secondLength + " bytes");
        check(Arrays.equals(bytes, secondBytes), step.describe() + "encoding the same message twice gave different bytes");

        step.enter(label, "fresh codec");
        fresh.load(bytes);
        checkEqual(message, fresh.decode(null), step.describe() + "a codec that never encoded does not decode the bytes back to the message");

        step.enter(label, "direct access");
        if (codec instanceof DirectAccess access && dataset.useFunction().isPresent()) {
            long expected = dataset.useFunction().get().applyAsLong(message);
            long actual = access.access();
            check(actual == expected, step.describe() + "access() read " + actual + " in place but the message gives " + expected);
        }

        step.enter(label, "truncation");
        checkTruncation(descriptor, dataset, cutter, bytes, message, step);
        return bytes;
    }

    /** The offsets a message is cut at: one byte short, half, the first 8, 4, 1 and 0 bytes. */
    static int[] cuts(int length) {
        TreeSet<Integer> cuts = new TreeSet<>();
        for (int cut : new int[] {length - 1, length / 2, 8, 4, 1, 0}) {
            if (cut >= 0 && cut < length) {
                cuts.add(cut);
            }
        }
        return cuts.descendingSet().stream().mapToInt(Integer::intValue).toArray();
    }

    private static <T> void checkTruncation(Descriptor descriptor, Dataset<T> dataset, Codec<T> cutter, byte[] bytes, T message, Step step) {
        for (int cut : cuts(significantLength(descriptor, bytes))) {
            byte[] part = Arrays.copyOf(bytes, cut);
            for (boolean reuse : new boolean[] {false, true}) {
                cutter.load(part);
                T decoded;
                try {
                    decoded = cutter.decode(reuse ? staleInstance(dataset, message) : null);
                } catch (Exception | StackOverflowError expected) {
                    continue;
                }
                String what = "the first " + cut + " of " + bytes.length + " bytes" + (reuse ? ", decoded into a stale instance," : "");
                check(!descriptor.detectsTruncation(), step.describe() + "the descriptor says truncation is detected, but "
                        + what + " decoded without an error to\n  " + abbreviate(decoded));
                check(!message.equals(decoded), step.describe() + what + " decode to the whole message");
            }
        }
    }

    /**
     * The length without the whitespace a text format may end with (a YAML document's final line
     * break): cutting that off loses nothing, so cuts are made in what comes before it.
     */
    static int significantLength(Descriptor descriptor, byte[] bytes) {
        int length = bytes.length;
        if (descriptor.format() == Descriptor.Format.TEXT) {
            while (length > 0 && isWhitespace(bytes[length - 1])) {
                length--;
            }
        }
        return length;
    }

    private static boolean isWhitespace(byte b) {
        return b == ' ' || b == '\n' || b == '\r' || b == '\t';
    }

    /**
     * A valid instance of the model unequal to {@code message}, made fresh (the codec may fill it):
     * {@link EdgeSamples#distinct}, or where the model is too small for that to differ from every
     * message (one boolean), an edge message or the data set's sample that does.
     */
    private static <T> T staleInstance(Dataset<T> dataset, T message) {
        T stale = EdgeSamples.distinct(dataset.model());
        if (!stale.equals(message)) {
            return stale;
        }
        for (EdgeSample<T> edge : EdgeSamples.of(dataset.model())) {
            T candidate = edge.newInstance();
            if (!candidate.equals(message)) {
                return candidate;
            }
        }
        T sample = dataset.newSample();
        if (!sample.equals(message)) {
            return sample;
        }
        throw new IllegalStateException("no instance of " + dataset.model().id() + " differs from " + message);
    }

    private static void checkEqual(Object expected, Object actual, String message) {
        if (!Objects.equals(expected, actual)) {
            throw new ConformanceFailure(message + "\n  expected: " + abbreviate(expected) + "\n  actual:   " + abbreviate(actual));
        }
    }

    private static String abbreviate(Object o) {
        String s = String.valueOf(o);
        return s.length() <= 2000 ? s : s.substring(0, 2000) + "... (" + s.length() + " characters)";
    }

    private static void check(boolean condition, String message) {
        if (!condition) {
            throw new ConformanceFailure(message);
        }
    }

    /** Where the check is, for messages: contender, data set, message, rule. */
    private static final class Step {
        private final String where;
        private String message = "";
        private String rule = "";

        Step(String where) {
            this.where = where;
        }

        void enter(String message, String rule) {
            this.message = message;
            this.rule = rule;
        }

        String describe() {
            return "[" + rule + "] " + where + (message.isEmpty() ? "" : ", " + message) + ": ";
        }
    }
}
