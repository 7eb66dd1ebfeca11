package io.wirebench.bench;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.wirebench.core.Contenders;
import java.util.ServiceConfigurationError;
import org.junit.jupiter.api.Test;

class DiscoveryTest {
    @Test
    void aProviderThatThrowsIsRecordedAndTheOthersAreFound() {
        Discovery d = Discovery.discover(getClass().getClassLoader());
        assertTrue(d.failures().stream().anyMatch(f -> f.contender().equals(BrokenProvider.class.getName())
                && f.stage().equals("discovery") && f.error().contains("broken on purpose")), d.failures().toString());
        // the real adapters and the test contenders registered beside the broken provider are all there
        for (String id : new String[] {"jackson-databind", "jdk-serializable", "test-good", "test-crash"}) {
            assertEquals(id, d.contenders().byId(id).descriptor().id());
        }
    }

    @Test
    void theStrictDiscoveryOfTheConformanceKitStillFailsLoudly() {
        assertThrows(ServiceConfigurationError.class, () -> Contenders.discover(getClass().getClassLoader()));
    }
}
