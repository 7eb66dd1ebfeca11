package io.wirebench.adapters.protobuf;

import com.google.protobuf.Message;
import com.google.protobuf.Parser;
import io.wirebench.core.Fields;
import java.io.IOException;
import java.util.function.Supplier;

/**
 * A RION model's protobuf mapping in the {@link Fields} form: the model's anonymous subclass sets
 * the fields on the reused builder (cleared per message) and copies them back from a parsed
 * message, and is itself the {@link ProtoMapping} the codec calls. It holds a builder, so each codec
 * makes its own.
 *
 * @param <T> the model type
 * @param <B> the generated message's builder
 * @param <M> the generated message type
 */
abstract class ProtoFields<T, B extends Message.Builder, M extends Message> extends Fields<T, B, M> implements ProtoMapping<T, M> {
    private final B builder;
    private final Parser<M> parser;

    ProtoFields(B builder, Parser<M> parser, Supplier<T> create) {
        super(create);
        this.builder = builder;
        this.parser = parser;
    }

    @Override
    @SuppressWarnings("unchecked") // B is M's own builder: build() makes an M
    public final M toMessage(T value) throws IOException {
        builder.clear();
        write(value, builder);
        return (M) builder.build();
    }

    @Override
    public final T fromMessage(M message, T reuse) throws IOException {
        return read(message, reuse);
    }

    @Override
    public final Parser<M> parser() {
        return parser;
    }
}
