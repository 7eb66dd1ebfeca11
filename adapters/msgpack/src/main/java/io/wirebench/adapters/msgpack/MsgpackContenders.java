package io.wirebench.adapters.msgpack;

import io.wirebench.core.Contender;
import io.wirebench.core.ContenderProvider;
import io.wirebench.core.Descriptor;
import io.wirebench.core.LibraryVersion;
import io.wirebench.core.MappedContender;
import io.wirebench.core.Mappings;
import io.wirebench.core.model.Models;
import java.util.List;
import org.msgpack.core.MessagePack;

/**
 * MessagePack through its own Java library, msgpack-core, with no binding in between: a mapping
 * written by hand per model onto {@code MessagePacker}/{@code MessageUnpacker}, both reused. The
 * {@code jackson-msgpack} row writes the same maps through Jackson's databind; this one shows what
 * the format costs without it.
 */
public final class MsgpackContenders implements ContenderProvider {
    static final String ID = "msgpack-core";

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
                .library("org.msgpack:msgpack-core", LibraryVersion.of(MessagePack.class, "org.msgpack", "msgpack-core"))
                .format(Descriptor.Format.BINARY)
                .schemaStyle(Descriptor.SchemaStyle.HAND_WRITTEN)
                .bufferStyle(Descriptor.BufferStyle.HEAP)
                .reusesBuffer(true)
                .evolution(Descriptor.Evolution.TOLERANT)
                .notes("Hand-written maps with the property names and order jackson-msgpack writes; one MessagePacker "
                        + "(into a reused array) and one MessageUnpacker (reset onto it) per codec; keys and enum names "
                        + "written from pre-encoded bytes and matched as bytes, unknown keys skipped.")
                .build();
        return MappedContender.of(descriptor, Mappings.builder("no hand-written msgpack-core mapping for this model: "
                        + "this row maps order, mediacontent, db and tree")
                .add(Models.ORDER, () -> new MsgpackCodec<>(OrderMsgpack.MAPPING))
                .add(Models.MEDIA_CONTENT, () -> new MsgpackCodec<>(MediaMsgpack.MAPPING))
                .add(Models.DB_TABLE, () -> new MsgpackCodec<>(DbMsgpack.MAPPING))
                .add(Models.TREE, () -> new MsgpackCodec<>(TreeMsgpack.MAPPING))
                .build());
    }
}
