package io.wirebench.adapters.jdk;

import io.wirebench.core.Codec;
import io.wirebench.core.Descriptor;
import io.wirebench.core.MappedContender;
import io.wirebench.core.Mappings;
import io.wirebench.core.model.Batch;
import io.wirebench.core.model.Models;
import java.util.function.Function;


/**
 * {@code java.io.Externalizable}: the fields are written by hand. The shared model classes are not
 * ours to change per contender, so a small wrapper that implements {@code Externalizable} carries
 * the model object; this is how Externalizable is used for a class one cannot modify.
 */
final class ExternalizableContender {
    private static final Descriptor DESCRIPTOR = JdkContenders.descriptor("jdk-externalizable", Descriptor.SchemaStyle.HAND_WRITTEN,
                    Descriptor.Evolution.NONE)
            .displayName("Java Externalizable")
            .notes("Hand-written writeExternal/readExternal in a public wrapper class around each model (the models are shared "
                    + "and not ours to change per contender); fixed-width primitives, strings as a presence flag + writeUTF; "
                    + "a fresh ObjectOutputStream per message into a reused byte array.")
            .build();
    private static final Mappings MAPPINGS = table();

    private ExternalizableContender() {
    }

    /** The row: its descriptor and its table, and no behaviour of its own (see {@link MappedContender#of}). */
    static MappedContender contender() {
        return MappedContender.of(DESCRIPTOR, MAPPINGS);
    }

    /** A codec writing a model through its wrapper {@code type}; {@code wrap} makes the wrapper of a message. */
    static <T> Codec<T> codec(Class<? extends ExternalizableValue<T>> type, Function<T, Object> wrap) {
        return new JavaSerializationCodec<>(type, wrap, w -> type.cast(w).value());
    }

    /** A codec writing a batch through its wrapper {@code type}; {@code wrap} makes the wrapper of a message. */
    static <E> Codec<Batch<E>> batchCodec(Class<? extends ExternalizableBatch<E>> type, Function<Batch<E>, Object> wrap) {
        return new JavaSerializationCodec<>(type, wrap, w -> type.cast(w).batch());
    }

    private static Mappings table() {
        Mappings.Builder b = Mappings.builder("no hand-written Externalizable mapping for this model")
                .refuse(Models.TREE, "Externalizable is a mapping written by hand per class; a schema-less tree of maps and lists "
                        + "is what jdk-serializable carries")
                .add(Models.ORDER, () -> codec(ExternalizableOrder.class, m -> new ExternalizableOrder().with(m)))
                .add(Models.MEDIA_CONTENT, () -> codec(ExternalizableMedia.class, m -> new ExternalizableMedia().with(m)))
                .add(Models.DB_TABLE, () -> codec(ExternalizableDbTable.class, m -> new ExternalizableDbTable().with(m)));
        ExternalizableRion.addTo(b);
        return b.build();
    }
}
