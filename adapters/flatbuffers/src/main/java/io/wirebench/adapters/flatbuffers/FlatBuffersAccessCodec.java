package io.wirebench.adapters.flatbuffers;

import io.wirebench.core.DirectAccess;
import io.wirebench.core.model.Batch;
import io.wirebench.core.model.rion.Pojo1Long;
import java.io.IOException;

/** The read-and-use test the FlatBuffers way: the sum read from the vector of structs in place. */
final class FlatBuffersAccessCodec extends FlatBuffersCodec<Batch<Pojo1Long>> implements DirectAccess {
    private final Long1BatchFlat mapping;

    FlatBuffersAccessCodec(Long1BatchFlat mapping) {
        super(mapping);
        this.mapping = mapping;
    }

    @Override
    public long access() throws IOException {
        return mapping.sum(buffer(), root());
    }
}
