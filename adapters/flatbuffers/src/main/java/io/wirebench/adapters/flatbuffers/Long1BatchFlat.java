package io.wirebench.adapters.flatbuffers;

import com.google.flatbuffers.FlatBufferBuilder;
import io.wirebench.core.model.Batch;
import io.wirebench.core.model.Refill;
import io.wirebench.core.model.rion.Pojo1Long;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.util.List;

/**
 * A {@link Batch} of {@link Pojo1Long} as table {@code Long1Batch}. Decoding refills the items of a
 * reused batch in place; {@link #sum} is the read-and-use test read straight from the vector.
 */
final class Long1BatchFlat implements FbMapping<Batch<Pojo1Long>> {
    private final FbLong1Batch table = new FbLong1Batch();
    private final FbLong1 item = new FbLong1();

    @Override
    public int build(FlatBufferBuilder b, Batch<Pojo1Long> v) {
        List<Pojo1Long> items = v.getItems();
        int n = items.size();
        FbLong1Batch.startItemsVector(b, n);
        for (int i = n - 1; i >= 0; i--) {
            FbLong1.create(b, items.get(i).getField0());
        }
        return FbLong1Batch.create(b, b.endVector());
    }

    @Override
    public Batch<Pojo1Long> read(ByteBuffer buffer, int root, Batch<Pojo1Long> reuse) throws IOException {
        FbLong1Batch t = items(buffer, root);
        Batch<Pojo1Long> batch = reuse != null ? reuse : new Batch<>();
        List<Pojo1Long> out = batch.getItems();
        int n = t.itemsLength();
        for (int i = 0; i < n; i++) {
            Refill.long1(out, i, t.items(item, i).field0());
        }
        Refill.keepFirst(out, n);
        return batch;
    }

    /** The sum of every item's {@code field0}, read in place: no model object is made. */
    long sum(ByteBuffer buffer, int root) throws IOException {
        FbLong1Batch t = items(buffer, root);
        long sum = 0;
        for (int i = 0, n = t.itemsLength(); i < n; i++) {
            sum += t.items(item, i).field0();
        }
        return sum;
    }

    private FbLong1Batch items(ByteBuffer buffer, int root) throws IOException {
        FbLong1Batch t = table.assign(root, buffer);
        if (!t.hasItems()) {
            throw new IOException("the Long1Batch table has no items vector");
        }
        return t;
    }
}
