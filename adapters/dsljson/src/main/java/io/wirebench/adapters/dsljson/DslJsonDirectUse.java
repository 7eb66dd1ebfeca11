package io.wirebench.adapters.dsljson;

import com.dslplatform.json.CompiledJson;
import com.dslplatform.json.DslJson;
import com.dslplatform.json.JsonAttribute;
import com.dslplatform.json.JsonReader;
import com.dslplatform.json.JsonWriter;
import io.wirebench.core.DirectUseContender;
import io.wirebench.core.DirectUseMessages;
import io.wirebench.core.DirectUseRotation;
import io.wirebench.core.model.order.Order;
import java.io.IOException;
import java.util.Arrays;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;

/**
 * DSL-JSON used directly, in the mode its README names as its fastest (compile-time databinding: {@code @CompiledJson}
 * on the user's own class, {@link DirectOrder}, whose converter DSL-JSON's annotation processor generates when this
 * module is compiled), with no harness type between the JMH method and the library: one reused {@link JsonWriter}
 * ({@code reset()}, then {@code DslJson.serialize(writer, value)}), one reused {@link JsonReader} pointed at the
 * writer's own array ({@code process(bytes, length)}), and {@code next(type, instance)}, which binds into one reused
 * instance (the README's "binding to an existing instance ... to reduce GC"). Doubles are read with
 * {@code DoublePrecision.EXACT} and the price keeps the sign of -0.0 through the adapter's {@link NegativeZero} field
 * converter: both are the adapter's fixes of DSL-JSON defaults that would change the values, applied here too so that
 * both sides carry the same values and write the same bytes. Measured beside {@code CodecBenchmark.roundTrip}
 * (harness/bench/README.md, "Direct-use parity").
 *
 * <p><b>Both contenders, one direct use.</b> {@code dsl-json-compiled} binds the generated converter of an annotated
 * copy of the shared model ({@code CompiledOrder}); {@code dsl-json} binds a hand-written converter in the shape of a
 * generated one over the model itself (its runtime analysis, {@code Settings.withRuntime()}, serves only the other
 * models: for {@code Order} it would drop the boolean {@code isFlag()} property). A DSL-JSON user writing this
 * message would annotate it, so the direct side of both is the generated converter of this class on a
 * {@code DslJson} without the runtime analysis: with it, DSL-JSON serializes such a bean through its reflection-built
 * converter instead. The generated converter writes the six fields in its own order (longInt, text, price, flag,
 * side, smallInt), as {@code dsl-json-compiled}'s does; {@code dsl-json}'s hand-written one writes them in the
 * published order: the same JSON object, the same bytes in another arrangement.
 *
 * <p><b>What the adapters do on top, by design:</b> {@code dsl-json-compiled} copies the shared {@code Order} into
 * its annotated copy before each write and out of it after each read (the shared model cannot carry DSL-JSON's
 * annotation); both check for a JSON {@code null} before binding. That copy is part of the harness score, and the
 * parity ratio shows it.
 *
 * <p>{@code DslJsonDirectUseTest} checks, for every message of {@code order} and {@code orders}, that this class
 * writes {@code dsl-json-compiled}'s exact bytes, and as many bytes as {@code dsl-json}, which its codec reads back
 * as the message.
 */
@State(Scope.Thread)
public class DslJsonDirectUse extends DirectUseRotation {

    @Param({"dsl-json", "dsl-json-compiled"})
    public String contender;

    @Param({"order", "orders"})
    public String dataset;

    private DirectOrder reuse;
    private DslJson<Object> dsl;
    private JsonWriter writer;
    private JsonReader<Object> reader;
    private DirectOrder[] messages;

    @Setup
    public void setUp() {
        // the direct side of both contenders is the same (class comment): only a third is refused
        DirectUseContender.isSecond("DslJsonDirectUse", contender, "dsl-json", "dsl-json-compiled");
        messages = rotation(DirectUseMessages.copies("DslJsonDirectUse", dataset, DirectOrder.class));
        dsl = new DslJson<>(new DslJson.Settings<Object>().doublePrecision(JsonReader.DoublePrecision.EXACT));
        // the generated converter, registered as DSL-JSON's service loader registers the ones it finds (javac names the
        // converter of a nested class with the binary name's '$')
        new _DslJsonDirectUse$DirectOrder_DslJsonConverter().configure(dsl);
        JsonWriter.WriteObject<?> converter = dsl.tryFindWriter(DirectOrder.class);
        if (converter == null || !converter.getClass().getName().contains("_DslJsonConverter")) {
            throw new IllegalStateException("DSL-JSON has no compiled converter for DirectOrder: was the annotation processor run? found "
                    + (converter == null ? null : converter.getClass().getName()));
        }
        writer = dsl.newWriter(512);
        reader = dsl.newReader();
        reuse = copyOfLast(messages);
    }

    @Benchmark
    public DirectOrder directRoundTrip() throws IOException {
        writer.reset();
        dsl.serialize(writer, messages[next++ & mask]);
        reader.process(writer.getByteBuffer(), writer.size());
        return reader.next(DirectOrder.class, reuse);
    }

    /** The bytes the last call wrote; for the test that compares them with the adapter's. */
    byte[] lastWritten() {
        return Arrays.copyOf(writer.getByteBuffer(), writer.size());
    }

    /** This benchmark's own enum, named as the published message's. */
    public enum Side {
        Buy, Sell
    }

    /** The message as a DSL-JSON user's own class: public fields in the published order, compiled databinding. */
    @CompiledJson(onUnknown = CompiledJson.Behavior.IGNORE)
    public static final class DirectOrder {
        @JsonAttribute(converter = NegativeZero.Field.class)
        public double price;
        public boolean flag;
        public String text;
        public Side side;
        public int smallInt;
        public long longInt;
    }
}
