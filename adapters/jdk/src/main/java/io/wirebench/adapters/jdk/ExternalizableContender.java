package io.wirebench.adapters.jdk;

import io.wirebench.core.Codec;
import io.wirebench.core.Contender;
import io.wirebench.core.Descriptor;
import io.wirebench.core.LibraryVersion;
import io.wirebench.core.Support;
import io.wirebench.core.model.Model;
import io.wirebench.core.model.Models;
import io.wirebench.core.model.db.DbTable;
import io.wirebench.core.model.media.MediaContent;
import io.wirebench.core.model.order.Order;

/**
 * {@code java.io.Externalizable}: the fields are written by hand. The shared model classes are not
 * ours to change per contender, so a small wrapper that implements {@code Externalizable} carries
 * the model object; this is how Externalizable is used for a class one cannot modify.
 */
final class ExternalizableContender implements Contender {
    private static final Descriptor DESCRIPTOR = Descriptor.builder("jdk-externalizable")
            .displayName("Java Externalizable")
            .family("jdk")
            .detectsTruncation(true) // every cut the conformance check tries throws
            .library("jdk", LibraryVersion.ofJdk())
            .format(Descriptor.Format.BINARY)
            .schemaStyle(Descriptor.SchemaStyle.HAND_WRITTEN)
            .bufferStyle(Descriptor.BufferStyle.STREAM)
            .reusesBuffer(true)
            .evolution(Descriptor.Evolution.NONE)
            .notes("Hand-written writeExternal/readExternal in a public wrapper class around each model (the models are shared "
                    + "and not ours to change per contender); fixed-width primitives, strings as a presence flag + writeUTF; "
                    + "a fresh ObjectOutputStream per message into a reused byte array.")
            .build();

    @Override
    public Descriptor descriptor() {
        return DESCRIPTOR;
    }

    @Override
    public Support supports(Model<?> model) {
        if (model.equals(Models.TREE)) {
            return Support.no("Externalizable is a mapping written by hand per class; a schema-less tree of maps and lists "
                    + "is what jdk-serializable carries");
        }
        return wiring(model) != null ? Support.YES : Support.no("no hand-written Externalizable mapping for " + model.id());
    }

    @Override
    @SuppressWarnings("unchecked")
    public <T> Codec<T> newCodec(Model<T> model) {
        ExternalizableRion.Wiring wiring = model.equals(Models.TREE) ? null : wiring(model);
        if (wiring == null) {
            throw refuse(model);
        }
        return new JavaSerializationCodec<>(wiring.wireType(), m -> wiring.toWire().apply(m), w -> (T) wiring.fromWire().apply(w));
    }

    private static ExternalizableRion.Wiring wiring(Model<?> model) {
        if (model.equals(Models.ORDER)) {
            return new ExternalizableRion.Wiring(ExternalizableOrder.class,
                    m -> new ExternalizableOrder((Order) m), w -> ((ExternalizableOrder) w).order());
        }
        if (model.equals(Models.MEDIA_CONTENT)) {
            return new ExternalizableRion.Wiring(ExternalizableMedia.class,
                    m -> new ExternalizableMedia((MediaContent) m), w -> ((ExternalizableMedia) w).content());
        }
        if (model.equals(Models.DB_TABLE)) {
            return new ExternalizableRion.Wiring(ExternalizableDbTable.class,
                    m -> new ExternalizableDbTable((DbTable) m), w -> ((ExternalizableDbTable) w).table());
        }
        return ExternalizableRion.BY_MODEL.get(model);
    }
}
