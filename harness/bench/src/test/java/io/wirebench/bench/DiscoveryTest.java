package io.wirebench.bench;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.wirebench.core.Contender;
import io.wirebench.core.Contenders;
import io.wirebench.core.Descriptor;
import io.wirebench.core.GeneratedCode;
import java.util.List;
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
    void everyCounterpartIsAContenderOfAnotherFamilyThatNamesItBack() {
        Discovery d = Discovery.discover(getClass().getClassLoader());
        int pairs = 0;
        for (Contender c : d.contenders().all()) {
            String other = c.descriptor().counterpart();
            if (other == null) {
                continue;
            }
            Descriptor counterpart = d.contenders().byId(other).descriptor();
            assertNotEquals(c.descriptor().family(), counterpart.family(), c.descriptor().id() + " -> " + other);
            assertEquals(c.descriptor().id(), counterpart.counterpart(), other + " does not name " + c.descriptor().id() + " back");
            pairs++;
        }
        // ten of our forms (eight binary and bytes, YAML text, JSON) each beside Chronicle's, counted from both sides
        assertEquals(20, pairs);
    }

    /**
     * The footprint shows the generated code each contender needs as its descriptor declares it: a contender whose
     * schema is compiled into code must say by what (or which hand-written classes stand in for the compiler).
     */
    @Test
    void everyContenderOfACompiledSchemaDeclaresItsGeneratedCode() {
        Discovery d = Discovery.discover(getClass().getClassLoader());
        List<String> undeclared = d.contenders().all().stream().map(Contender::descriptor)
                .filter(x -> x.schemaStyle() == Descriptor.SchemaStyle.SCHEMA_CODEGEN && x.generatedCode() == null).map(Descriptor::id).toList();
        assertEquals(List.of(), undeclared);
        for (String id : new String[] {"protobuf", "avro", "sbe", "dsl-json-compiled", "capnproto", "flatbuffers", "thrift-binary"}) {
            assertNotNull(d.contenders().byId(id).descriptor().generatedCode(), id);
        }
        assertEquals(GeneratedCode.Kind.ANNOTATION_PROCESSOR, d.contenders().byId("dsl-json-compiled").descriptor().generatedCode().kind());
        assertEquals(GeneratedCode.Kind.HAND_WRITTEN_STAND_IN, d.contenders().byId("flatbuffers").descriptor().generatedCode().kind());
    }

    @Test
    void theStrictDiscoveryOfTheConformanceKitStillFailsLoudly() {
        assertThrows(ServiceConfigurationError.class, () -> Contenders.discover(getClass().getClassLoader()));
    }

    @Test
    void aForkNamedItsProviderLoadsTheContenderFromThatProviderAloneAndFallsBackOtherwise() {
        Discovery all = Discovery.discover();
        String provider = all.providers().get("test-good");
        org.junit.jupiter.api.Assertions.assertEquals(TestContenders.class.getName(), provider);
        String before = System.getProperty(Discovery.PROVIDER_PROPERTY);
        try {
            System.setProperty(Discovery.PROVIDER_PROPERTY, provider);
            org.junit.jupiter.api.Assertions.assertEquals("test-good", Discovery.contender("test-good").descriptor().id());
            // a provider that does not list the id, or does not exist: the full discovery finds it (or says why not)
            System.setProperty(Discovery.PROVIDER_PROPERTY, "no.such.Provider");
            org.junit.jupiter.api.Assertions.assertEquals("test-good", Discovery.contender("test-good").descriptor().id());
            org.junit.jupiter.api.Assertions.assertThrows(RuntimeException.class, () -> Discovery.contender("no-such-contender"));
        } finally {
            if (before == null) {
                System.clearProperty(Discovery.PROVIDER_PROPERTY);
            } else {
                System.setProperty(Discovery.PROVIDER_PROPERTY, before);
            }
        }
    }
}
