package io.wirebench.adapters.avro;

import io.wirebench.core.model.Batch;
import java.util.ArrayList;
import java.util.List;
import org.apache.avro.Schema;

/**
 * A {@link Batch} as an Avro array at the root of the message (no wrapper record): the datum is a
 * list of element records. Element records are pooled between messages, so a warm encoder allocates
 * none; decoding builds new model elements, as every contender does.
 */
final class BatchMapper<E, R> implements RecordMapper<Batch<E>, List<R>> {
    private final RecordMapper<E, R> element;
    private final Schema schema;
    private final List<R> pool = new ArrayList<>();

    BatchMapper(RecordMapper<E, R> element) {
        this.element = element;
        this.schema = Schema.createArray(element.schema());
    }

    @Override
    public Schema schema() {
        return schema;
    }

    @Override
    public List<R> newDatum() {
        return new ArrayList<>();
    }

    @Override
    public void toDatum(Batch<E> model, List<R> datum) {
        List<E> items = model.getItems();
        datum.clear();
        for (int i = 0; i < items.size(); i++) {
            if (i == pool.size()) {
                pool.add(element.newDatum());
            }
            R record = pool.get(i);
            element.toDatum(items.get(i), record);
            datum.add(record);
        }
    }

    @Override
    public Batch<E> toModel(List<R> datum, Batch<E> reuse) {
        List<E> items = new ArrayList<>(datum.size());
        for (R record : datum) {
            items.add(element.toModel(record, null));
        }
        Batch<E> batch = reuse != null ? reuse : new Batch<>();
        batch.setItems(items);
        return batch;
    }
}
