package io.wirebench.adapters.sbe;

import io.wirebench.core.DirectAccess;
import io.wirebench.core.model.Batch;
import io.wirebench.core.model.rion.Pojo1Long;
import io.wirebench.adapters.sbe.generated.Pojo1LongBatchDecoder;
import io.wirebench.adapters.sbe.generated.Pojo1LongBatchEncoder;
import java.io.IOException;

/**
 * The read-and-use test done the flyweight way: the sum of a batch of {@code Pojo1Long} is read
 * from the repeating group in place, eight bytes at a fixed offset per entry, without building a
 * single model object.
 */
final class SbeAccessCodec extends SbeCodec<Batch<Pojo1Long>, Pojo1LongBatchEncoder, Pojo1LongBatchDecoder> implements DirectAccess {

    SbeAccessCodec(SbeFields<Batch<Pojo1Long>, Pojo1LongBatchEncoder, Pojo1LongBatchDecoder> mapping, boolean header) {
        super(mapping, header);
    }

    @Override
    public long access() throws IOException {
        Pojo1LongBatchDecoder.ItemsDecoder items = wrappedDecoder().items();
        long sum = 0;
        while (items.hasNext()) {
            sum += items.next().field0();
        }
        return sum;
    }
}
