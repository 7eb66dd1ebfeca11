package io.wirebench.conformance;

import java.lang.reflect.InvocationTargetException;
import java.util.List;
import java.util.Objects;
import java.util.stream.Stream;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The two tests every module's {@code *DirectUseTest} runs on its direct-use class (CONTRIBUTING.md, "A direct-use
 * benchmark"), written once: each measured row set up as JMH would and proved with {@link DirectUseCheck}, and each
 * row it must not measure refused. A module's test extends this with its class, its rows and the one line of the check
 * that is its library's (how reads return, how its class maps back, where its bytes may differ); this class lives in
 * the conformance kit's test-jar, which every adapter module takes in test scope.
 *
 * <pre>{@code
 * class FooDirectUseTest extends DirectUseContract<FooDirectUse> {
 *     FooDirectUseTest() {
 *         super(FooDirectUse.class, List.of("foo"), ORDER_AND_ORDERS, List.of("bar, order", "foo, mediacontent"),
 *                 roundTrips(Reads.ONE_REUSED_INSTANCE, FooDirectUse::lastWritten));
 *     }
 * }
 * }</pre>
 * A module whose check is more than that (its message class mapped back by hand, bytes that may differ) writes its
 * {@link Check} itself, with {@link DirectUseCheck}'s other steps.
 *
 * <p>One instance per class, so that the row lists the constructor was given can feed the parameterised tests.
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
public abstract class DirectUseContract<D> {

    /** The module's own part of the proof, on a benchmark already set up for {@code contender}. */
    @FunctionalInterface
    protected interface Check<D> {
        void run(D direct, String contender, DirectUseCheck check) throws Throwable;
    }

    /** The data sets a direct-use class sends (CONTRIBUTING.md): the headline order, alone and in its rotation. */
    protected static final List<String> ORDER_AND_ORDERS = List.of("order", "orders");

    /** The bytes the benchmark's last call wrote, read with the class's own accessor. */
    @FunctionalInterface
    protected interface Written<D> {
        byte[] of(D direct) throws Throwable;
    }

    private final Class<D> type;
    private final List<String> contenders;
    private final List<String> datasets;
    private final List<String[]> refused;
    private final Check<D> check;

    /**
     * @param contenders the contender ids the class measures; each is checked on every one of {@code datasets}
     * @param refused    rows {@code "contender, dataset"} the class must refuse to set up
     */
    protected DirectUseContract(Class<D> type, List<String> contenders, List<String> datasets, List<String> refused,
            Check<D> check) {
        this.type = Objects.requireNonNull(type, "type");
        this.contenders = List.copyOf(contenders);
        this.datasets = List.copyOf(datasets);
        this.refused = refused.stream().map(DirectUseContract::row).toList();
        this.check = Objects.requireNonNull(check, "check");
    }

    /**
     * The check most modules make: the benchmark method, found by its name {@code directRoundTrip} as the runner finds it,
     * called once per message; the bytes {@code written} reads after each call compared with the codec's; the fields read
     * back by name ({@link DirectUseCheck#check(org.junit.jupiter.api.function.ThrowingSupplier,
     * org.junit.jupiter.api.function.ThrowingSupplier)}); and what the reads return held to {@code reads}.
     */
    protected static <D> Check<D> roundTrips(DirectUseCheck.Reads reads, Written<D> written) {
        Objects.requireNonNull(reads, "reads");
        Objects.requireNonNull(written, "written");
        return (direct, contender, check) -> check.reads(reads).check(() -> directRoundTrip(direct), () -> written.of(direct));
    }

    /** {@link #roundTrips(DirectUseCheck.Reads, Written)} for a class whose Javadoc promises neither kind of read. */
    protected static <D> Check<D> roundTrips(Written<D> written) {
        return roundTrips(DirectUseCheck.Reads.EITHER, written);
    }

    private static Object directRoundTrip(Object direct) throws Throwable {
        try {
            return direct.getClass().getMethod("directRoundTrip").invoke(direct);
        } catch (InvocationTargetException e) {
            throw e.getCause();
        }
    }

    /** Every measured contender on every measured data set (an empty list fails the test: JUnit needs a row). */
    protected Stream<Arguments> measured() {
        return contenders.stream().flatMap(contender -> datasets.stream().map(dataset -> Arguments.of(contender, dataset)));
    }

    protected Stream<Arguments> refusals() {
        return refused.stream().map(row -> Arguments.of(row[0], row[1]));
    }

    @ParameterizedTest(name = "{0} on {1}")
    @MethodSource("measured")
    protected void directUseWritesTheAdaptersBytesAndReadsItsFields(String contender, String dataset) throws Throwable {
        check.run(DirectUseCheck.setUp(type, contender, dataset), contender, DirectUseCheck.of(contender, dataset));
    }

    @ParameterizedTest(name = "{0} on {1}")
    @MethodSource("refusals")
    protected void refusesWhatItDoesNotMeasure(String contender, String dataset) {
        DirectUseCheck.refuses(type, contender, dataset);
    }

    private static String[] row(String row) {
        String[] parts = row.split(",");
        if (parts.length != 2 || parts[0].isBlank() || parts[1].isBlank()) {
            throw new IllegalArgumentException("a refused row is \"contender, dataset\", not \"" + row + "\"");
        }
        return new String[] {parts[0].strip(), parts[1].strip()};
    }
}
