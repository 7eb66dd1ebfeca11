package io.wirebench.adapters.protobuf;

import com.google.protobuf.Message;
import com.google.protobuf.Parser;
import io.wirebench.core.Fields;
import java.io.IOException;

/**
 * A hand-written mapping between one model type and its generated protobuf message. Instances hold
 * reused builders, so each codec has its own.
 *
 * @param <T> the model type
 * @param <M> the generated message type
 */
interface ProtoMapping<T, M extends Message> {

    /** Builds the message for {@code value} with this mapping's reused builder. */
    M toMessage(T value) throws IOException;

    /**
     * Maps a parsed message back to the model.
     *
     * @param reuse an instance to fill (every field is set, absent ones to their defaults), or {@code null}
     */
    T fromMessage(M message, T reuse) throws IOException;

    Parser<M> parser();

    /**
     * A mapping from a model's {@link Fields}: its writer sets the fields on {@code builder}, cleared
     * per message, and its reader copies them back from a parsed message.
     */
    static <T, M extends Message, B extends Message.Builder> ProtoMapping<T, M> of(Fields<T, B, M> fields, B builder, Parser<M> parser) {
        return new ProtoMapping<>() {
            @Override
            @SuppressWarnings("unchecked") // B is M's own builder: build() makes an M
            public M toMessage(T value) throws IOException {
                builder.clear();
                fields.write(value, builder);
                return (M) builder.build();
            }

            @Override
            public T fromMessage(M message, T reuse) throws IOException {
                return fields.read(message, reuse);
            }

            @Override
            public Parser<M> parser() {
                return parser;
            }
        };
    }
}
