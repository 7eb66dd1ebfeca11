package io.wirebench.bench;

import io.wirebench.core.Codec;
import io.wirebench.core.ConformanceCheck;
import io.wirebench.core.Contender;
import io.wirebench.core.Descriptor;
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
 * The bytes a contender produces, for measuring compressors on them ({@link CompressionBenchmark},
 * {@link CompressedSizes}): always bytes that decoded back exactly (the conformance check, or the
 * stream's own check) before anything is compressed.
 *
 * <p>A payload is a list of blocks, each compressed on its own ({@link #blocks}):
 * <ul>
 *   <li>{@code single}: one message of the data set (a rotation's first);</li>
 *   <li>{@code batch}: the data set's messages back to back in one block, each framed as a stream of
 *       them needs ({@link #framed}): the 256 {@code orders}; a data set of one message (db100, itself
 *       100 rows) is that message;</li>
 *   <li>{@code stream}: the update stream's 5,000 messages as the contender sends them, framed, in one block;</li>
 *   <li>{@code per-message}: the same messages (or a rotation's), each its own block.</li>
 * </ul>
 */
final class Payloads {
    private Payloads() {
    }

    /** The update stream as a contender sends it: its messages, and whether they are deltas or whole messages. */
    record UpdateMessages(List<byte[]> messages, boolean delta) {
        String mode() {
            return delta ? "delta" : "full";
        }

        long bytes() {
            return messages.stream().mapToLong(m -> m.length).sum();
        }
    }

    /** A data set by id: the built-in ones, the update-stream ones ({@code mydatatype}, {@code updates}), a user's file. */
    static Dataset<?> dataset(String id) {
        return switch (id) {
            case "mydatatype", "updates" -> UpdateStream.dataset(id);
            default -> UserData.resolve(id);
        };
    }

    /** The blocks of payload {@code kind} on {@code datasetId}, each verified; see the class comment. */
    static List<byte[]> blocks(Contender contender, String kind, String datasetId) throws IOException {
        boolean stream = datasetId.equals(TradeOffs.STREAM_DATASET);
        List<byte[]> messages = stream ? updateMessages(contender).messages() : messages(contender, dataset(datasetId));
        return arrange(contender.descriptor(), kind, datasetId, messages);
    }

    /** The blocks of payload {@code kind} made of a data set's verified {@code messages}. */
    static List<byte[]> arrange(Descriptor d, String kind, String datasetId, List<byte[]> messages) {
        boolean stream = datasetId.equals(TradeOffs.STREAM_DATASET);
        return switch (kind) {
            case "single" -> List.of(messages.get(0));
            case "per-message" -> messages;
            case "batch", "stream" -> {
                if (kind.equals("stream") != stream) {
                    throw new IllegalArgumentException("payload '" + kind + "' does not apply to " + datasetId
                            + ": stream is the update stream's payload, batch every other data set's");
                }
                yield List.of(messages.size() == 1 ? messages.get(0) : concat(messages.stream().map(m -> framed(d, m)).toList()));
            }
            default -> throw new IllegalArgumentException("no payload kind '" + kind + "'; known: single, batch, stream, per-message");
        };
    }

    /** Every message of a data set (each of a rotation's), each checked by the conformance check. */
    static List<byte[]> messages(Contender contender, Dataset<?> dataset) throws IOException {
        List<byte[]> out = new ArrayList<>();
        if (!dataset.isRotation()) {
            out.add(ConformanceCheck.verify(contender, dataset));
            return out;
        }
        for (int i = 0; i < dataset.sampleCount(); i++) {
            out.add(ConformanceCheck.verify(contender, dataset.only(i)));
        }
        return out;
    }

    /**
     * A message as a stream of them carries it: as written when the format frames itself, else behind
     * its length as an unsigned varint ({@link Descriptor#framedBytes} counts the same bytes).
     */
    static byte[] framed(Descriptor d, byte[] message) {
        if (d.frameBytes() > 0) {
            return message;
        }
        ByteArrayOutputStream out = new ByteArrayOutputStream(message.length + 5);
        int n = message.length;
        while ((n & ~0x7f) != 0) {
            out.write((n & 0x7f) | 0x80);
            n >>>= 7;
        }
        out.write(n);
        out.writeBytes(message);
        return out.toByteArray();
    }

    /**
     * Each update of the stream as its own message: through the contender's {@link StreamCodec} if
     * it offers one for the stream (delta formats), else in full through its codec for the model.
     * Every update is decoded back and compared, in order, before its bytes are used.
     *
     * @throws UnsupportedOperationException if the contender carries neither
     */
    static UpdateMessages updateMessages(Contender contender) throws IOException {
        List<MyDataType> updates = UpdateStream.updates();
        List<byte[]> messages = new ArrayList<>(updates.size());
        StreamCodec<MyDataType> stream = streamCodec(contender);
        MyDataType back = null;
        if (stream != null) {
            stream.resetStream();
            for (MyDataType u : updates) {
                stream.encodeNext(u);
                messages.add(((Codec<?>) stream).encoded());
                back = stream.decodeNext(back);
                check(contender, u, back);
            }
            return new UpdateMessages(messages, true);
        }
        if (!contender.supports(Models.MY_DATA_TYPE).supported()) {
            throw contender.refuse(Models.MY_DATA_TYPE);
        }
        ConformanceCheck.verify(contender, UpdateStream.MY_DATA_TYPE);
        Codec<MyDataType> codec = contender.newCodec(Models.MY_DATA_TYPE);
        for (MyDataType u : updates) {
            codec.encode(u);
            messages.add(codec.encoded());
            back = codec.decode(back);
            check(contender, u, back);
        }
        return new UpdateMessages(messages, false);
    }

    private static void check(Contender contender, MyDataType sent, MyDataType received) {
        if (!sent.equals(received)) {
            throw new IllegalStateException(contender.descriptor().id() + " gave back " + received + " for the update " + sent);
        }
    }

    /** The contender's stream codec for the update stream, checked by the conformance check; or null. */
    @SuppressWarnings("unchecked")
    static StreamCodec<MyDataType> streamCodec(Contender contender) {
        if (!contender.supports(Models.UPDATES).supported()) {
            return null;
        }
        Codec<?> codec;
        try {
            codec = contender.newCodec(Models.UPDATES);
        } catch (RuntimeException | LinkageError e) {
            // a library that maps any class says yes to the batch model and may fail to make it: it
            // has no stream codec either, and its full messages are judged by the check on MyDataType
            return null;
        }
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
