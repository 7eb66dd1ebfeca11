package io.wirebench.wire;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.wirebench.wire.binary.BinaryYamlDump;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.api.Test;

/**
 * The published Order (docs/SOURCES.md) in every rendering: exact sizes (4-byte header included; the targets of
 * the wire-format latency article (docs/SOURCES.md) are upper bounds) and the empty document's dump. The order's own
 * dump in each binary rendering is checked, exactly, by {@code BinaryYamlDumpTest}.
 */
class OrderSizesAndDumpsTest {

    @ParameterizedTest(name = "{0}: {1} bytes")
    @CsvSource({
            "BINARY_NAMED, 70",
            "BINARY_NUMBERED, 38",
            "BINARY_FIXED_NAMED, 84",
            "BINARY_FIXED_NUMBERED, 52",
            "BINARY_FIELDLESS, 32",
            "RAW, 43",
            "RAW_8BIT, 43",
    })
    void orderHasTheExpectedSize(Renderings rendering, int expected) {
        byte[] bytes = rendering.write(SampleOrder.reference(), SampleOrder.MARSHALLER);
        assertEquals(expected, bytes.length);
        assertEquals(SampleOrder.reference(), rendering.read(bytes, null, SampleOrder.MARSHALLER));
    }

    @ParameterizedTest
    @org.junit.jupiter.params.provider.EnumSource(value = Renderings.class, names = "BINARY.*", mode = org.junit.jupiter.params.provider.EnumSource.Mode.MATCH_ANY)
    void anEmptyDocumentReadsAsAMessageOfDefaults(Renderings rendering) {
        byte[] empty = rendering.write(null, (x, out) -> { });
        assertEquals(4, empty.length);
        assertEquals(new SampleOrder(), rendering.read(empty, null, SampleOrder.MARSHALLER));
        assertEquals("--- #binary\n{}\n", BinaryYamlDump.dump(empty)); // an empty mapping, not an empty document (null)
    }

    @Test
    void emptyRawDocumentIsTooShortForAnOrder() {
        byte[] empty = Renderings.RAW.write(null, (x, out) -> { });
        org.junit.jupiter.api.Assertions.assertThrows(MalformedWireException.class, () -> Renderings.RAW.read(empty, null, SampleOrder.MARSHALLER));
    }
}
