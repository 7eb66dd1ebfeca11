package io.wirebench.adapters.protobuf;

import com.google.protobuf.Message;
import com.google.protobuf.Parser;
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
}
