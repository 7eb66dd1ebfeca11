package io.wirebench.report;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.wirebench.results.Manifest;
import org.junit.jupiter.api.Test;

class LanguageNeutralityTest {

    private static Manifest.Contender contender(String id, String family) {
        return new Manifest.Contender(id, id, family, "lib:" + id, "1", "BINARY", null, null, null, null, null, null, null, null);
    }

    @Test
    void schemaFormatsWithReadersInManyLanguagesAreNeutral() {
        for (String family : new String[] {"flatbuffers", "thrift", "ion", "capnproto", "hessian"}) {
            LanguageNeutrality.Verdict v = LanguageNeutrality.of(contender(family, family));
            assertTrue(v.neutral(), family + ": " + v.reason());
        }
    }

    @Test
    void protostuffsOwnFormatIsReadOnlyOnTheJvm() {
        assertFalse(LanguageNeutrality.of(contender("protostuff", "protostuff")).neutral());
    }
}
