package io.wirebench.adapters.wire;

import io.wirebench.core.DirectUseContender;
import io.wirebench.core.DirectUseMessages;
import io.wirebench.core.PlainOrder;
import io.wirebench.wire.TextEncoding;
import io.wirebench.wire.raw.RawWireIn;
import io.wirebench.wire.raw.RawWireOut;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;

/**
 * Our raw wire used directly, as wire/README.md shows it, with no harness type between the JMH method and the
 * wire module: a {@code Marshaller} of the benchmarks' own message type ({@link DirectOrder#MARSHALLER}), {@code writeDocument}
 * into a reused expandable heap buffer, then {@code readDocument} into one reused instance. It is the reference
 * of the direct-use pairs: the wire module is ours, so its harness cost over direct use says what the harness
 * costs a contender whose adapter does nothing the library does not already do
 * (harness/bench/README.md, "Direct-use parity"; Chronicle's pair is {@code ChronicleDirectUse}).
 *
 * <p><b>The same work as the harness's round trip</b> ({@code CodecBenchmark.roundTrip} on {@code wire-raw}):
 * the next message of the data set's rotation (array load and mask), one document written, read back into the
 * reused instance and returned. The messages are the data set's own, copied in set-up into {@link PlainOrder}s.
 * {@code WireRawDirectUseTest} checks that this class and the adapter write the same bytes for every message.
 *
 * <p>The runner finds it from JMH's benchmark list: a benchmark method named {@code directRoundTrip} whose
 * {@code contender} parameter lists the contender (CONTRIBUTING.md).
 */
@State(Scope.Thread)
public class WireRawDirectUse extends DirectRoundTripState {
    @Param("wire-raw")
    public String contender;

    @Param({"order", "orders"})
    public String dataset;

    private final RawWireOut out = new RawWireOut(bytesOut, TextEncoding.UTF_8);
    private final RawWireIn in = new RawWireIn(bytesIn, TextEncoding.UTF_8);

    @Setup
    public void setUp() {
        DirectUseContender.require("WireRawDirectUse", contender, "wire-raw");
        load("WireRawDirectUse", DirectUseMessages.ORDER_DATASETS, dataset);
    }

    @Benchmark
    public PlainOrder directRoundTrip() {
        bytesOut.reset();
        length = out.writeDocument(false, messages[next++ & mask], DirectOrder.MARSHALLER);
        bytesIn.reset(0, length);
        return in.readDocument(reuse, DirectOrder.MARSHALLER);
    }
}
