package io.wirebench.adapters.wire;

import io.wirebench.core.DirectUseContender;
import io.wirebench.core.DirectUseMessages;
import io.wirebench.core.PlainOrder;
import io.wirebench.wire.TextEncoding;
import io.wirebench.wire.WireIn;
import io.wirebench.wire.WireOut;
import io.wirebench.wire.binary.BinaryWireIn;
import io.wirebench.wire.binary.BinaryWireOut;
import io.wirebench.wire.binary.KeyStyle;
import io.wirebench.wire.binary.NumberStyle;
import io.wirebench.wire.bytes.BytesIn;
import io.wirebench.wire.bytes.BytesOut;
import io.wirebench.wire.json.JsonWireIn;
import io.wirebench.wire.json.JsonWireOut;
import io.wirebench.wire.text.YamlWireIn;
import io.wirebench.wire.text.YamlWireOut;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;

/**
 * Our binary YAML (five key and number styles), YAML text and JSON used directly, as wire/README.md shows the wire
 * module used: the one description of the benchmarks' own message type ({@link DirectOrder#MARSHALLER}) handed to the
 * {@code WireOut}/{@code WireIn} of the form the contender id names (set-up picks it, as the adapter's descriptor
 * does), {@code writeDocument} into a reused expandable heap buffer, {@code readDocument} into one reused instance. No
 * harness type stands between the JMH method and the wire module.
 *
 * <p><b>The same work as the harness's round trip</b> ({@code CodecBenchmark.roundTrip}): the next message of the data
 * set's rotation (array load and mask), one document written, read back into the reused instance and returned. The
 * messages are the data set's own, copied in set-up. {@code WireDirectUseTest} checks that this class and each
 * contender's codec write the same bytes for every message of {@code order} and {@code orders}. 8-bit YAML cannot
 * carry {@code orders}, so it has a class of its own that declares {@code order} only ({@link WireYaml8BitDirectUse}).
 *
 * <p>The runner finds it from JMH's benchmark list: a benchmark method named {@code directRoundTrip} whose
 * {@code contender} parameter lists the contender (CONTRIBUTING.md).
 */
@State(Scope.Thread)
public class WireDirectUse extends DirectRoundTripState {
    /** The contenders this class measures directly; the runner passes one. */
    @Param({"wire-binary-named", "wire-binary-numbered", "wire-binary-fixed-named", "wire-binary-fixed-numbered",
            "wire-binary-fieldless", "wire-yaml", "wire-json"})
    public String contender;

    @Param({"order", "orders"})
    public String dataset;

    private WireOut out;
    private WireIn in;

    @Setup
    public void setUp() {
        out = writerOf(contender, bytesOut);
        in = readerOf(contender, bytesIn);
        load("WireDirectUse", DirectUseMessages.ORDER_DATASETS, dataset);
    }

    @Benchmark
    public PlainOrder directRoundTrip() {
        bytesOut.reset();
        length = out.writeDocument(false, messages[next++ & mask], DirectOrder.MARSHALLER);
        bytesIn.reset(0, length);
        return in.readDocument(reuse, DirectOrder.MARSHALLER);
    }

    /** The writer of the form {@code contender} names, with the settings its descriptor gives (WireContenders). */
    static WireOut writerOf(String contender, BytesOut out) {
        switch (contender) {
            case "wire-binary-named":
                return new BinaryWireOut(out, KeyStyle.NAMED, NumberStyle.COMPACT);
            case "wire-binary-numbered":
                return new BinaryWireOut(out, KeyStyle.NUMBERED, NumberStyle.COMPACT);
            case "wire-binary-fixed-named":
                return new BinaryWireOut(out, KeyStyle.NAMED, NumberStyle.FIXED);
            case "wire-binary-fixed-numbered":
                return new BinaryWireOut(out, KeyStyle.NUMBERED, NumberStyle.FIXED);
            case "wire-binary-fieldless":
                return new BinaryWireOut(out, KeyStyle.NONE, NumberStyle.COMPACT);
            case "wire-yaml":
                return new YamlWireOut(out, TextEncoding.UTF_8);
            case "wire-json":
                return new JsonWireOut(out, TextEncoding.UTF_8);
            default:
                throw DirectUseContender.refused("WireDirectUse", contender, "the binary YAML forms, wire-yaml and wire-json");
        }
    }

    /** The reader of the form {@code contender} names (binary YAML reads every key and number style). */
    static WireIn readerOf(String contender, BytesIn in) {
        switch (contender) {
            case "wire-yaml":
                return new YamlWireIn(in, TextEncoding.UTF_8);
            case "wire-json":
                return new JsonWireIn(in, TextEncoding.UTF_8);
            default:
                // writerOf has refused every id that is not one of the binary forms
                return new BinaryWireIn(in);
        }
    }
}
