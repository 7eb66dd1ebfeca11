package io.wirebench.adapters.chronicle;

import io.wirebench.core.Descriptor;

/**
 * The three wire types measured, named by their {@code WireType} constant. Only the name is held here:
 * touching {@code WireType} itself would initialise Chronicle, which must wait for {@code newCodec}
 * (the runner's own JVM does not have Chronicle's JVM flags).
 */
enum WireVariant {
    TEXT("chronicle-text", "Chronicle Wire (YAML text)", "TEXT", Descriptor.Format.TEXT, Descriptor.Evolution.TOLERANT, null,
            "TextWire: YAML, field names written and matched by name."),
    BINARY("chronicle-binary", "Chronicle Wire (binary YAML)", "BINARY", Descriptor.Format.BINARY, Descriptor.Evolution.TOLERANT,
            "BinaryWire's ValueIn.object() reads an empty list back as a map and an empty map as a list, so schema-less "
            + "documents do not round-trip (see ChronicleQuirksTest)",
            "BinaryWire: binary YAML with field names, compact number encodings; convertible to YAML text without a schema."),
    RAW("chronicle-raw", "Chronicle Wire (raw)", "RAW", Descriptor.Format.BINARY, Descriptor.Evolution.NONE,
            "RawWire writes bare values without type tags: schema-less data cannot be read back",
            "RawWire: no field names, no type tags, values in field order; writer and reader must agree on the order.");

    final String id;
    final String displayName;
    final String wireType;
    final Descriptor.Format format;
    final Descriptor.Evolution evolution;
    /** Why schema-less documents are not offered on this wire, or null when they round-trip. */
    final String noTrees;
    final String note;

    WireVariant(String id, String displayName, String wireType, Descriptor.Format format, Descriptor.Evolution evolution,
                String noTrees, String note) {
        this.id = id;
        this.displayName = displayName;
        this.wireType = wireType;
        this.format = format;
        this.evolution = evolution;
        this.noTrees = noTrees;
        this.note = note;
    }
}
