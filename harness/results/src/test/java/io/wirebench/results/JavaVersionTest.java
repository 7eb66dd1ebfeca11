package io.wirebench.results;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** Every form of {@code java.version} the runner and the report meet; what has no feature release is refused by name. */
class JavaVersionTest {
    @Test
    void theFeatureReleaseIsReadFromEveryVersionForm() {
        assertEquals(17, JavaVersion.feature("17.0.17"));
        assertEquals(17, JavaVersion.feature(" 17.0.15\n"));
        assertEquals(25, JavaVersion.feature("25"));
        assertEquals(25, JavaVersion.feature("25-ea"));
        assertEquals(8, JavaVersion.feature("1.8.0_452"));
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> JavaVersion.feature("temurin"));
        assertTrue(e.getMessage().contains("'temurin'"), e.getMessage());
        assertThrows(IllegalArgumentException.class, () -> JavaVersion.feature("unknown"));
        assertThrows(IllegalArgumentException.class, () -> JavaVersion.feature(null));
        e = assertThrows(IllegalArgumentException.class, () -> JavaVersion.feature("99999999999.0.1"));
        assertTrue(e.getMessage().contains("fits an int"), e.getMessage());
    }
}
