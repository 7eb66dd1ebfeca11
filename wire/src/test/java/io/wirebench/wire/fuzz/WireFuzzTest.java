package io.wirebench.wire.fuzz;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.code_intelligence.jazzer.junit.FuzzTest;
import io.wirebench.wire.AllTypes;
import io.wirebench.wire.MalformedWireException;
import io.wirebench.wire.SampleOrder;
import io.wirebench.wire.TextEncoding;
import io.wirebench.wire.WireLimits;
import io.wirebench.wire.WireReader;
import io.wirebench.wire.WireTree;
import io.wirebench.wire.binary.BinaryWireIn;
import io.wirebench.wire.binary.BinaryYamlDump;
import io.wirebench.wire.bytes.BytesIn;
import io.wirebench.wire.bytes.HeapBuffer;
import io.wirebench.wire.bytes.HexDump;
import io.wirebench.wire.json.JsonWireIn;
import io.wirebench.wire.raw.RawWireIn;
import io.wirebench.wire.text.YamlWireIn;
import org.junit.jupiter.api.AfterAll;
import java.util.function.Function;

/**
 * Coverage-guided fuzz targets for the wire library's readers and dumps (Jazzer). Run as plain
 * tests, each target reads its committed seeds, real encodings of every data set, from
 * {@code src/test/resources/io/wirebench/wire/fuzz/WireFuzzTestInputs/<target>/}; with
 * {@code JAZZER_FUZZ=1} (make fuzz, and a few seconds each in make test) Jazzer mutates them.
 *
 * <p>What every input must do, whatever it is: end normally or in a {@link MalformedWireException}
 * (its {@code WireLimitException} included), never another exception, a hang, a stack overflow or
 * an allocation above {@link FuzzBounds#ALLOCATION_PER_INPUT_BYTE} times its length plus
 * {@link FuzzBounds#ALLOCATION_BASE} bytes. Dumps also stay within their output budget.
 */
class WireFuzzTest {
    /** Every document in the input, read with {@code reader} by a reader made with {@code wire}. */
    static void documents(byte[] input, Function<BytesIn, io.wirebench.wire.WireIn> wire, WireReader<?> reader) {
        BytesIn in = new BytesIn(HeapBuffer.wrap(input), WireLimits.DEFAULT);
        io.wirebench.wire.WireIn w = wire.apply(in);
        while (in.remaining() > 0) {
            if (w instanceof BinaryWireIn b) {
                b.reset();
            } else if (w instanceof RawWireIn r) {
                r.reset();
            }
            w.readDocument(null, reader);
        }
    }

    /**
     * Binary YAML (every key and number style: one reader reads them all) as a schema-less tree and
     * as two schemas, and converted to YAML text and JSON without the schema (bounded output).
     */
    @FuzzTest
    void binaryTree(byte[] input) {
        FuzzCounts.count("WireFuzzTest#binaryTree");
        FuzzBounds.readBounded(input, () -> documents(input, BinaryWireIn::new, (r, in) -> WireTree.readRoot(in)));
        FuzzBounds.readBounded(input, () -> documents(input, BinaryWireIn::new, SampleOrder.MARSHALLER));
        FuzzBounds.readBounded(input, () -> documents(input, BinaryWireIn::new, AllTypes.MARSHALLER));
        ConversionFuzzing.binaryToText(input);
    }

    /** The raw wire has no types on the wire: only a schema can read it, in either text encoding. */
    @FuzzTest
    void raw(byte[] input) {
        FuzzCounts.count("WireFuzzTest#raw");
        FuzzBounds.readBounded(input, () -> documents(input, in -> new RawWireIn(in, TextEncoding.UTF_8), SampleOrder.MARSHALLER));
        FuzzBounds.readBounded(input, () -> documents(input, in -> new RawWireIn(in, TextEncoding.LATIN_1), AllTypes.MARSHALLER));
    }

    /**
     * YAML text and JSON: the text readers as a schema-less tree and as two schemas (JSON is read by
     * both), and the text (as a YAML stream) converted to binary YAML and back.
     */
    @FuzzTest
    void text(byte[] input) {
        FuzzCounts.count("WireFuzzTest#text");
        FuzzBounds.readBounded(input, () -> documents(input, in -> new YamlWireIn(in, TextEncoding.UTF_8), (r, in) -> WireTree.readRoot(in)));
        FuzzBounds.readBounded(input, () -> documents(input, in -> new YamlWireIn(in, TextEncoding.LATIN_1), SampleOrder.MARSHALLER));
        FuzzBounds.readBounded(input, () -> documents(input, in -> new JsonWireIn(in, TextEncoding.UTF_8), AllTypes.MARSHALLER));
        ConversionFuzzing.yamlToBinary(input);
    }

    /** The cursor the hand-written codecs read with: the input is its own script (an op code, then that op's bytes). */
    @FuzzTest
    void bytes(byte[] input) {
        FuzzCounts.count("WireFuzzTest#bytes");
        FuzzBounds.readBounded(input, () -> {
            BytesIn in = new BytesIn(HeapBuffer.wrap(input), WireLimits.builder().maxStringLength(1 << 16).maxBytesLength(1 << 16).build());
            while (in.remaining() > 0) {
                switch (in.readUnsignedByte() % 9) {
                    case 0 -> in.readStopBit();
                    case 1 -> in.readUtf8();
                    case 2 -> in.read8bit();
                    case 3 -> in.readStopBitDouble();
                    case 4 -> in.readInt();
                    case 5 -> in.readLong();
                    case 6 -> {
                        long n = in.readStopBit();
                        if (n < 0 || n > in.remaining()) {
                            return;
                        }
                        in.readBytes(new byte[(int) n], 0, (int) n);
                    }
                    case 7 -> {
                        in.enterDocument(); // checks the header against what follows
                        in.exitDocument();
                    }
                    default -> in.readDouble();
                }
            }
        });
    }

    /**
     * The YAML dump: any bytes, bounded output (a budget of 64 characters an input byte here) and
     * garbage bounded by the output: {@value FuzzBounds#DUMP_ALLOCATION_PER_CHAR} bytes a character of budget
     * (the builder's doublings, text up to two bytes a char, and the number and text values
     * rendered on the way).
     */
    @FuzzTest
    void yamlDump(byte[] input) {
        FuzzCounts.count("WireFuzzTest#yamlDump");
        int budget = 64 * input.length + 4096;
        WireLimits limits = WireLimits.builder().maxDumpLength(budget).build();
        FuzzBounds.readBounded(input, FuzzBounds.DUMP_ALLOCATION_PER_CHAR * budget + FuzzBounds.ALLOCATION_BASE, () -> {
            String dump = BinaryYamlDump.dump(HeapBuffer.wrap(input), 0, input.length, limits);
            // one value may overrun the budget by its rendering: escaped text, base64, one line's indent (2 a level)
            long bound = budget + 8L * input.length + 2L * WireLimits.DEFAULT_MAX_NESTING_DEPTH + 256;
            assertTrue(dump.length() <= bound, dump.length() + " characters for " + input.length + " bytes");
        });
    }

    /** The hex dump: exact length, every byte shown. */
    @FuzzTest
    void hexDump(byte[] input) {
        FuzzCounts.count("WireFuzzTest#hexDump");
        String dump = HexDump.of(input);
        int lines = (input.length + 15) / 16;
        assertEquals(lines, dump.lines().count());
        long hexDigits = dump.lines().mapToLong(l -> l.substring(8, 8 + 48).chars().filter(c -> c != ' ').count()).sum();
        assertEquals(2L * input.length, hexDigits);
    }

    @AfterAll
    static void report() {
        FuzzCounts.report();
    }
}
