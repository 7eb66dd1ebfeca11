package io.wirebench.adapters.jdk;

import io.wirebench.core.Codec;
import io.wirebench.core.Contender;
import io.wirebench.core.Descriptor;
import io.wirebench.core.LibraryVersion;
import io.wirebench.core.Support;
import io.wirebench.core.model.Model;
import io.wirebench.core.model.Models;
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
            .library("jdk", LibraryVersion.ofJdk())
            .format(Descriptor.Format.BINARY)
            .schemaStyle(Descriptor.SchemaStyle.HAND_WRITTEN)
            .bufferStyle(Descriptor.BufferStyle.STREAM)
            .reusesBuffer(true)
            .evolution(Descriptor.Evolution.NONE)
            .notes("Hand-written writeExternal/readExternal in a wrapper class around the model.")
            .build();

    @Override
    public Descriptor descriptor() {
        return DESCRIPTOR;
    }

    @Override
    public Support supports(Model<?> model) {
        return model.equals(Models.ORDER) ? Support.YES
                : Support.no("no hand-written Externalizable mapping for this model yet");
    }

    @Override
    @SuppressWarnings("unchecked")
    public <T> Codec<T> newCodec(Model<T> model) {
        if (model.equals(Models.ORDER)) {
            return (Codec<T>) new JavaSerializationCodec<Order>(ExternalizableOrder.class,
                    ExternalizableOrder::new, wire -> ((ExternalizableOrder) wire).order());
        }
        throw new UnsupportedOperationException(descriptor().id() + " does not support " + model.id() + ": " + supports(model).reason());
    }
}
