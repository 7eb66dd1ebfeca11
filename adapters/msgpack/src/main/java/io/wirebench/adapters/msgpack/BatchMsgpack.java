package io.wirebench.adapters.msgpack;

import io.wirebench.core.ModelMapping;
import io.wirebench.core.batch.BatchMapping;
import io.wirebench.core.model.Batch;
import java.io.IOException;
import java.util.List;
import org.msgpack.core.MessagePacker;
import org.msgpack.core.MessageUnpacker;

/** A {@link Batch} as {@code {items: [...]}}, as Jackson's databind writes it, over its element's mapping. */
final class BatchMsgpack<E> extends BatchMapping<E, MessagePacker, MessageUnpacker> {
    private static final Names KEYS = new Names("items");

    BatchMsgpack(ModelMapping<E, MessagePacker, MessageUnpacker> element) {
        super(element);
    }

    @Override
    public void write(Batch<E> batch, MessagePacker out) throws IOException {
        List<E> items = batch.getItems();
        out.packMapHeader(1);
        KEYS.pack(out, 0);
        out.packArrayHeader(items.size());
        writeItems(items, out);
    }

    @Override
    public Batch<E> read(MessageUnpacker in) throws IOException {
        Batch<E> batch = new Batch<>();
        for (int n = in.unpackMapHeader(); n > 0; n--) {
            if (KEYS.read(in) != 0) {
                in.skipValue();
                continue;
            }
            int count = in.unpackArrayHeader();
            List<E> items = Values.newList(count);
            for (int i = 0; i < count; i++) {
                items.add(element.read(in));
            }
            batch.setItems(items);
        }
        return batch;
    }
}
