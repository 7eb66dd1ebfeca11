package io.wirebench.wire.text;

import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;

import io.wirebench.wire.AllTypes;
import io.wirebench.wire.MalformedWireException;
import io.wirebench.wire.RandomInputs;
import io.wirebench.wire.WireTree;
import java.time.Duration;
import org.junit.jupiter.api.Test;

/**
 * Corrupt and random text ends in a MalformedWireException (or a limit), never another exception,
 * a hang or an allocation sized by the input.
 */
class HostileTextTest {
    private static final String SYNTAX = "\n :-#{}[],\"'!&*|>?\\\t0a";

    private static void readsOrRefuses(TextRenderings r, byte[] doc) {
        try {
            r.read(doc, null, AllTypes.MARSHALLER);
        } catch (MalformedWireException e) {
            // refused, clearly (a WireLimitException is one too)
        }
        try {
            r.read(doc, null, (x, in) -> WireTree.readRoot(in));
        } catch (MalformedWireException e) {
            // refused, clearly (a WireLimitException is one too)
        }
    }

    @Test
    void corruptedDocumentsAreReadOrRefused() {
        for (TextRenderings r : TextRenderings.values()) {
            byte[] good = r.write(AllTypes.sample(), AllTypes.MARSHALLER);
            assertTimeoutPreemptively(Duration.ofSeconds(60), () -> RandomInputs.forAll(3000, in -> {
                byte[] doc = good.clone();
                int changes = in.intBetween(1, 4);
                for (int i = 0; i < changes; i++) {
                    int at = in.intBetween(4, doc.length - 1);
                    doc[at] = in.bool() ? (byte) SYNTAX.charAt(in.intBetween(0, SYNTAX.length() - 1)) : in.anyByte();
                }
                int cut = in.intBetween(0, doc.length - 4);
                if (in.bool()) {
                    // cut short, with the header saying so
                    doc = java.util.Arrays.copyOf(doc, 4 + cut);
                    doc[0] = (byte) cut;
                    doc[1] = (byte) (cut >>> 8);
                    doc[2] = (byte) (cut >>> 16);
                    doc[3] = 0;
                }
                readsOrRefuses(r, doc);
            }), r.toString());
        }
    }
}
