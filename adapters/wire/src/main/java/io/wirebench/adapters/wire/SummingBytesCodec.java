package io.wirebench.adapters.wire;

import io.wirebench.core.DirectAccess;
import io.wirebench.core.model.Batch;
import io.wirebench.core.model.rion.Pojo1Long;

/** The read-and-use test by hand: the count, then each element's long, added up as it is read. */
final class SummingBytesCodec extends BytesCodec<Batch<Pojo1Long>> implements DirectAccess {
    private final Packing packing;

    SummingBytesCodec(Packing packing) {
        super(new BatchBytes<>(RionBytes.long1(packing)));
        this.packing = packing;
    }

    @Override
    public long access() {
        bytesIn.reset(0, length);
        bytesIn.enterDocument();
        int n = Packing.getCount(bytesIn);
        long sum = 0;
        for (int i = 0; i < n; i++) {
            sum += packing.getLong(bytesIn);
        }
        checkAllRead();
        bytesIn.exitDocument();
        return sum;
    }
}
