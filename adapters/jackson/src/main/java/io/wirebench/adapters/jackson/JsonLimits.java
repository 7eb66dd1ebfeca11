package io.wirebench.adapters.jackson;

import io.wirebench.core.Descriptor;
import io.wirebench.core.model.Edge;

/**
 * What JSON text cannot carry, declared on the JSON rows (Jackson's binary formats carry every
 * double). JSON (RFC 8259, section 6) has no NaN or infinity. Jackson writes them as the strings
 * "NaN", "Infinity" and "-Infinity" ({@code JsonWriteFeature.WRITE_NAN_AS_STRINGS}, on by default),
 * and a typed field reads those strings back as doubles; but a schema-less tree has no type to say the
 * string was a number, so there they come back as strings. Turning every "NaN" string of a document
 * into a number would corrupt documents that hold that text, so the limit is declared instead.
 */
final class JsonLimits {
    private JsonLimits() {
    }

    static Descriptor.Builder declare(Descriptor.Builder descriptor) {
        return descriptor
                .cannotCarry(Edge.NAN, "JSON (RFC 8259) has no NaN: Jackson writes the string \"NaN\" "
                        + "(WRITE_NAN_AS_STRINGS), which typed fields read back as NaN but a schema-less tree reads back as a string")
                .cannotCarry(Edge.INFINITY, "JSON (RFC 8259) has no infinity: Jackson writes the strings \"Infinity\"/\"-Infinity\" "
                        + "(WRITE_NAN_AS_STRINGS), which typed fields read back as numbers but a schema-less tree reads back as strings");
    }
}
