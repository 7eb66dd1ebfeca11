package io.wirebench.adapters.wire;

import static org.junit.jupiter.api.Assertions.assertTrue;

import io.wirebench.core.Codec;
import io.wirebench.core.Contender;
import io.wirebench.core.model.Dataset;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * The fuzzers' committed seed corpus: a real encoding of every data set by every wire contender
 * that carries it, so that fuzzing starts from well-formed messages of every model. The test
 * fails when the committed files differ from what the code encodes now; regenerate them with
 *
 * <pre>
 * mvn -pl adapters/wire -am test -Dtest=FuzzCorpusTest -Dsurefire.failIfNoSpecifiedTests=false -Dwirebench.fuzz.writeCorpus=true
 * </pre>
 *
 * Batches encoded in more than {@value #MAX_BATCH_SEED_BYTES} bytes (the 100- and 1000-element
 * ones) are left out: they slow every mutation and cover nothing the smaller batches of the same
 * model do not. Every other data set (db100 included) has a seed from every contender. Jazzer's findings ({@code crash-*}) in
 * the same folders are regression inputs and are left alone.
 */
class FuzzCorpusTest {
    static final int MAX_BATCH_SEED_BYTES = 4 * 1024;
    static final Path CODEC_SEEDS = Path.of("src/test/resources/io/wirebench/adapters/wire/WireCodecFuzzTestInputs");
    static final Path WIRE_SEEDS = Path.of("../../wire/src/test/resources/io/wirebench/wire/fuzz/WireFuzzTestInputs");

    /** Every seed file, by path. */
    static Map<Path, byte[]> seeds() throws IOException {
        Map<Path, byte[]> seeds = new LinkedHashMap<>();
        for (WireCodecFuzzTest.Family family : WireCodecFuzzTest.Family.values()) {
            String target = switch (family) {
                case BINARY -> "binaryCodecs";
                case RAW -> "rawCodec";
                case BYTES -> "bytesCodecs";
            };
            for (int c = 0; c < family.ids.size(); c++) {
                Contender contender = family.contender(c);
                List<Dataset<?>> datasets = WireCodecFuzzTest.supported(contender);
                for (int d = 0; d < datasets.size(); d++) {
                    byte[] encoded = encode(contender, datasets.get(d));
                    if (encoded.length > MAX_BATCH_SEED_BYTES && datasets.get(d).batchSize() > 1) {
                        continue;
                    }
                    String name = contender.descriptor().id() + "__" + datasets.get(d).id().replaceAll("[^A-Za-z0-9._-]", "_");
                    byte[] seed = new byte[encoded.length + 2];
                    seed[0] = (byte) c;
                    seed[1] = (byte) d;
                    System.arraycopy(encoded, 0, seed, 2, encoded.length);
                    seeds.put(CODEC_SEEDS.resolve(target).resolve(name), seed);
                    // the wire library's own targets read the bare documents
                    String id = contender.descriptor().id();
                    List<String> wireTargets = switch (family) {
                        case BINARY -> List.of("binaryTree", "yamlDump");
                        // the text codecs' documents are the text target's seeds, written below
                        case RAW -> id.equals("wire-raw") ? List.of("raw") : List.<String>of();
                        case BYTES -> List.of("bytes");
                    };
                    for (String t : wireTargets) {
                        seeds.put(WIRE_SEEDS.resolve(t).resolve(name), encoded);
                    }
                    if (!wireTargets.isEmpty() && datasets.get(d).id().equals("order")) {
                        seeds.put(WIRE_SEEDS.resolve("hexDump").resolve(name), encoded);
                    }
                }
            }
        }
        // the text readers' target reads YAML and JSON documents
        for (Contender contender : new WireContenders().contenders()) {
            String id = contender.descriptor().id();
            if (id.equals("wire-yaml") || id.equals("wire-json")) {
                for (Dataset<?> dataset : WireCodecFuzzTest.supported(contender)) {
                    byte[] encoded = encode(contender, dataset);
                    if (encoded.length <= MAX_BATCH_SEED_BYTES || dataset.batchSize() <= 1) {
                        seeds.put(WIRE_SEEDS.resolve("text").resolve(id + "__" + dataset.id().replaceAll("[^A-Za-z0-9._-]", "_")), encoded);
                    }
                }
            }
        }
        return seeds;
    }

    private static <T> byte[] encode(Contender contender, Dataset<T> dataset) throws IOException {
        Codec<T> codec = contender.newCodec(dataset.model());
        codec.encode(dataset.newSample());
        return codec.encoded();
    }

    @Test
    void theCommittedSeedsAreTheEncodingsOfEveryDataSet() throws IOException {
        Map<Path, byte[]> seeds = seeds();
        assertTrue(seeds.size() > WireCodecFuzzTest.DATASETS.size(), seeds.size() + " seeds");
        if (Boolean.getBoolean("wirebench.fuzz.writeCorpus")) {
            write(seeds);
        }
        List<String> stale = new ArrayList<>();
        for (Map.Entry<Path, byte[]> e : seeds.entrySet()) {
            if (!Files.exists(e.getKey())) {
                stale.add("missing " + e.getKey());
            } else if (!java.util.Arrays.equals(Files.readAllBytes(e.getKey()), e.getValue())) {
                stale.add("changed " + e.getKey());
            }
        }
        assertTrue(stale.isEmpty(), stale.size() + " seed(s) differ from the current encodings; regenerate the corpus"
                + " (see FuzzCorpusTest): " + stale.subList(0, Math.min(5, stale.size())));
    }

    private static void write(Map<Path, byte[]> seeds) throws IOException {
        for (Path dir : List.of(CODEC_SEEDS, WIRE_SEEDS)) {
            if (Files.isDirectory(dir)) {
                try (var files = Files.walk(dir)) {
                    for (Path f : files.filter(Files::isRegularFile).filter(f -> !f.getFileName().toString().startsWith("crash-")).toList()) {
                        Files.delete(f);
                    }
                }
            }
        }
        for (Map.Entry<Path, byte[]> e : seeds.entrySet()) {
            Files.createDirectories(e.getKey().getParent());
            Files.write(e.getKey(), e.getValue());
        }
    }
}
