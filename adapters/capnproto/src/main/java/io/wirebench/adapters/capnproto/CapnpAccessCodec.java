package io.wirebench.adapters.capnproto;

import io.wirebench.core.DirectAccess;
import io.wirebench.core.model.Batch;
import io.wirebench.core.model.rion.Pojo1Long;
import java.io.IOException;

/**
 * The read-and-use test the Cap'n Proto way: the message is read in place ({@code Serialize.read}
 * slices the buffer) and the items' longs summed through the list's struct readers.
 */
final class CapnpAccessCodec extends CapnpCodec<Batch<Pojo1Long>> implements DirectAccess {
    private final Long1BatchCapnp mapping;

    CapnpAccessCodec(Long1BatchCapnp mapping) {
        super(mapping);
        this.mapping = mapping;
    }

    @Override
    public long access() throws IOException {
        try {
            return mapping.sum(message());
        } catch (RuntimeException e) {
            throw new IOException("Cap'n Proto cannot read the message: " + e, e);
        }
    }
}
