package io.wirebench.adapters.wire;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.code_intelligence.jazzer.junit.FuzzTest;
import io.wirebench.core.Codec;
import io.wirebench.core.Contender;
import io.wirebench.core.model.Dataset;
import io.wirebench.core.model.Datasets;
import io.wirebench.core.model.updates.UpdateStream;
import io.wirebench.wire.MalformedWireException;
import io.wirebench.wire.fuzz.FuzzCounts;
import java.lang.management.ManagementFactory;
import org.junit.jupiter.api.AfterAll;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * Coverage-guided fuzz targets for every wire contender's decoder on every model it carries,
 * the update stream's {@code mydatatype} and {@code updates} included (Jazzer): the same codecs the
 * benchmark measures, fed forged bytes. An input is two selector
 * bytes (which contender of the target's family, which data set's model) and then the message.
 * The committed seeds ({@code WireCodecFuzzTestInputs/<target>/}) are real encodings of every
 * data set, written by {@link FuzzCorpusTest}.
 *
 * <p>Every input must decode or end in a {@link MalformedWireException}, without another
 * exception, a hang, or an allocation above {@value #ALLOCATION_PER_INPUT_BYTE} times its length
 * plus 1 MiB (measured on a second decode, after the first has loaded the classes); after a
 * refusal, the codec still decodes a real message to what was sent.
 */
class WireCodecFuzzTest {
    static final long ALLOCATION_PER_INPUT_BYTE = 128;
    static final long ALLOCATION_BASE = 1 << 20;
    private static final com.sun.management.ThreadMXBean THREADS =
            (com.sun.management.ThreadMXBean) ManagementFactory.getThreadMXBean();

    /** The wire contenders, by fuzz target. */
    enum Family {
        /** Binary YAML in all five styles, and the delta stream (binary YAML messages; it carries only {@code updates}). */
        BINARY("wire-binary-named", "wire-binary-numbered", "wire-binary-fixed-named", "wire-binary-fixed-numbered", "wire-binary-fieldless",
                "wire-delta"),
        /** The raw wire and the text codecs: schema-bound like it, fuzzed in its target so that make test's fuzz time stays. */
        RAW("wire-raw", "wire-yaml", "wire-yaml-8bit", "wire-json"),
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

    /**
     * Every data set the fuzzers feed: {@link Datasets#all()}, then the update stream's (not in
     * {@code all()} yet), last so that the committed seeds' selectors keep their meaning.
     */
    static final List<Dataset<?>> DATASETS = concat(Datasets.all(), List.of(UpdateStream.MY_DATA_TYPE, UpdateStream.UPDATES));

    private static List<Dataset<?>> concat(List<Dataset<?>> a, List<Dataset<?>> b) {
        List<Dataset<?>> all = new ArrayList<>(a);
        all.addAll(b);
        return List.copyOf(all);
    }

    /** The data sets a contender supports, in {@link #DATASETS} order: the selector's range. */
    static List<Dataset<?>> supported(Contender c) {
        List<Dataset<?>> out = new ArrayList<>();
        for (Dataset<?> d : DATASETS) {
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
        boolean[] refused = new boolean[1];
        decodeBounded(contender, dataset, message, refused); // loads classes on first use
        long before = THREADS.getCurrentThreadAllocatedBytes();
        Codec<?> codec = decodeBounded(contender, dataset, message, refused);
        long allocated = THREADS.getCurrentThreadAllocatedBytes() - before;
        long bound = ALLOCATION_PER_INPUT_BYTE * message.length + ALLOCATION_BASE;
        assertTrue(allocated <= bound, contender.descriptor().id() + " on " + dataset.id() + " allocated " + allocated + " bytes for "
                + message.length + " bytes (bound " + bound + ")");
        if (refused[0]) {
            stillDecodes(contender, dataset, codec);
        }
    }

    private static <T> Codec<T> decodeBounded(Contender contender, Dataset<T> dataset, byte[] message, boolean[] refused) throws Exception {
        Codec<T> codec = contender.newCodec(dataset.model());
        codec.load(message);
        try {
            codec.decode(null);
        } catch (MalformedWireException expected) {
            refused[0] = true; // the documented refusal
        }
        try {
            codec.decode(dataset.newSample()); // into a reused instance, as the benchmark decodes
        } catch (MalformedWireException expected) {
            refused[0] = true;
        }
        return codec;
    }

    /** Nothing of a refused message stays in the codec: a real message decodes to what was sent. */
    @SuppressWarnings("unchecked")
    private static <T> void stillDecodes(Contender contender, Dataset<T> dataset, Codec<?> used) throws Exception {
        Codec<T> codec = (Codec<T>) used;
        T sample = dataset.newSample();
        codec.encode(sample);
        codec.load(codec.encoded());
        assertEquals(sample, codec.decode(null), contender.descriptor().id() + " on " + dataset.id() + " after a refusal");
    }

    /** Binary YAML in all five key and number styles, and the delta stream. */
    @FuzzTest
    void binaryCodecs(byte[] input) throws Exception {
        FuzzCounts.count("WireCodecFuzzTest#binaryCodecs");
        decode(Family.BINARY, input);
    }

    /** The raw wire (no types on the wire), and YAML text and JSON (UTF-8 and 8-bit). */
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
