package io.wirebench.adapters.fory;

import io.wirebench.core.DirectUseContender;
import io.wirebench.core.DirectUseMessages;
import io.wirebench.core.DirectUseRotation;
import io.wirebench.core.PlainOrder;
import java.util.Arrays;
import org.apache.fory.Fory;
import org.apache.fory.config.CompatibleMode;
import org.apache.fory.config.Language;
import org.apache.fory.memory.MemoryBuffer;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;

/**
 * Apache Fory used directly, as Fory's Java guide and its JMH suite ({@code benchmarks/java},
 * {@code UserTypeSerializeSuite}) use it for speed, with no harness type between the JMH method and the library:
 * one {@link Fory} built once in Java mode with JIT serializers compiled synchronously, reference tracking off,
 * the benchmark's own message type registered ({@link PlainOrder}, the plain class the direct-use benchmarks
 * share: the model's field names and types, nothing of the harness), and one heap {@link MemoryBuffer} reused for every message
 * ({@code serialize(buffer, obj)} after {@code writerIndex(0)}, {@code deserialize(buffer, Class)} after
 * {@code readerIndex(0)}). One class for both Fory contenders, the mode chosen by id in set-up: {@code fory}
 * (SCHEMA_CONSISTENT, Fory's default) and {@code fory-compatible} (COMPATIBLE).
 *
 * <p><b>The same work as the harness's round trip</b>: the next message of the data set's rotation (array load
 * and mask), serialized into the reused buffer, read back and returned. Fory builds a new object on every read
 * and cannot fill an existing one, so this is a new {@link PlainOrder} per call, as it is a new model object per
 * call in the adapter. The classes are registered in the adapter's order (the message, then its enum: the first
 * two of the adapter's list), so both write identical bytes ({@code ForyDirectUseTest}). The adapter maps
 * nothing; what it does beyond this is reading through a second buffer pointed at exactly the bytes written
 * and an {@code isInstance} check of the value read, both O(1) per message.
 */
@State(Scope.Thread)
public class ForyDirectUse extends DirectUseRotation {

    /** The contenders this class measures directly; the runner passes one. */
    @Param({"fory", "fory-compatible"})
    public String contender;

    @Param({"order", "orders"})
    public String dataset;

    private final MemoryBuffer buffer = MemoryBuffer.newHeapBuffer(512);
    private Fory fory;
    private PlainOrder[] messages;

    @Setup
    public void setUp() {
        boolean compatible = DirectUseContender.isSecond("ForyDirectUse", contender, "fory", "fory-compatible");
        CompatibleMode mode = compatible ? CompatibleMode.COMPATIBLE : CompatibleMode.SCHEMA_CONSISTENT;
        messages = rotation(DirectUseMessages.copies("ForyDirectUse", dataset, PlainOrder.class));
        fory = Fory.builder()
                .withLanguage(Language.JAVA)
                .requireClassRegistration(true)
                .withRefTracking(false)
                .withCodegen(true)
                .withAsyncCompilation(false)
                .withCompatibleMode(mode)
                .withClassLoader(ForyDirectUse.class.getClassLoader())
                .build();
        fory.register(PlainOrder.class);
        fory.register(PlainOrder.Side.class);
    }

    @Benchmark
    public PlainOrder directRoundTrip() {
        buffer.writerIndex(0);
        fory.serialize(buffer, messages[next++ & mask]);
        buffer.readerIndex(0);
        return fory.deserialize(buffer, PlainOrder.class);
    }

    /** The bytes the last call wrote; for the test that compares them with the adapter's. */
    byte[] lastWritten() {
        return Arrays.copyOf(buffer.getHeapMemory(), buffer.writerIndex());
    }
}
