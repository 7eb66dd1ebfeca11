package io.wirebench.adapters.capnproto;

import io.wirebench.core.model.Batch;
import io.wirebench.core.model.Refill;
import io.wirebench.core.model.rion.Pojo1Long;
import java.io.IOException;
import java.util.List;
import org.capnproto.MessageBuilder;
import org.capnproto.MessageReader;
import org.capnproto.StructList;

/**
 * A {@link Batch} of {@link Pojo1Long} as {@code struct Long1Batch}: a list of one-word structs.
 * Decoding refills the items of a reused batch in place; {@link #sum} is the read-and-use test read in place.
 */
final class Long1BatchCapnp implements CapnpMapping<Batch<Pojo1Long>> {

    @Override
    public void write(MessageBuilder message, Batch<Pojo1Long> v) {
        List<Pojo1Long> items = v.getItems();
        StructList.Builder<Long1Struct.Builder> list = message.initRoot(Long1BatchStruct.FACTORY).initItems(items.size());
        for (int i = 0, n = items.size(); i < n; i++) {
            list.get(i).setField0(items.get(i).getField0());
        }
    }

    @Override
    public Batch<Pojo1Long> read(MessageReader message, Batch<Pojo1Long> reuse) throws IOException {
        StructList.Reader<Long1Struct.Reader> list = items(message);
        Batch<Pojo1Long> batch = reuse != null ? reuse : new Batch<>();
        List<Pojo1Long> out = batch.getItems();
        int n = list.size();
        for (int i = 0; i < n; i++) {
            Refill.long1(out, i, list.get(i).getField0());
        }
        Refill.keepFirst(out, n);
        return batch;
    }

    /** The sum of every item's {@code field0}, read from the message in place: no model object is made. */
    long sum(MessageReader message) throws IOException {
        StructList.Reader<Long1Struct.Reader> list = items(message);
        long sum = 0;
        for (int i = 0, n = list.size(); i < n; i++) {
            sum += list.get(i).getField0();
        }
        return sum;
    }

    private static StructList.Reader<Long1Struct.Reader> items(MessageReader message) throws IOException {
        Long1BatchStruct.Reader batch = message.getRoot(Long1BatchStruct.FACTORY);
        if (!batch.hasItems()) {
            throw new IOException("the Long1Batch struct has no items list");
        }
        return batch.getItems();
    }
}
