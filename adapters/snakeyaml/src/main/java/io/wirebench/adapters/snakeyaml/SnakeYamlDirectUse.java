package io.wirebench.adapters.snakeyaml;

import io.wirebench.core.DirectUseRotation;
import io.wirebench.core.PlainOrder;
import io.wirebench.core.ReusableByteArrayOutputStream;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.OutputStreamWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.yaml.snakeyaml.DumperOptions;
import org.yaml.snakeyaml.LoaderOptions;
import org.yaml.snakeyaml.Yaml;
import org.yaml.snakeyaml.constructor.Constructor;
import org.yaml.snakeyaml.nodes.Tag;
import org.yaml.snakeyaml.representer.Representer;

/**
 * SnakeYAML used directly, as its documentation shows it, with no harness type between the JMH method and the
 * library: one {@link Yaml} kept for the benchmark's life (it is costly to build and not thread-safe; JMH's state is
 * per thread), built from a {@link Constructor} rooted at a JavaBean of the user's own ({@link PlainOrder}, the
 * plain bean the direct-use benchmarks share, its properties through its getters and setters) with
 * SnakeYAML 2.x's default {@link LoaderOptions}, {@code yaml.dump(bean, writer)} through one UTF-8 writer into one
 * reused byte stream, and {@code yaml.loadAs(stream, type)} from that stream's array (a new object per load, on both
 * sides: SnakeYAML cannot load into an existing one). Dumped as the adapter dumps, so that both write the same bytes:
 * block style, the root as a plain mapping ({@code addClassTag(type, Tag.MAP)}, no class tag, which SnakeYAML 2.x
 * would refuse to load anyway), and the document end marker {@code ...} ({@code explicitEnd}). Measured beside
 * {@code CodecBenchmark.roundTrip} on {@code snakeyaml} (harness/bench/README.md, "Direct-use parity").
 *
 * <p><b>What the adapter does on top, by design:</b> it refuses duplicate keys ({@code setAllowDuplicateKeys(false)};
 * SnakeYAML's default allows them), skips unknown properties ({@code setSkipMissingProperties(true)}), checks before
 * every load that the bytes end with the document end marker (a block mapping cut at a line boundary is otherwise a
 * valid shorter document), and turns SnakeYAML's errors into {@code IOException}s. Those are part of the harness
 * score, and the parity ratio shows them.
 *
 * <p>{@code SnakeYamlDirectUseTest} checks that this class writes the adapter's exact bytes for every message of
 * {@code order} and {@code orders}.
 */
@State(Scope.Thread)
public class SnakeYamlDirectUse extends DirectUseRotation {

    @Param("snakeyaml")
    public String contender;

    @Param({"order", "orders"})
    public String dataset;

    // The sink the adapter writes into as well: unsynchronized and kept between messages, so both sides pay alike for it.
    private final ReusableByteArrayOutputStream out = new ReusableByteArrayOutputStream(512);
    private final Writer writer = new OutputStreamWriter(out, StandardCharsets.UTF_8);
    private Yaml yaml;
    private PlainOrder[] messages;

    @Setup
    public void setUp() {
        messages = rotationOfCopies("SnakeYamlDirectUse", contender, "snakeyaml", dataset, PlainOrder.class);
        LoaderOptions loading = new LoaderOptions();
        DumperOptions dumping = new DumperOptions();
        dumping.setDefaultFlowStyle(DumperOptions.FlowStyle.BLOCK);
        dumping.setExplicitEnd(true);
        Representer representer = new Representer(dumping);
        representer.addClassTag(PlainOrder.class, Tag.MAP);
        yaml = new Yaml(new Constructor(PlainOrder.class, loading), representer, dumping, loading);
    }

    @Benchmark
    public PlainOrder directRoundTrip() throws IOException {
        out.reset();
        yaml.dump(messages[next++ & mask], writer);
        writer.flush();
        return yaml.loadAs(new ByteArrayInputStream(out.array(), 0, out.length()), PlainOrder.class);
    }

    /** The bytes the last call wrote; for the test that compares them with the adapter's. */
    byte[] lastWritten() {
        return out.toByteArray();
    }
}
