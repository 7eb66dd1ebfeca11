package io.wirebench.conformance;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.Test;

class GoldenBytesTest {
    private static final String A = "lib order 1 30 0a7d";

    @Test
    void aChangedDigestIsReportedBothWays() {
        assertEquals(List.of("- " + A, "+ lib order 1 30 ffff"), GoldenBytes.diff(List.of(A), List.of("lib order 1 30 ffff")));
    }

    @Test
    void theAnyDigestHoldsTheLengthButNotTheBytes() {
        List<String> recorded = List.of("lib db 1 90 *");
        assertEquals(List.of(), GoldenBytes.diff(recorded, List.of("lib db 1 90 abcd")));
        assertEquals(List.of("- lib db 1 90 *", "+ lib db 1 91 abcd"), GoldenBytes.diff(recorded, List.of("lib db 1 91 abcd")));
        assertEquals(List.of("- lib db 1 90 *"), GoldenBytes.diff(recorded, List.of()));
    }

    @Test
    void aLineNotRecordedAndARefusalThatStoppedAreReported() {
        assertEquals(List.of("- lib order~nan 1 ! java.lang.IllegalArgumentException", "+ lib order~nan 1 8 00ff"),
                GoldenBytes.diff(List.of("lib order~nan 1 ! java.lang.IllegalArgumentException"), List.of("lib order~nan 1 8 00ff")));
        assertEquals(List.of("+ " + A), GoldenBytes.diff(List.of(), List.of(A)));
    }

    @Test
    void commentsAndBlankLinesAreNotRecordedLines() {
        assertEquals(List.of(A, "lib db 1 90 *"), GoldenBytes.parse("# a comment\n\n  " + A + "  \n#\nlib db 1 90 *\n"));
    }
}
