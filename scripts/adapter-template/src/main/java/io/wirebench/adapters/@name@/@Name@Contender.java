package io.wirebench.adapters.@name@;

import io.wirebench.core.Descriptor;
import io.wirebench.core.LibraryVersion;
import io.wirebench.core.MappedContender;
import io.wirebench.core.Mappings;
import io.wirebench.core.model.Models;

/**
 * TODO: one sentence on what this contender is and how it uses the library (the README says why).
 * Scaffolded by {@code make new-adapter}: every TODO must go before the first pull request.
 */
final class @Name@Contender implements MappedContender {
    // Constructing this must not initialise the library (a library that needs JVM flags would break the
    // runner's own JVM): only the descriptor is built here; the library is touched when a codec is made.
    private static final Descriptor DESCRIPTOR = Descriptor.builder("@name@")
            .displayName("@name@") // TODO: the row label on the site, e.g. "Foo (generated codecs)"
            .family("@name@")
            // TODO: any class of the library (its version is read from that class's jar) and its group:artifact:
            // .library(SomeLibraryClass.class, "group:artifact")
            .library("jdk", LibraryVersion.ofJdk())
            // TODO: TEXT or BINARY; how the mapping is described; what the codec writes into; what a reader tolerates
            .kind(Descriptor.Format.BINARY, Descriptor.SchemaStyle.HAND_WRITTEN, Descriptor.BufferStyle.HEAP, Descriptor.Evolution.NONE)
            .reusesBuffer(true)
            .frameBytes(0) // TODO: bytes of the format's own frame (see Descriptor), 0 when it has none
            .detectsTruncation(false) // true only if decoding every cut message throws (the kit holds it to that)
            .notes("")
            .build();

    @Override
    public Descriptor descriptor() {
        return DESCRIPTOR;
    }

    // TODO: every model the library can express, one line each (Mappings.Builder#add; #addAccess for a codec
    // that also reads fields in place); refuse(model, "why") where the reason is worth showing on the site.
    private static final Mappings MAPPINGS = Mappings.builder("TODO: say why @name@ does not express this model")
            .add(Models.ORDER, @Name@OrderCodec::new)
            .build();

    @Override
    public Mappings mappings() {
        return MAPPINGS;
    }
}
