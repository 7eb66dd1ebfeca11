package io.wirebench.bench;

import io.wirebench.core.Contender;
import io.wirebench.core.Support;
import io.wirebench.core.model.Dataset;
import java.util.Arrays;

/** What a benchmark case measures; the id is the {@link CodecBenchmark} method name. */
public enum Operation {
    ENCODE("encode"),
    DECODE("decode"),
    ROUND_TRIP("roundTrip"),
    /** Read and use, the baseline: decode the whole message, then compute the data set's use value. */
    DECODE_AND_USE("decodeAndUse"),
    /** Read and use, in place: compute the use value from the encoded bytes ({@link io.wirebench.core.DirectAccess}). */
    ACCESS("access");

    private final String id;

    Operation(String id) {
        this.id = id;
    }

    public String id() {
        return id;
    }

    /** Whether the operation means anything for this data set (the use operations need a use function). */
    public boolean appliesTo(Dataset<?> dataset) {
        return switch (this) {
            case ENCODE, DECODE, ROUND_TRIP -> true;
            case DECODE_AND_USE, ACCESS -> dataset.useFunction().isPresent();
        };
    }

    /** Why this contender cannot run the operation on the data set, or null if it can (as the contender says). */
    public String whyNot(Contender contender, Dataset<?> dataset) {
        if (this != ACCESS) {
            return null;
        }
        Support access = contender.access(dataset.model());
        return access.supported() ? null : access.reason();
    }

    public static Operation byId(String id) {
        return Arrays.stream(values()).filter(o -> o.id.equals(id)).findFirst()
                .orElseThrow(() -> new IllegalArgumentException("no operation '" + id + "'; known: "
                        + Arrays.stream(values()).map(Operation::id).toList()));
    }
}
