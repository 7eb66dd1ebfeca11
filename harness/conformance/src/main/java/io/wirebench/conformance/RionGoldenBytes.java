package io.wirebench.conformance;

import io.wirebench.core.Contenders;
import io.wirebench.core.model.Models;
import java.io.IOException;

/**
 * The bytes every contender writes for the RION models ({@link GoldenBytes} over {@link Models#RION}),
 * recorded once per module in {@code rion-golden-bytes.txt}: the proof that code generated from the RION
 * table (harness/riongen) writes what the hand-written mappings it replaced wrote.
 *
 * <p>Record with {@code java -cp <the contenders' class path> io.wirebench.conformance.RionGoldenBytes FILE}
 * (every contender on the class path); check with {@link #check}.
 */
public final class RionGoldenBytes {
    private RionGoldenBytes() {
    }

    /** Writes the lines of every contender on the class path to the file named, or to standard output. */
    public static void main(String[] args) throws IOException {
        String[] rion = args.length == 1 ? new String[] {"rion", args[0]} : new String[] {"rion"};
        GoldenBytes.main(rion);
    }

    /**
     * Compares the lines of {@code contenders} with the recorded resource {@code resource} beside
     * {@code anchor}; throws an {@link AssertionError} naming every line missing, new or changed.
     */
    public static void check(Contenders contenders, Class<?> anchor, String resource) {
        GoldenBytes.check(contenders, Models.RION, anchor, resource);
    }
}
