package io.wirebench.adapters.wire;

import io.wirebench.core.DirectUseContender;
import io.wirebench.core.PlainOrder;
import io.wirebench.wire.TextEncoding;
import io.wirebench.wire.text.YamlWireIn;
import io.wirebench.wire.text.YamlWireOut;
import java.util.List;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;

/**
 * Our YAML text with 8-bit text ({@code TextEncoding.LATIN_1}) used directly, as {@link WireDirectUse} uses the other
 * text and binary forms: the benchmarks' own message type and its one description, {@code writeDocument} into a
 * reused expandable heap buffer, {@code readDocument} into one reused instance, no harness type in between. A class of
 * its own only because its {@code @Param dataset} differs: 8-bit text refuses the {@code orders} rotation's text beyond
 * U+00FF, as the contender does ({@code WireContender.supports}), so it declares {@code order} alone.
 * {@code WireDirectUseTest} checks that it writes the adapter's bytes for every message of {@code order}.
 */
@State(Scope.Thread)
public class WireYaml8BitDirectUse extends DirectRoundTripState {
    /** The data sets of {@link #dataset}, which set-up checks against. */
    static final List<String> DATASETS = List.of("order");

    @Param("wire-yaml-8bit")
    public String contender;

    @Param("order")
    public String dataset;

    private final YamlWireOut out = new YamlWireOut(bytesOut, TextEncoding.LATIN_1);
    private final YamlWireIn in = new YamlWireIn(bytesIn, TextEncoding.LATIN_1);

    @Setup
    public void setUp() {
        DirectUseContender.require("WireYaml8BitDirectUse", contender, "wire-yaml-8bit");
        load("WireYaml8BitDirectUse", DATASETS, dataset);
    }

    @Benchmark
    public PlainOrder directRoundTrip() {
        bytesOut.reset();
        length = out.writeDocument(false, messages[next++ & mask], DirectOrder.MARSHALLER);
        bytesIn.reset(0, length);
        return in.readDocument(reuse, DirectOrder.MARSHALLER);
    }
}
