package io.wirebench.core;

import java.util.Objects;

/** What {@link MappedContender#of} makes: a descriptor and a mappings table, nothing else. */
record TableContender(Descriptor descriptor, Mappings mappings) implements MappedContender {
    TableContender {
        Objects.requireNonNull(descriptor, "descriptor");
        Objects.requireNonNull(mappings, "mappings");
    }

    @Override
    public String toString() {
        return descriptor.id();
    }
}
