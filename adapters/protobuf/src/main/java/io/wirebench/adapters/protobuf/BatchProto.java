package io.wirebench.adapters.protobuf;

import com.google.protobuf.Message;
import com.google.protobuf.Parser;
import io.wirebench.core.model.Batch;
import io.wirebench.core.model.Refill;
import java.io.IOException;
import java.util.List;
import java.util.function.BiConsumer;
import java.util.function.Function;

/**
 * A {@link Batch} as a message with one {@code repeated} field of element messages. The batch
 * builder is reused; on decode, the elements of a reused batch are refilled in place.
 *
 * @param <E>  the model element type
 * @param <M>  the generated element message
 * @param <B>  the generated batch message
 * @param <BB> its builder
 */
final class BatchProto<E, M extends Message, B extends Message, BB extends Message.Builder> implements ProtoMapping<Batch<E>, B> {
    private final ProtoMapping<E, M> element;
    private final BB builder;
    private final BiConsumer<BB, M> addItem;
    private final Function<B, List<M>> items;
    private final Parser<B> parser;

    BatchProto(ProtoMapping<E, M> element, BB builder, BiConsumer<BB, M> addItem, Function<B, List<M>> items, Parser<B> parser) {
        this.element = element;
        this.builder = builder;
        this.addItem = addItem;
        this.items = items;
        this.parser = parser;
    }

    @Override
    @SuppressWarnings("unchecked")
    public B toMessage(Batch<E> v) throws IOException {
        builder.clear();
        List<E> list = v.getItems();
        for (int i = 0, n = list.size(); i < n; i++) {
            addItem.accept(builder, element.toMessage(list.get(i)));
        }
        return (B) builder.build();
    }

    @Override
    public Batch<E> fromMessage(B m, Batch<E> reuse) throws IOException {
        List<M> in = items.apply(m);
        Batch<E> batch = reuse != null ? reuse : new Batch<>();
        List<E> out = batch.getItems();
        int n = in.size();
        for (int i = 0; i < n; i++) {
            E old = Refill.at(out, i);
            E e = element.fromMessage(in.get(i), old);
            if (old == null) {
                out.add(e);
            }
        }
        Refill.keepFirst(out, n);
        return batch;
    }

    @Override
    public Parser<B> parser() {
        return parser;
    }
}
