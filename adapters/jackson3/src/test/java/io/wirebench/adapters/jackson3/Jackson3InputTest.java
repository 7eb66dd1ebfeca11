package io.wirebench.adapters.jackson3;

import static org.junit.jupiter.api.Assertions.assertTrue;

import io.wirebench.conformance.RowChecks;
import io.wirebench.core.Contender;
import java.io.IOException;
import java.util.List;
import org.junit.jupiter.api.Test;

class Jackson3InputTest {
    private static final List<Contender> ROWS = new Jackson3Contenders().contenders();

    @Test
    void everyRowRunsJackson3() {
        for (Contender c : ROWS) {
            assertTrue(c.descriptor().libraryVersion().startsWith("3."), c.descriptor().id() + ": " + c.descriptor().libraryVersion());
        }
    }

    /** The descriptors claim tolerant evolution: a property a newer writer added is skipped, an absent one keeps its default. */
    @Test
    void skipsUnknownPropertiesAndToleratesAbsentOnes() throws IOException {
        RowChecks.assertJsonEvolvesTolerantly(ROWS);
    }

    @Test
    void refusesTokensAfterTheMessage() {
        RowChecks.assertEveryRowRefuses(ROWS, "{\"price\":1.0} {\"price\":2.0}");
    }
}
