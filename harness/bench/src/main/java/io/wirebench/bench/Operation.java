package io.wirebench.bench;

import java.util.Arrays;

/** What a benchmark case measures; the id is the {@link CodecBenchmark} method name. */
public enum Operation {
    ENCODE("encode"),
    DECODE("decode"),
    ROUND_TRIP("roundTrip");

    private final String id;

    Operation(String id) {
        this.id = id;
    }

    public String id() {
        return id;
    }

    public static Operation byId(String id) {
        return Arrays.stream(values()).filter(o -> o.id.equals(id)).findFirst()
                .orElseThrow(() -> new IllegalArgumentException("no operation '" + id + "'; known: "
                        + Arrays.stream(values()).map(Operation::id).toList()));
    }
}
