package io.wirebench.adapters.boon;

import io.wirebench.core.DirectUseContender;
import io.wirebench.core.DirectUseMessages;
import io.wirebench.core.DirectUseRotation;
import io.wirebench.core.PlainOrder;
import java.util.List;
import org.boon.json.JsonFactory;
import org.boon.json.ObjectMapper;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;

/**
 * Boon used directly, as its README and wiki ("Boon JSON") show it, with no harness type between the JMH method and
 * the library: one {@code ObjectMapper} from {@code JsonFactory.create()}, reused, {@code writeValueAsBytes} of a
 * class of the user's own ({@link PlainOrder}, the plain class the direct-use benchmarks share, whose fields Boon's
 * reflection-based serializer reads) and
 * {@code readValue(bytes, type)}. Boon's API has no caller-owned buffer and no reuse of the read instance, so each
 * call makes a new {@code byte[]} and a new object, on both sides. Measured beside {@code CodecBenchmark.roundTrip}
 * on {@code boon} (harness/bench/README.md, "Direct-use parity"), on {@code order} only: Boon's number parser reads
 * some of the {@code orders} prices one unit in the last place off, so the contender does not support that data set.
 *
 * <p><b>What the adapter does on top, by design:</b> it builds its mapper over a plain {@code JsonParserFactory}
 * (Boon's validating parser) instead of the one {@code JsonFactory.create()} builds, whose lax parser accepts
 * truncated JSON without an error; it counts brackets before every parse to refuse an unclosed root object, which
 * even the validating parser reads as whole; and it turns Boon's runtime errors into {@code IOException}s. Those
 * are part of the harness score, and the parity ratio shows them (what the validating parser costs over the lax one
 * included).
 *
 * <p>Needs the module's JVM flag {@code -Dorg.boon.faststringutils.disable=true} on JDK 9 and later (README), as the
 * adapter does. {@code BoonDirectUseTest} checks that this class writes the adapter's exact bytes for every message
 * of {@code order}.
 */
@State(Scope.Thread)
public class BoonDirectUse extends DirectUseRotation {

    @Param("boon")
    public String contender;

    @Param("order")
    public String dataset;

    private ObjectMapper mapper;
    private byte[] written;
    private PlainOrder[] messages;

    @Setup
    public void setUp() {
        DirectUseContender.require("BoonDirectUse", contender, "boon");
        // order only: Boon does not carry the prices of orders exactly
        messages = rotation(DirectUseMessages.copies("BoonDirectUse", List.of("order"), dataset, PlainOrder.class));
        mapper = JsonFactory.create();
    }

    @Benchmark
    public PlainOrder directRoundTrip() {
        written = mapper.writeValueAsBytes(messages[next++ & mask]);
        return mapper.readValue(written, PlainOrder.class);
    }

    /** The bytes the last call wrote; for the test that compares them with the adapter's. */
    byte[] lastWritten() {
        return written.clone();
    }
}
