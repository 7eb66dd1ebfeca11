package io.wirebench.bench;

import io.wirebench.core.Codec;
import io.wirebench.core.ConformanceCheck;
import io.wirebench.core.Contender;
import io.wirebench.core.StreamCodec;
import io.wirebench.core.model.Dataset;
import io.wirebench.core.model.Models;
import io.wirebench.core.model.updates.MyDataType;
import io.wirebench.core.model.updates.UpdateStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;

/**
 * The bytes a contender produces for a data set, for measuring compressors on them: one message
 * for an ordinary data set (checked by the conformance check first), and for
 * {@value #UPDATES_STREAM} the seed's 5,000 updates as that contender sends them one by one: a
 * full message each, or a delta format's messages.
 */
final class Payloads {
    /** The update stream as separate messages, one per update, back to back. */
    static final String UPDATES_STREAM = "updates-stream";

    private Payloads() {
    }

    /** A data set by id: the built-in ones, the update-stream ones ({@code mydatatype}, {@code updates}), a user's file. */
    static Dataset<?> dataset(String id) {
        return switch (id) {
            case "mydatatype", "updates" -> UpdateStream.dataset(id);
            default -> UserData.resolve(id);
        };
    }

    /** The messages for {@code datasetId}: one, or one per update for {@value #UPDATES_STREAM}. */
    static List<byte[]> messages(Contender contender, String datasetId) throws IOException {
        if (datasetId.equals(UPDATES_STREAM)) {
            return updateMessages(contender);
        }
        return List.of(ConformanceCheck.verify(contender, dataset(datasetId)));
    }

    /**
     * Each update of the stream as its own message: through the contender's {@link StreamCodec} if
     * it offers one for the stream (delta formats), else in full through its codec for the model.
     *
     * @throws UnsupportedOperationException if the contender carries neither
     */
    static List<byte[]> updateMessages(Contender contender) throws IOException {
        List<MyDataType> updates = UpdateStream.updates();
        List<byte[]> messages = new ArrayList<>(updates.size());
        StreamCodec<MyDataType> stream = streamCodec(contender);
        if (stream != null) {
            for (MyDataType u : updates) {
                stream.encodeNext(u);
                messages.add(((Codec<?>) stream).encoded());
            }
            return messages;
        }
        if (!contender.supports(Models.MY_DATA_TYPE).supported()) {
            throw contender.refuse(Models.MY_DATA_TYPE);
        }
        ConformanceCheck.verify(contender, UpdateStream.MY_DATA_TYPE);
        Codec<MyDataType> codec = contender.newCodec(Models.MY_DATA_TYPE);
        for (MyDataType u : updates) {
            codec.encode(u);
            messages.add(codec.encoded());
        }
        return messages;
    }

    /** The contender's stream codec for the update stream, checked by the conformance check; or null. */
    @SuppressWarnings("unchecked")
    static StreamCodec<MyDataType> streamCodec(Contender contender) {
        if (!contender.supports(Models.UPDATES).supported()) {
            return null;
        }
        Codec<?> codec = contender.newCodec(Models.UPDATES);
        if (!(codec instanceof StreamCodec<?>)) {
            return null;
        }
        ConformanceCheck.verify(contender, UpdateStream.UPDATES);
        return (StreamCodec<MyDataType>) codec;
    }

    static byte[] concat(List<byte[]> messages) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        for (byte[] m : messages) {
            out.writeBytes(m);
        }
        return out.toByteArray();
    }
}
