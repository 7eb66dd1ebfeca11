package io.wirebench.bench;

import java.io.OutputStream;
import java.io.PrintStream;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collection;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import org.openjdk.jmh.runner.BenchmarkList;
import org.openjdk.jmh.runner.BenchmarkListEntry;
import org.openjdk.jmh.runner.format.OutputFormatFactory;
import org.openjdk.jmh.runner.options.VerboseMode;

/**
 * The direct-use benchmarks: per contender, a JMH class beside its adapter that uses the library the way
 * the library's own documentation or benchmarks do, with no harness type between the JMH method and the
 * library, measured beside the harness's {@code roundTrip} so that what the harness costs a library is known
 * (the runner plans the pair in the profiles that ask for it, {@link Profile#parity()}).
 *
 * <p><b>The convention</b> (CONTRIBUTING.md, "A direct-use benchmark"): one JMH {@code @State} class in the
 * adapter's module with a {@code @Benchmark} method named {@value #METHOD} that does the harness round trip's
 * work (next message of the rotation, encode, decode into one reused instance, return it), a
 * {@code @Param contender} whose values are the contender ids it measures and a {@code @Param dataset}
 * whose values are the data sets it can send. JMH's annotation processor lists it in the module's
 * {@code META-INF/BenchmarkList}; JMH reads every such list on the class path, and so does this class: nothing
 * else registers it. A method of that name without both parameters, or two classes claiming one contender,
 * is refused with the class named.
 */
public final class DirectUse {
    /** The method name every direct-use benchmark uses (the result files name the operation by it). */
    public static final String METHOD = "directRoundTrip";
    /** No direct-use benchmark at all. */
    public static final DirectUse NONE = new DirectUse(Map.of());

    private static DirectUse discovered;

    /**
     * One direct-use benchmark as JMH's list declares it.
     *
     * @param benchmarkClass the JMH class, fully qualified
     * @param contenders     the declared values of its {@code contender} parameter
     * @param datasets       the declared values of its {@code dataset} parameter
     */
    public record Declared(String benchmarkClass, List<String> contenders, List<String> datasets) {
        public Declared {
            contenders = List.copyOf(contenders);
            datasets = List.copyOf(datasets);
        }
    }

    private final Map<String, Declared> byContender;

    private DirectUse(Map<String, Declared> byContender) {
        this.byContender = Map.copyOf(byContender);
    }

    /** The benchmarks declared, each contender claimed by one at most. */
    public static DirectUse of(Collection<Declared> declared) {
        Map<String, Declared> byContender = new TreeMap<>();
        for (Declared d : declared) {
            for (String contender : d.contenders()) {
                Declared other = byContender.putIfAbsent(contender, d);
                if (other != null && !other.benchmarkClass().equals(d.benchmarkClass())) {
                    throw new IllegalStateException("two direct-use benchmarks claim contender '" + contender + "': "
                            + other.benchmarkClass() + " and " + d.benchmarkClass() + "; each contender has one");
                }
            }
        }
        return new DirectUse(byContender);
    }

    /** Every direct-use benchmark in the JMH benchmark lists on this JVM's class path (read once; the class path does not change). */
    public static synchronized DirectUse discover() {
        if (discovered == null) {
            List<Declared> declared = new ArrayList<>();
            PrintStream silent = new PrintStream(OutputStream.nullOutputStream());
            for (BenchmarkListEntry e : BenchmarkList.defaultList().getAll(OutputFormatFactory.createFormatInstance(silent, VerboseMode.SILENT),
                    List.of())) {
                Map<String, String[]> params = e.getParams().hasValue() ? e.getParams().get() : Map.of();
                declaredBy(e.getUsername(), params).ifPresent(declared::add);
            }
            discovered = of(declared);
        }
        return discovered;
    }

    /**
     * The direct-use benchmark a JMH benchmark is, if it is one: {@code username} is JMH's
     * {@code package.Class.method}, {@code params} its parameters with their declared values.
     */
    static Optional<Declared> declaredBy(String username, Map<String, String[]> params) {
        int dot = username.lastIndexOf('.');
        if (dot < 0 || !username.substring(dot + 1).equals(METHOD)) {
            return Optional.empty();
        }
        String benchmarkClass = username.substring(0, dot);
        List<String> contenders = declaredValues(benchmarkClass, params, "contender");
        List<String> datasets = declaredValues(benchmarkClass, params, "dataset");
        return Optional.of(new Declared(benchmarkClass, contenders, datasets));
    }

    private static List<String> declaredValues(String benchmarkClass, Map<String, String[]> params, String name) {
        String[] values = params.get(name);
        if (values == null || values.length == 0) {
            throw new IllegalStateException(benchmarkClass + "." + METHOD + " is a direct-use benchmark without declared values of @Param "
                    + name + ": list the " + (name.equals("contender") ? "contender ids it measures" : "data sets it can send")
                    + " there (CONTRIBUTING.md, \"A direct-use benchmark\")");
        }
        return Arrays.asList(values);
    }

    /** The direct-use benchmark of {@code contender}, if its module has one. */
    public Optional<Declared> forContender(String contender) {
        return Optional.ofNullable(byContender.get(contender));
    }

    /** Whether {@code contender} has a direct-use benchmark that can send {@code dataset}. */
    public boolean covers(String contender, String dataset) {
        Declared d = byContender.get(contender);
        return d != null && d.datasets().contains(dataset);
    }

    /** The JMH class measuring {@code contender} directly; refused, naming the contender, when it has none. */
    public String benchmarkClass(String contender) {
        Declared d = byContender.get(contender);
        if (d == null) {
            throw new IllegalStateException("no direct-use benchmark measures '" + contender + "' (a JMH method " + METHOD
                    + " whose @Param contender lists it); known: " + byContender.keySet());
        }
        return d.benchmarkClass();
    }

    /** Every contender with a direct-use benchmark, by id. */
    public Map<String, Declared> all() {
        return byContender;
    }
}
