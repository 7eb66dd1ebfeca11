package io.wirebench.wire;

import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.function.Executable;

/** How the tests of every package assert that input is refused as malformed, and that the refusal says where or why. */
public final class Malformed {
    private Malformed() {
    }

    /** Fails unless {@code read} throws a {@link MalformedWireException} whose message holds {@code fragment}; returns it. */
    public static MalformedWireException assertMalformed(Executable read, String fragment) {
        return assertMalformed(read, "the input", fragment);
    }

    /** As {@link #assertMalformed(Executable, String)}, with {@code input} named in the failure (one of many tried in a loop). */
    public static MalformedWireException assertMalformed(Executable read, String input, String fragment) {
        MalformedWireException e = assertThrows(MalformedWireException.class, read, input);
        assertTrue(String.valueOf(e.getMessage()).contains(fragment), () -> input + ": no '" + fragment + "' in: " + e.getMessage());
        return e;
    }
}
