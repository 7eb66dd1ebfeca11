package io.wirebench.core;

import static org.junit.jupiter.api.Assertions.assertDoesNotThrow;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** The refusals of the direct-use benchmarks' set-up: of one contender, of two forms, of several. */
class DirectUseContenderTest {

    @Test
    void acceptsTheContenderItMeasures() {
        assertDoesNotThrow(() -> DirectUseContender.require("SomeDirectUse", "some", "some"));
    }

    @Test
    void refusesAnotherContenderNamingBoth() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> DirectUseContender.require("SomeDirectUse", "other", "some"));
        assertEquals("SomeDirectUse measures some, not 'other'", e.getMessage());
    }

    @Test
    void refusesAMissingContender() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> DirectUseContender.require("SomeDirectUse", null, "some"));
        assertEquals("SomeDirectUse measures some, not 'null'", e.getMessage());
    }

    @Test
    void aBenchmarkOfTwoFormsTellsWhichItWasGiven() {
        assertFalse(DirectUseContender.isSecond("SomeDirectUse", "some", "some", "some-more"));
        assertTrue(DirectUseContender.isSecond("SomeDirectUse", "some-more", "some", "some-more"));
    }

    @Test
    void aBenchmarkOfTwoFormsRefusesAThirdNamingBoth() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> DirectUseContender.isSecond("SomeDirectUse", "other", "some", "some-more"));
        assertEquals("SomeDirectUse measures some and some-more, not 'other'", e.getMessage());
        e = assertThrows(IllegalArgumentException.class,
                () -> DirectUseContender.isSecond("SomeDirectUse", null, "some", "some-more"));
        assertEquals("SomeDirectUse measures some and some-more, not 'null'", e.getMessage());
    }

    @Test
    void theRefusalOfOneThatPicksAmongSeveralReadsAsRequireWrites() {
        IllegalArgumentException e = DirectUseContender.refused("SomeDirectUse", "other", "some and some-more");
        assertEquals("SomeDirectUse measures some and some-more, not 'other'", e.getMessage());
    }
}
