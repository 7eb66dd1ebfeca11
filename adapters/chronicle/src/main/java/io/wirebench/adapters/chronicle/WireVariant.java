package io.wirebench.adapters.chronicle;

import io.wirebench.core.Descriptor;

/**
 * The Chronicle forms measured, one per form of ours that Chronicle has, each with the id of our
 * counterpart ({@link #counterpart}). Only plain values are held here: touching Chronicle's classes
 * would initialise the library, which must wait for {@code newCodec} (the runner's own JVM does not
 * have Chronicle's JVM flags). {@link ChronicleWires} turns a variant into a {@code Wire}.
 */
enum WireVariant {
    TEXT("chronicle-text", "Chronicle Wire (YAML text)", Kind.TEXT, false, false, false,
            Descriptor.Format.TEXT, Descriptor.Evolution.TOLERANT, "wire-yaml", null,
            "TextWire (WireType.TEXT): YAML, field names written and matched by name."),
    JSON("chronicle-json", "Chronicle Wire (JSON)", Kind.JSON, false, false, false,
            Descriptor.Format.TEXT, Descriptor.Evolution.TOLERANT, "wire-json", null,
            "JSONWire (WireType.JSON_ONLY): plain JSON, field names as quoted keys, no YAML type extensions."),
    BINARY("chronicle-binary", "Chronicle Wire (binary YAML, named)", Kind.BINARY, false, false, false,
            Descriptor.Format.BINARY, Descriptor.Evolution.TOLERANT, "wire-binary-named", Kind.BINARY_TREES,
            "BinaryWire, field names, compact numbers (WireType.BINARY_LIGHT's settings: no delta support)."),
    BINARY_NUMBERED("chronicle-binary-numbered", "Chronicle Wire (binary YAML, numbered)", Kind.BINARY, false, true, false,
            Descriptor.Format.BINARY, Descriptor.Evolution.TOLERANT, "wire-binary-numbered", Kind.BINARY_TREES,
            "BinaryWire with numericFields: each key is its WireKey.code() (one byte), compact numbers."),
    BINARY_FIXED("chronicle-binary-fixed", "Chronicle Wire (binary YAML, named, fixed width)", Kind.BINARY, true, false, false,
            Descriptor.Format.BINARY, Descriptor.Evolution.TOLERANT, "wire-binary-fixed-named", Kind.BINARY_TREES,
            "BinaryWire with fixed: field names, every number at its full width (no compaction)."),
    BINARY_FIXED_NUMBERED("chronicle-binary-fixed-numbered", "Chronicle Wire (binary YAML, numbered, fixed width)", Kind.BINARY,
            true, true, false, Descriptor.Format.BINARY, Descriptor.Evolution.TOLERANT, "wire-binary-fixed-numbered", Kind.BINARY_TREES,
            "BinaryWire with fixed and numericFields: field numbers, every number at its full width."),
    BINARY_FIELDLESS("chronicle-binary-fieldless", "Chronicle Wire (binary YAML, field-less)", Kind.BINARY, false, false, true,
            Descriptor.Format.BINARY, Descriptor.Evolution.NONE, "wire-binary-fieldless",
            "a field-less wire writes no keys, and a schema-less document's map keys are its data",
            "BinaryWire with fieldLess (WireType.FIELDLESS_BINARY's setting): typed values, no keys; read in field order."),
    RAW("chronicle-raw", "Chronicle Wire (raw)", Kind.RAW, true, false, true,
            Descriptor.Format.BINARY, Descriptor.Evolution.NONE, "wire-raw",
            "RawWire writes bare values without type tags: schema-less data cannot be read back",
            "RawWire (WireType.RAW): no field names, no type tags, values in field order."),
    BYTES_FIXED("chronicle-bytes-fixed", "Chronicle Bytes (BytesMarshallable, fixed width)", Kind.BYTES, true, false, true,
            Descriptor.Format.BINARY, Descriptor.Evolution.NONE, "wire-bytes-fixed", null,
            "BytesMarshallable style: writeDouble/writeLong/writeInt straight onto the Bytes, UTF-8 text, enum as an ordinal byte."),
    BYTES_STOPBIT("chronicle-bytes-stopbit", "Chronicle Bytes (BytesMarshallable, stop-bit)", Kind.BYTES, false, false, true,
            Descriptor.Format.BINARY, Descriptor.Evolution.NONE, "wire-bytes-stopbit", null,
            "BytesMarshallable style with writeStopBit for every number (doubles too), UTF-8 text, enum as an ordinal byte.");

    /** How the message is rendered: which Wire class, or bytes written by hand under one. */
    enum Kind {
        TEXT, JSON, BINARY, RAW, BYTES;

        static final String BINARY_TREES = "BinaryWire's ValueIn.object() reads an empty list back as a map and an empty map as a list, "
                + "so schema-less documents do not round-trip (see ChronicleQuirksTest)";
    }

    final String id;
    final String displayName;
    final Kind kind;
    /** Numbers at full width (BinaryWire's {@code fixed}); for the bytes forms, fixed width rather than stop-bit. */
    final boolean fixed;
    /** Keys written as their {@code WireKey.code()} (BinaryWire's {@code numericFields}). */
    final boolean numbered;
    /** No keys at all. */
    final boolean fieldless;
    final Descriptor.Format format;
    final Descriptor.Evolution evolution;
    /** The id of our own form this one is compared with, form by form; null where we have none. */
    final String counterpart;
    /** Why schema-less documents are not offered on this wire, or null when they round-trip. */
    final String noTrees;
    final String note;

    WireVariant(String id, String displayName, Kind kind, boolean fixed, boolean numbered, boolean fieldless,
                Descriptor.Format format, Descriptor.Evolution evolution, String counterpart, String noTrees, String note) {
        this.id = id;
        this.displayName = displayName;
        this.kind = kind;
        this.fixed = fixed;
        this.numbered = numbered;
        this.fieldless = fieldless;
        this.format = format;
        this.evolution = evolution;
        this.counterpart = counterpart;
        this.noTrees = noTrees;
        this.note = note;
    }
}
