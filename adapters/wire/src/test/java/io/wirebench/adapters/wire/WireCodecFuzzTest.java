package io.wirebench.adapters.wire;

import static org.junit.jupiter.api.Assertions.assertTrue;

import com.code_intelligence.jazzer.junit.FuzzTest;
import io.wirebench.core.Codec;
import io.wirebench.core.Contender;
import io.wirebench.core.model.Dataset;
import io.wirebench.core.model.Datasets;
import io.wirebench.wire.MalformedWireException;
import java.lang.management.ManagementFactory;
import org.junit.jupiter.api.AfterAll;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * Coverage-guided fuzz targets for every wire contender's decoder on every model it carries
 * (Jazzer): the same codecs the benchmark measures, fed forged bytes. An input is two selector
 * bytes (which contender of the target's family, which data set's model) and then the message.
 * The committed seeds ({@code WireCodecFuzzTestInputs/<target>/}) are real encodings of every
 * data set, written by {@link FuzzCorpusTest}.
 *
 * <p>Every input must decode or end in a {@link MalformedWireException}, without another
 * exception, a hang, or an allocation above {@value #ALLOCATION_PER_INPUT_BYTE} times its length
 * plus 1 MiB (measured on a second decode, after the first has loaded the classes).
 */
class WireCodecFuzzTest {
    static final long ALLOCATION_PER_INPUT_BYTE = 128;
    static final long ALLOCATION_BASE = 1 << 20;
    private static final com.sun.management.ThreadMXBean THREADS =
            (com.sun.management.ThreadMXBean) ManagementFactory.getThreadMXBean();

    /** The wire contenders, by fuzz target. */
    enum Family {
        BINARY("wire-binary-named", "wire-binary-numbered", "wire-binary-fixed-named", "wire-binary-fixed-numbered", "wire-binary-fieldless"),
        RAW("wire-raw"),
        BYTES("wire-bytes-fixed", "wire-bytes-stopbit");

        final List<String> ids;

        Family(String... ids) {
            this.ids = List.of(ids);
        }

        Contender contender(int selector) {
            String id = ids.get(Math.floorMod(selector, ids.size()));
            return new WireContenders().contenders().stream().filter(c -> c.descriptor().id().equals(id)).findFirst().orElseThrow();
        }
    }

    /** The data sets a contender supports, in {@link Datasets#all()} order: the selector's range. */
    static List<Dataset<?>> supported(Contender c) {
        List<Dataset<?>> out = new ArrayList<>();
        for (Dataset<?> d : Datasets.all()) {
            if (c.supports(d.model()).supported()) {
                out.add(d);
            }
        }
        return out;
    }

    static void decode(Family family, byte[] input) throws Exception {
        if (input.length < 2) {
            return;
        }
        Contender contender = family.contender(input[0]);
        List<Dataset<?>> datasets = supported(contender);
        Dataset<?> dataset = datasets.get(Math.floorMod(input[1], datasets.size()));
        byte[] message = Arrays.copyOfRange(input, 2, input.length);
        decodeBounded(contender, dataset, message); // loads classes on first use
        long before = THREADS.getCurrentThreadAllocatedBytes();
        decodeBounded(contender, dataset, message);
        long allocated = THREADS.getCurrentThreadAllocatedBytes() - before;
        long bound = ALLOCATION_PER_INPUT_BYTE * message.length + ALLOCATION_BASE;
        assertTrue(allocated <= bound, contender.descriptor().id() + " on " + dataset.id() + " allocated " + allocated + " bytes for "
                + message.length + " bytes (bound " + bound + ")");
    }

    private static <T> void decodeBounded(Contender contender, Dataset<T> dataset, byte[] message) throws Exception {
        Codec<T> codec = contender.newCodec(dataset.model());
        codec.load(message);
        try {
            codec.decode(null);
        } catch (MalformedWireException expected) {
            // the documented refusal
        }
        try {
            codec.decode(dataset.newSample()); // into a reused instance, as the benchmark decodes
        } catch (MalformedWireException expected) {
            // the documented refusal
        }
    }

    /** Binary YAML in all five key and number styles. */
    @FuzzTest
    void binaryCodecs(byte[] input) throws Exception {
        FuzzCounts.count("WireCodecFuzzTest#binaryCodecs");
        decode(Family.BINARY, input);
    }

    /** The raw wire (no types on the wire). */
    @FuzzTest
    void rawCodec(byte[] input) throws Exception {
        FuzzCounts.count("WireCodecFuzzTest#rawCodec");
        decode(Family.RAW, input);
    }

    /** The hand-written byte codecs, fixed width and stop-bit. */
    @FuzzTest
    void bytesCodecs(byte[] input) throws Exception {
        FuzzCounts.count("WireCodecFuzzTest#bytesCodecs");
        decode(Family.BYTES, input);
    }

    @AfterAll
    static void report() {
        FuzzCounts.report();
    }
}
