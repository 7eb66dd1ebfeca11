package io.wirebench.conformance;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.wirebench.core.model.order.Side;
import java.io.IOException;
import org.junit.jupiter.api.Test;
import org.opentest4j.AssertionFailedError;

/** The parts of the shared direct-use proof that need no contender: setting a benchmark up, refusals, renames. */
class DirectUseCheckTest {

    /** A benchmark's shape as CONTRIBUTING.md asks for it; it measures "a" on "order" only. */
    public static class Bench {
        public String contender;
        public String dataset;
        int setUps;

        public void setUp() throws IOException {
            setUps++;
            if (contender.equals("io")) {
                throw new IOException("checked, thrown as it is");
            }
            if (!contender.equals("a")) {
                throw new IllegalArgumentException("Bench measures a, not '" + contender + "'");
            }
            if (dataset.equals("quiet")) {
                throw new IllegalArgumentException("refused without saying what");
            }
            if (!dataset.equals("order")) {
                throw new IllegalArgumentException("Bench measures order, not '" + dataset + "'");
            }
        }
    }

    /** Sets up without refusing anything: what {@code refuses} must report. */
    public static class Lenient {
        public String contender;
        public String dataset;

        public void setUp() {
        }
    }

    @Test
    void setsTheParametersThenCallsSetUpOnce() throws Throwable {
        Bench b = DirectUseCheck.setUp(Bench.class, "a", "order");
        assertEquals("a", b.contender);
        assertEquals("order", b.dataset);
        assertEquals(1, b.setUps);
        IOException e = assertThrows(IOException.class, () -> DirectUseCheck.setUp(Bench.class, "io", "order"));
        assertEquals("checked, thrown as it is", e.getMessage());
    }

    @Test
    void refusalsMustBeIllegalArgumentsThatQuoteTheRefusedId() {
        DirectUseCheck.refuses(Bench.class, "b", "order");
        DirectUseCheck.refuses(Bench.class, "a", "mediacontent");
        assertThrows(AssertionFailedError.class, () -> DirectUseCheck.refuses(Lenient.class, "b", "order"));
        assertThrows(AssertionFailedError.class, () -> DirectUseCheck.refuses(Bench.class, "io", "order"));
        AssertionFailedError quiet = assertThrows(AssertionFailedError.class, () -> DirectUseCheck.refuses(Bench.class, "a", "quiet"));
        assertTrue(quiet.getMessage().contains("without naming which"), quiet.getMessage());
    }

    /** An enum of a benchmark's own, named as the harness's. */
    enum OwnSide {
        Buy, Sell
    }

    @Test
    void mapsAnOwnEnumToTheHarnessSideByName() {
        assertEquals(Side.Buy, DirectUseCheck.side(OwnSide.Buy));
        assertEquals(Side.Sell, DirectUseCheck.side(OwnSide.Sell));
        assertNull(DirectUseCheck.side(null));
    }

    @Test
    void replacesEveryOccurrenceAndFailsWhenThereIsNone() {
        byte[] bytes = {1, 7, 8, 2, 7, 8, 7};
        assertArrayEquals(new byte[] {1, 9, 2, 9, 7}, DirectUseCheck.replaceAll(bytes, new byte[] {7, 8}, new byte[] {9}));
        assertArrayEquals(new byte[] {1, 5, 5, 5, 2}, DirectUseCheck.replaceAll(new byte[] {1, 3, 2}, new byte[] {3}, new byte[] {5, 5, 5}));
        assertThrows(AssertionFailedError.class, () -> DirectUseCheck.replaceAll(bytes, new byte[] {8, 8}, new byte[] {9}));
        assertThrows(IllegalArgumentException.class, () -> DirectUseCheck.replaceAll(bytes, new byte[0], new byte[] {9}));
    }
}
