package io.wirebench.bench;

import io.wirebench.core.Contender;
import io.wirebench.core.Support;
import io.wirebench.core.model.Dataset;
import java.util.Arrays;
import java.util.List;

/**
 * What a benchmark case measures; the id is the name of the JMH method, in the benchmark class that
 * holds it ({@link #benchmark()}). The codec operations run on every data set of a plan; the
 * update-stream and compression operations only where the profile's {@link TradeOffs} plan them.
 * Ids are unique across classes, so {@code OPS=} and result keys never mix them up.
 */
public enum Operation {
    ENCODE("encode", CodecBenchmark.class),
    DECODE("decode", CodecBenchmark.class),
    ROUND_TRIP("roundTrip", CodecBenchmark.class),
    /** Read and use, the baseline: decode the whole message, then compute the data set's use value. */
    DECODE_AND_USE("decodeAndUse", CodecBenchmark.class),
    /** Read and use, in place: compute the use value from the encoded bytes ({@link io.wirebench.core.DirectAccess}). */
    ACCESS("access", CodecBenchmark.class),
    /** Every update of the delta article's stream written, per update ({@link UpdateStreamBenchmark}). */
    STREAM_ENCODE("streamEncode", UpdateStreamBenchmark.class),
    /** Every update written and read back before the next, per update ({@link UpdateStreamBenchmark}). */
    STREAM_ROUND_TRIP("streamRoundTrip", UpdateStreamBenchmark.class),
    /** A payload of a contender's bytes compressed ({@link CompressionBenchmark}). */
    COMPRESS("compress", CompressionBenchmark.class),
    /** The same payload decompressed ({@link CompressionBenchmark}). */
    DECOMPRESS("decompress", CompressionBenchmark.class),
    /**
     * The round trip done with the library directly, by the JMH class beside the contender's adapter (no
     * harness type in between), measured beside {@link #ROUND_TRIP} so that the harness's cost over direct use
     * is known ({@link DirectUse}). Its class is each contender's own: {@link #benchmark()} is null.
     */
    DIRECT_ROUND_TRIP(DirectUse.METHOD, null),
    /**
     * Cold start: a fresh JVM's codec set-up and first message, and its first 1,000 round trips
     * ({@link ColdStartBenchmark}: both methods in one case). Planned as {@link Case.ColdStart} where the
     * profile's {@link Profile.ColdStart} covers the data set, never per data set as a codec operation.
     */
    COLD_START("coldStart", ColdStartBenchmark.class);

    private final String id;
    private final Class<?> benchmark;

    Operation(String id, Class<?> benchmark) {
        this.id = id;
        this.benchmark = benchmark;
    }

    public String id() {
        return id;
    }

    /** The JMH class whose method {@link #id()} measures it; null for {@link #DIRECT_ROUND_TRIP}, whose class {@link DirectUse} finds per contender. */
    public Class<?> benchmark() {
        return benchmark;
    }

    /** A codec operation: planned per data set, shown in the data set tables. */
    public boolean isCodec() {
        return benchmark == CodecBenchmark.class;
    }

    /** An update-stream or compression case ({@link TradeOffs}): what the proving JVM sizes first. */
    public boolean isTradeOff() {
        return benchmark == UpdateStreamBenchmark.class || benchmark == CompressionBenchmark.class;
    }

    /**
     * The JMH include pattern of this operation's method for {@code contender}: the method of its benchmark
     * class, or, for the direct-use round trip, of the class {@code direct} found for the contender.
     */
    public String include(String contender, DirectUse direct) {
        String benchmarkClass = this == DIRECT_ROUND_TRIP ? direct.benchmarkClass(contender) : benchmark.getName();
        return "^" + benchmarkClass.replace(".", "\\.") + "\\." + (this == COLD_START ? ColdStartBenchmark.METHODS : id) + "$";
    }

    /** The codec operations, in order. */
    public static List<Operation> codec() {
        return Arrays.stream(values()).filter(Operation::isCodec).toList();
    }

    /** Whether the operation means anything for this data set as a codec case (the use operations need a use function). */
    public boolean appliesTo(Dataset<?> dataset) {
        return switch (this) {
            case ENCODE, DECODE, ROUND_TRIP -> true;
            case DECODE_AND_USE, ACCESS -> dataset.useFunction().isPresent();
            default -> false; // planned by TradeOffs, as a direct-use pair or by the profile's cold start, not per data set
        };
    }

    /** Why this contender cannot run the operation on the data set, or null if it can (as the contender says). */
    public String whyNot(Contender contender, Dataset<?> dataset) {
        if (this != ACCESS) {
            return null;
        }
        Support access = contender.access(dataset.model());
        return access.supported() ? null : access.reason();
    }

    public static Operation byId(String id) {
        return Arrays.stream(values()).filter(o -> o.id.equals(id)).findFirst()
                .orElseThrow(() -> new IllegalArgumentException("no operation '" + id + "'; known: "
                        + Arrays.stream(values()).map(Operation::id).toList()));
    }
}
