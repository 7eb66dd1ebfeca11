package io.wirebench.adapters.kryo;

import com.esotericsoftware.kryo.Kryo;
import com.esotericsoftware.kryo.io.Input;
import com.esotericsoftware.kryo.io.Output;
import com.esotericsoftware.kryo.unsafe.UnsafeInput;
import com.esotericsoftware.kryo.unsafe.UnsafeOutput;
import io.wirebench.core.DirectUseContender;
import io.wirebench.core.DirectUseMessages;
import io.wirebench.core.DirectUseRotation;
import io.wirebench.core.PlainOrder;
import java.util.Arrays;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;

/**
 * Kryo used directly, as Kryo's README shows it for speed, with no harness type between the JMH method and the
 * library: one {@link Kryo} with the benchmark's own message type ({@link PlainOrder}, the plain class the direct-use
 * benchmarks share: the model's field names, types and order, which {@code FieldSerializer}'s layout follows)
 * registered under an explicit id ("Registration"),
 * references off (Kryo 5's default; the settings come from the adapter's {@code KryoRegistry.configured}, so both run
 * Kryo alike), one {@link Output} reset per message and one {@link Input} pointed at the
 * output's array ("Quickstart"). One class for the three Kryo contenders, configured by id in set-up:
 * <ul>
 * <li>{@code kryo}: {@code writeObject}/{@code readObject}, safe heap buffers, varint ints and longs;</li>
 * <li>{@code kryo-unsafe}: the same calls over {@code UnsafeOutput}/{@code UnsafeInput} with fixed-width ints and
 * longs, in the buffers and in {@code FieldSerializer} ("Unsafe buffers", "Variable length encoding");</li>
 * <li>{@code kryo-classandobject}: {@code writeClassAndObject}/{@code readClassAndObject}, the class id written
 * before the object ("Reading and writing objects").</li>
 * </ul>
 *
 * <p><b>The same work as the harness's round trip</b>: the next message of the data set's rotation (array load
 * and mask), written into the reused output, read back and returned. Kryo's {@code FieldSerializer} builds a new
 * object on every read and cannot fill an existing one, so this is a new {@link PlainOrder} per call, as it is
 * a new model object per call in the adapter. The registration ids are the ones the adapter's registry gives the
 * model's classes, so that the two write identical bytes ({@code KryoDirectUseTest} checks every message of
 * {@code order} and {@code orders}). The adapter reads and writes the model classes themselves: it maps nothing,
 * and adds only the type check of {@code readClassAndObject}'s result (an {@code instanceof}), done here too.
 */
@State(Scope.Thread)
public class KryoDirectUse extends DirectUseRotation {
    /** The id the adapter's registry gives {@code Order} (after Kryo's nine defaults and its two collections). */
    static final int ORDER_ID = 11;
    /** The id the adapter's registry gives {@code Side}. */
    static final int SIDE_ID = 12;

    /** The contenders this class measures directly; the runner passes one. */
    @Param({"kryo", "kryo-classandobject", "kryo-unsafe"})
    public String contender;

    @Param({"order", "orders"})
    public String dataset;

    private Kryo kryo;
    private Output output;
    private Input input;
    private boolean classAndObject;
    private PlainOrder[] messages;

    @Setup
    public void setUp() {
        boolean fixedWidth;
        switch (contender) {
            case "kryo" -> {
                fixedWidth = false;
                classAndObject = false;
            }
            case "kryo-classandobject" -> {
                fixedWidth = false;
                classAndObject = true;
            }
            case "kryo-unsafe" -> {
                fixedWidth = true;
                classAndObject = false;
            }
            default -> throw DirectUseContender.refused("KryoDirectUse", contender, "kryo, kryo-classandobject and kryo-unsafe");
        }
        messages = rotation(DirectUseMessages.copies("KryoDirectUse", dataset, PlainOrder.class));
        kryo = KryoRegistry.configured(fixedWidth);
        if (fixedWidth) {
            output = new UnsafeOutput(1024, -1);
            input = new UnsafeInput();
            output.setVariableLengthEncoding(false);
            input.setVariableLengthEncoding(false);
        } else {
            output = new Output(1024, -1);
            input = new Input();
        }
        kryo.register(PlainOrder.class, ORDER_ID);
        kryo.register(PlainOrder.Side.class, SIDE_ID);
    }

    @Benchmark
    public PlainOrder directRoundTrip() {
        PlainOrder message = messages[next++ & mask];
        output.reset();
        if (classAndObject) {
            kryo.writeClassAndObject(output, message);
            input.setBuffer(output.getBuffer(), 0, output.position());
            Object read = kryo.readClassAndObject(input);
            // The type comes from the bytes; the adapter checks it, so this does too.
            if (!(read instanceof PlainOrder order)) {
                throw new IllegalStateException("expected a PlainOrder, read " + read);
            }
            return order;
        }
        kryo.writeObject(output, message);
        input.setBuffer(output.getBuffer(), 0, output.position());
        return kryo.readObject(input, PlainOrder.class);
    }

    /** The bytes the last call wrote; for the test that compares them with the adapter's. */
    byte[] lastWritten() {
        return Arrays.copyOf(output.getBuffer(), output.position());
    }
}
