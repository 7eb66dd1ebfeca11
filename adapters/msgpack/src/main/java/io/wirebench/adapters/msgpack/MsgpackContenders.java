package io.wirebench.adapters.msgpack;

import io.wirebench.core.Codec;
import io.wirebench.core.Contender;
import io.wirebench.core.ContenderProvider;
import io.wirebench.core.Descriptor;
import io.wirebench.core.MappedContender;
import io.wirebench.core.Mappings;
import io.wirebench.core.ModelMappings;
import io.wirebench.core.model.Model;
import io.wirebench.core.model.Models;
import java.util.List;
import org.msgpack.core.MessagePack;
import org.msgpack.core.MessagePacker;
import org.msgpack.core.MessageUnpacker;

/**
 * MessagePack through its own Java library, msgpack-core, with no binding in between: a mapping
 * written by hand per model onto {@code MessagePacker}/{@code MessageUnpacker}, both reused. The
 * {@code jackson-msgpack} row writes the same maps through Jackson's databind; this one shows what
 * the format costs without it.
 */
public final class MsgpackContenders implements ContenderProvider {
    static final String ID = "msgpack-core";

    /** Every model this row maps, each written by hand; a batch goes through {@link BatchMsgpack} over its element's. */
    private static final ModelMappings<MessagePacker, MessageUnpacker> HAND_WRITTEN = RionMsgpack.addTo(
            new ModelMappings<MessagePacker, MessageUnpacker>(BatchMsgpack::new)
                    .put(Models.ORDER, OrderMsgpack.MAPPING)
                    .put(Models.MEDIA_CONTENT, MediaContentMsgpack.MAPPING)
                    .put(Models.DB_TABLE, DbTableMsgpack.MAPPING)
                    .put(Models.TREE, TreeMsgpack.MAPPING));

    @Override
    public List<Contender> contenders() {
        return List.of(contender());
    }

    static MappedContender contender() {
        // MessagePack.class is only loaded here for its jar's version; no packer exists until a codec is made.
        Descriptor descriptor = Descriptor.builder(ID)
                .displayName("MessagePack (msgpack-core, hand-written)")
                .family("msgpack")
                .detectsTruncation(true) // every cut the conformance check tries throws
                .library(MessagePack.class, "org.msgpack:msgpack-core")
                .kind(Descriptor.Format.BINARY, Descriptor.SchemaStyle.HAND_WRITTEN, Descriptor.BufferStyle.HEAP, Descriptor.Evolution.TOLERANT)
                .reusesBuffer(true)
                .notes("Hand-written maps with the property names and order jackson-msgpack writes; one MessagePacker "
                        + "(into a reused array) and one MessageUnpacker (reset onto it) per codec; keys and enum names "
                        + "written from pre-encoded bytes and matched as bytes, unknown keys skipped.")
                .build();
        return MappedContender.of(descriptor, Mappings.builder("no hand-written msgpack-core mapping for this model")
                .addAll(HAND_WRITTEN.models(), MsgpackContenders::codec)
                .build());
    }

    private static <T> Codec<T> codec(Model<T> model) {
        return new MsgpackCodec<>(HAND_WRITTEN.get(model));
    }
}
