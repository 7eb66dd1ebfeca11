package io.wirebench.core;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.wirebench.core.ReferenceContender.Flaw;
import io.wirebench.core.model.Dataset;
import io.wirebench.core.model.Datasets;
import io.wirebench.core.model.Edge;
import io.wirebench.core.model.EdgeSamples;
import io.wirebench.core.model.Models;
import io.wirebench.core.model.order.Order;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class ConformanceCheckTest {
    private static final Dataset<?> READ_USE = Datasets.byId("readuse");

    @Test
    void acceptsACodecThatKeepsTheContract() {
        ReferenceContender reference = new ReferenceContender(Flaw.NONE);
        byte[] bytes = ConformanceCheck.verify(reference, Datasets.ORDER);
        Codec<Order> codec = reference.newCodec(Models.ORDER);
        codec.load(bytes);
        assertDoesNotThrowChecked(() -> assertEquals(Datasets.order(), codec.decode(null)), "the returned bytes are the sample's");
        ConformanceCheck.verify(reference, READ_USE);
    }

    @Test
    void acceptsACodecThatDoesNotClaimToDetectTruncationAndDoesNotReturnTheWholeMessage() {
        ConformanceCheck.verify(new ReferenceContender(Flaw.NONE, false, null), Datasets.ORDER);
    }

    /** One broken codec per rule: each is rejected, and the message names the rule it broke and the message it broke it on. */
    @ParameterizedTest(name = "{0} breaks [{1}]")
    @CsvSource(delimiter = '|', value = {
            "IGNORES_INPUT_WITH_REUSE | reuse           | sample",
            "MEMOISES_OUTPUT          | round trip      | edge",
            "SILENTLY_TRUNCATES       | truncation      | decode to the whole message",
            "PARTIAL_DECODE           | truncation      | the descriptor says truncation is detected",
            "WRONG_LENGTH             | length          | encode reported",
            "NONDETERMINISTIC         | determinism     | gave different bytes",
            "MANGLES_SPECIAL_DOUBLES  | round trip      | edge NaN",
            "DROPS_NON_LATIN1         | round trip      | edge non-Latin-1 text",
            "LEANS_ON_ENCODER         | fresh codec     | threw",
            "CHANGES_INPUT            | input unchanged | changed the message",
    })
    void rejectsACodecThatBreaksARule(Flaw flaw, String rule, String detail) {
        ConformanceFailure failure = assertThrows(ConformanceFailure.class,
                () -> ConformanceCheck.verify(new ReferenceContender(flaw), Datasets.ORDER));
        assertTrue(failure.getMessage().startsWith("[" + rule + "] reference on order"), failure.getMessage());
        assertTrue(failure.getMessage().contains(detail), failure.getMessage());
    }

    @Test
    void theMeasuringJvmsGuardChecksEveryMessageOfTheDataSetComesBack() {
        ConformanceCheck.verifyRoundTrips(new ReferenceContender(Flaw.NONE), Datasets.byId("orders"));
        // the second order of the rotation encodes to the first order's bytes
        ConformanceFailure failure = assertThrows(ConformanceFailure.class,
                () -> ConformanceCheck.verifyRoundTrips(new ReferenceContender(Flaw.MEMOISES_OUTPUT), Datasets.byId("orders")));
        assertTrue(failure.getMessage().startsWith("[round trip] reference on orders"), failure.getMessage());
        assertTrue(failure.getMessage().contains("sample 1 of 256"), failure.getMessage());
    }

    /** What the guard leaves to the proving JVM: edge messages and cut bytes are never shown to the measuring JIT. */
    @ParameterizedTest
    @CsvSource({"SILENTLY_TRUNCATES", "DROPS_NON_LATIN1", "MANGLES_SPECIAL_DOUBLES", "LEANS_ON_ENCODER"})
    void theMeasuringJvmsGuardLeavesEdgesAndCutsToTheProvingJvm(Flaw flaw) {
        ConformanceCheck.verifyRoundTrips(new ReferenceContender(flaw), Datasets.ORDER);
        assertThrows(ConformanceFailure.class, () -> ConformanceCheck.verify(new ReferenceContender(flaw), Datasets.ORDER));
    }

    @Test
    void rejectsWrongDirectAccess() {
        ConformanceCheck.verify(new ReferenceContender(Flaw.NONE), READ_USE);
        ConformanceFailure failure = assertThrows(ConformanceFailure.class,
                () -> ConformanceCheck.verify(new ReferenceContender(Flaw.WRONG_DIRECT_ACCESS), READ_USE));
        assertTrue(failure.getMessage().startsWith("[direct access] reference on readuse"), failure.getMessage());
    }

    @Test
    void rejectsAnAccessAnswerTheCodecContradicts() {
        ConformanceFailure failure = assertThrows(ConformanceFailure.class,
                () -> ConformanceCheck.verify(new ReferenceContender(Flaw.HIDES_ACCESS), READ_USE));
        assertTrue(failure.getMessage().startsWith("[access signal] reference on readuse"), failure.getMessage());
        assertTrue(failure.getMessage().contains("says no but the codec offers DirectAccess"), failure.getMessage());
    }

    @Test
    void aDeclaredEdgeLimitSkipsExactlyThatEdgeAndIsReal() {
        ReferenceContender declared = new ReferenceContender(Flaw.MANGLES_SPECIAL_DOUBLES, true,
                Descriptor.builder("reference").cannotCarry(Edge.NAN, "test: NaN is written as 0")
                        .cannotCarry(Edge.NEGATIVE_ZERO, "test: -0.0 is written as 0"));
        ConformanceCheck.verify(declared, Datasets.ORDER);
        assertFalse(ConformanceCheck.carriesExactly(declared, Models.ORDER, edge(Edge.NAN)));
        assertTrue(ConformanceCheck.carriesExactly(new ReferenceContender(Flaw.NONE), Models.ORDER, edge(Edge.NAN)));

        // Declaring one edge does not excuse another: this codec also drops non-Latin-1 text.
        ReferenceContender other = new ReferenceContender(Flaw.DROPS_NON_LATIN1, true,
                Descriptor.builder("reference").cannotCarry(Edge.NAN, "test"));
        ConformanceFailure failure = assertThrows(ConformanceFailure.class, () -> ConformanceCheck.verify(other, Datasets.ORDER));
        assertTrue(failure.getMessage().startsWith("[round trip]"), failure.getMessage());
    }

    @Test
    void anEdgeLimitNeedsAReason() {
        assertThrows(IllegalArgumentException.class, () -> Descriptor.builder("x").displayName("x").family("x").library("jdk", "17")
                .format(Descriptor.Format.BINARY).schemaStyle(Descriptor.SchemaStyle.HAND_WRITTEN).cannotCarry(Edge.NAN, " ").build());
    }

    @Test
    void cutsOneByteShortHalfAndTheFirstFewBytes() {
        assertArrayEquals(new int[] {99, 50, 8, 4, 1, 0}, ConformanceCheck.cuts(100));
        assertArrayEquals(new int[] {4, 2, 1, 0}, ConformanceCheck.cuts(5));
        assertArrayEquals(new int[] {0}, ConformanceCheck.cuts(1));
        assertArrayEquals(new int[] {}, ConformanceCheck.cuts(0));
    }

    @Test
    void aTextFormatIsCutShortOfItsTrailingWhitespaceOnly() {
        Descriptor text = Descriptor.builder("t").displayName("t").family("t").library("jdk", "17")
                .format(Descriptor.Format.TEXT).schemaStyle(Descriptor.SchemaStyle.HAND_WRITTEN).build();
        Descriptor binary = Descriptor.builder("b").displayName("b").family("b").library("jdk", "17")
                .format(Descriptor.Format.BINARY).schemaStyle(Descriptor.SchemaStyle.HAND_WRITTEN).build();
        byte[] yaml = "a: 1\n...\n \r\n".getBytes(java.nio.charset.StandardCharsets.UTF_8);
        assertEquals(8, ConformanceCheck.significantLength(text, yaml));
        assertEquals(yaml.length, ConformanceCheck.significantLength(binary, yaml));
    }

    @Test
    void aDescriptorClaimsNothingByDefault() {
        Descriptor d = Descriptor.builder("d").displayName("d").family("d").library("jdk", "17")
                .format(Descriptor.Format.BINARY).schemaStyle(Descriptor.SchemaStyle.HAND_WRITTEN).build();
        assertFalse(d.detectsTruncation());
        assertTrue(d.edgeLimits().isEmpty());
    }

    private static EdgeSamples.EdgeSample<Order> edge(Edge kind) {
        return EdgeSamples.of(Models.ORDER).stream().filter(e -> e.edge() == kind).findFirst().orElseThrow();
    }

    private interface Checked {
        void run() throws Exception;
    }

    private static void assertDoesNotThrowChecked(Checked body, String what) {
        try {
            body.run();
        } catch (Exception e) {
            throw new AssertionError(what, e);
        }
    }
}
