package io.wirebench.adapters.@name@;

import io.wirebench.core.Codec;
import io.wirebench.core.Contender;
import io.wirebench.core.Descriptor;
import io.wirebench.core.LibraryVersion;
import io.wirebench.core.Support;
import io.wirebench.core.model.Model;
import io.wirebench.core.model.Models;

/**
 * TODO: one sentence on what this contender is and how it uses the library (the README says why).
 * Scaffolded by {@code make new-adapter}: every TODO must go before the first pull request.
 */
final class @Name@Contender implements Contender {
    // Constructing this must not initialise the library (a library that needs JVM flags would break the
    // runner's own JVM): only the descriptor is built here; the library is touched in newCodec.
    private static final Descriptor DESCRIPTOR = Descriptor.builder("@name@")
            .displayName("@name@") // TODO: the row label on the site, e.g. "Foo (generated codecs)"
            .family("@name@")
            // TODO: the library's group:artifact, and its version read from the library itself:
            // .library("group:artifact", LibraryVersion.of(SomeLibraryClass.class, "group", "artifact"))
            .library("jdk", LibraryVersion.ofJdk())
            .format(Descriptor.Format.BINARY) // TODO: TEXT or BINARY
            .schemaStyle(Descriptor.SchemaStyle.HAND_WRITTEN) // TODO: how the mapping is described
            .bufferStyle(Descriptor.BufferStyle.HEAP)
            .reusesBuffer(true)
            .zeroCopyAccess(false)
            .evolution(Descriptor.Evolution.NONE)
            // .jvmArgs(List.of(...)) only if the library documents that it needs them; the same flags go in
            // the pom's contender.jvm.flags (ConformanceSuite checks the two agree).
            .frameBytes(0) // TODO: bytes of the format's own frame (see Descriptor), 0 when it has none
            .detectsTruncation(false) // true only if decoding every cut message throws (the kit holds it to that)
            .notes("")
            .build();

    @Override
    public Descriptor descriptor() {
        return DESCRIPTOR;
    }

    @Override
    public Support supports(Model<?> model) {
        // TODO: every model the library can express; Support.no("why") for the rest (the site shows the reason).
        return model.equals(Models.ORDER) ? Support.YES : Support.no("TODO: say why @name@ does not express " + model.id());
    }

    @Override
    @SuppressWarnings("unchecked")
    public <T> Codec<T> newCodec(Model<T> model) {
        if (!model.equals(Models.ORDER)) {
            throw refuse(model);
        }
        return (Codec<T>) new @Name@OrderCodec();
    }
}
