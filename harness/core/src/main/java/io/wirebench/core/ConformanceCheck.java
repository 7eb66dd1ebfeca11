package io.wirebench.core;

import io.wirebench.core.model.Dataset;
import java.util.Arrays;
import java.util.Objects;

/**
 * The contract every contender must keep on every data set it supports, before any of its numbers
 * is published: the JUnit conformance kit runs it in the build, and the bench runs it again inside
 * each benchmark JVM (with that contender's JVM flags) before measuring.
 *
 * <ol>
 *   <li>encoding reports the length of what it wrote, and leaves the message untouched;</li>
 *   <li>decoding gives back an equal message, with and without an instance to reuse;</li>
 *   <li>encoding the same message again gives the same bytes (sizes are deterministic);</li>
 *   <li>a fresh codec decodes those bytes (decoding does not lean on the encoder's state);</li>
 *   <li>the first half of the bytes does not decode to the message (no silent truncation);</li>
 *   <li>a codec offering {@link DirectAccess} computes the data set's use value in place exactly
 *       as it is computed from the decoded message.</li>
 * </ol>
 */
public final class ConformanceCheck {
    private ConformanceCheck() {
    }

    /**
     * Runs every check.
     *
     * @return the bytes the data set's sample encodes to (checked to be deterministic), for sizes
     * @throws ConformanceFailure naming the contender, the data set and the broken check
     */
    public static <T> byte[] verify(Contender contender, Dataset<T> dataset) {
        String where = contender.descriptor().id() + " on " + dataset.id() + ": ";
        Support support = contender.supports(dataset.model());
        if (!support.supported()) {
            throw new ConformanceFailure(where + "model " + dataset.model().id() + " is not supported (" + support.reason() + ")");
        }
        T sample = dataset.newSample();
        try {
            Codec<T> codec = contender.newCodec(dataset.model());
            int length = codec.encode(sample);
            byte[] bytes = codec.encoded();
            check(length > 0, where + "encode reported " + length + " bytes");
            check(length == bytes.length, where + "encode reported " + length + " bytes but the buffer holds " + bytes.length);
            check(sample.equals(dataset.newSample()), where + "encoding changed the message it was given");

            T decoded = codec.decode(null);
            checkEqual(sample, decoded, where + "decode(null) does not give back the message");
            T again = codec.decode(decoded);
            checkEqual(sample, again, where + "decode into a reused instance does not give back the message");

            int secondLength = codec.encode(sample);
            byte[] secondBytes = codec.encoded();
            check(secondLength == length, where + "encoding the same message twice gave " + length + " then " + secondLength + " bytes");
            check(Arrays.equals(bytes, secondBytes), where + "encoding the same message twice gave different bytes");

            Codec<T> fresh = contender.newCodec(dataset.model());
            fresh.load(bytes);
            checkEqual(sample, fresh.decode(null), where + "a fresh codec does not decode the bytes back to the message");

            checkDirectAccess(codec, dataset, sample, where);
            checkTruncationDetected(fresh, bytes, sample, where);
            return bytes;
        } catch (ConformanceFailure e) {
            throw e;
        } catch (Exception e) {
            throw new ConformanceFailure(where + "threw " + e, e);
        }
    }

    private static <T> void checkDirectAccess(Codec<T> codec, Dataset<T> dataset, T sample, String where) throws java.io.IOException {
        if (codec instanceof DirectAccess access && dataset.useFunction().isPresent()) {
            long expected = dataset.useFunction().get().applyAsLong(sample);
            long actual = access.access();
            check(actual == expected, where + "access() read " + actual + " in place but the message gives " + expected);
        }
    }

    private static <T> void checkTruncationDetected(Codec<T> codec, byte[] bytes, T sample, String where) {
        codec.load(Arrays.copyOf(bytes, bytes.length / 2));
        T decoded;
        try {
            decoded = codec.decode(null);
        } catch (Exception expected) {
            return;
        }
        check(!sample.equals(decoded), where + "the first " + bytes.length / 2 + " of " + bytes.length
                + " bytes decode to the whole message");
    }

    private static void checkEqual(Object expected, Object actual, String message) {
        if (!Objects.equals(expected, actual)) {
            throw new ConformanceFailure(message + "\n  expected: " + expected + "\n  actual:   " + actual);
        }
    }

    private static void check(boolean condition, String message) {
        if (!condition) {
            throw new ConformanceFailure(message);
        }
    }
}
