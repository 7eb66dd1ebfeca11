package io.wirebench.core;

import static org.junit.jupiter.api.Assertions.assertDoesNotThrow;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.junit.jupiter.api.Test;

/** The one-contender refusal of the direct-use benchmarks' set-up. */
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
    void theRefusalOfOneThatPicksAmongSeveralReadsAsRequireWrites() {
        IllegalArgumentException e = DirectUseContender.refused("SomeDirectUse", "other", "some and some-more");
        assertEquals("SomeDirectUse measures some and some-more, not 'other'", e.getMessage());
    }
}
