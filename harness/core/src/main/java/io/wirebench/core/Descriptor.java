package io.wirebench.core;

import io.wirebench.core.model.Edge;
import java.util.Collections;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.regex.Pattern;

/**
 * What a contender is, in the terms a reader of the scoreboard needs to judge its numbers.
 *
 * @param id            stable identifier used in result files and on the command line ({@code [a-z0-9.-]+})
 * @param displayName   the row label on the site
 * @param family        the adapter module it comes from, e.g. {@code jackson}
 * @param library       Maven coordinates ({@code group:artifact}) of the library, or {@code jdk}
 * @param libraryVersion version read from the library at run time, never typed in
 * @param format        text or binary
 * @param schemaStyle   how the mapping between model and bytes is described
 * @param bufferStyle   what the codec writes into
 * @param reusesBuffer  whether the output buffer is recycled between messages
 * @param zeroCopyAccess whether fields can be read from the encoded bytes without decoding the object
 * @param evolution     what schema changes a reader tolerates
 * @param jvmArgs       extra JVM flags this contender's forks need (and only its forks get)
 * @param notes         anything unusual about how the library is used; empty when nothing is
 * @param detectsTruncation whether decoding a cut-short message always throws (the conformance
 *                      check holds the contender to it); {@code false}: a cut message may decode to
 *                      something, though never to the whole message
 * @param edgeLimits    the {@linkplain Edge edge values} the format truly cannot carry, each with the
 *                      reason; the conformance check skips exactly these (and checks they really fail)
 * @param counterpart   the id of the contender in the other family that does the same form (a Chronicle
 *                      row and our own row of that form), so the two can be shown side by side; {@code null}
 *                      when there is none
 */
public record Descriptor(
        String id,
        String displayName,
        String family,
        String library,
        String libraryVersion,
        Format format,
        SchemaStyle schemaStyle,
        BufferStyle bufferStyle,
        boolean reusesBuffer,
        boolean zeroCopyAccess,
        Evolution evolution,
        List<String> jvmArgs,
        String notes,
        boolean detectsTruncation,
        Map<Edge, String> edgeLimits,
        String counterpart) {

    private static final Pattern ID = Pattern.compile("[a-z0-9][a-z0-9.-]*");

    public enum Format { TEXT, BINARY }

    public enum SchemaStyle {
        /** Self-describing data, no schema needed to read it (JSON trees, YAML, BSON documents). */
        SCHEMALESS,
        /** A schema file from which code is generated at build time (Protobuf, SBE, Avro). */
        SCHEMA_CODEGEN,
        /** The library discovers the mapping by reflection or annotations (Jackson databind). */
        REFLECTION,
        /** The mapping is written by hand against a streaming or buffer API. */
        HAND_WRITTEN
    }

    public enum BufferStyle {
        /** Writes into a Java heap {@code byte[]}. */
        HEAP,
        /** Writes into off-heap memory (a direct {@code ByteBuffer} or similar). */
        DIRECT,
        /** Writes through an {@code OutputStream}/{@code InputStream}. */
        STREAM
    }

    public enum Evolution {
        /** Writer and reader must agree on the exact schema. */
        NONE,
        /** Fields may be appended at the end; older readers ignore them. */
        APPEND_ONLY,
        /** Fields may be added, removed and reordered; unknown fields are skipped. */
        TOLERANT
    }

    public Descriptor {
        Objects.requireNonNull(id, "id");
        if (!ID.matcher(id).matches()) {
            throw new IllegalArgumentException("contender id '" + id + "' must match " + ID.pattern());
        }
        Objects.requireNonNull(displayName, "displayName");
        Objects.requireNonNull(family, "family");
        Objects.requireNonNull(library, "library");
        Objects.requireNonNull(libraryVersion, "libraryVersion");
        Objects.requireNonNull(format, "format");
        Objects.requireNonNull(schemaStyle, "schemaStyle");
        Objects.requireNonNull(bufferStyle, "bufferStyle");
        Objects.requireNonNull(evolution, "evolution");
        jvmArgs = List.copyOf(jvmArgs);
        notes = notes == null ? "" : notes;
        Objects.requireNonNull(edgeLimits, "edgeLimits");
        // In the enum's order, so that result files list them the same way every time.
        edgeLimits = edgeLimits.isEmpty() ? Map.of() : Collections.unmodifiableMap(new EnumMap<>(edgeLimits));
        edgeLimits.forEach((edge, reason) -> {
            if (reason == null || reason.isBlank()) {
                throw new IllegalArgumentException("contender '" + id + "' declares it cannot carry " + edge.label() + " without saying why");
            }
        });
        if (counterpart != null && (!ID.matcher(counterpart).matches() || counterpart.equals(id))) {
            throw new IllegalArgumentException("contender '" + id + "' names counterpart '" + counterpart
                    + "', which must be another contender's id (" + ID.pattern() + ")");
        }
    }

    public static Builder builder(String id) {
        return new Builder(id);
    }

    /** Builds a descriptor; every property without a sensible default must be set. */
    public static final class Builder {
        private final String id;
        private String displayName;
        private String family;
        private String library;
        private String libraryVersion;
        private Format format;
        private SchemaStyle schemaStyle;
        private BufferStyle bufferStyle = BufferStyle.HEAP;
        private boolean reusesBuffer;
        private boolean zeroCopyAccess;
        private Evolution evolution = Evolution.NONE;
        private List<String> jvmArgs = List.of();
        private String notes = "";
        private boolean detectsTruncation;
        private final Map<Edge, String> edgeLimits = new EnumMap<>(Edge.class);
        private String counterpart;

        private Builder(String id) {
            this.id = id;
        }

        public Builder displayName(String v) { displayName = v; return this; }
        public Builder family(String v) { family = v; return this; }
        public Builder library(String coordinates, String version) { library = coordinates; libraryVersion = version; return this; }
        public Builder format(Format v) { format = v; return this; }
        public Builder schemaStyle(SchemaStyle v) { schemaStyle = v; return this; }
        public Builder bufferStyle(BufferStyle v) { bufferStyle = v; return this; }
        public Builder reusesBuffer(boolean v) { reusesBuffer = v; return this; }
        public Builder zeroCopyAccess(boolean v) { zeroCopyAccess = v; return this; }
        public Builder evolution(Evolution v) { evolution = v; return this; }
        public Builder jvmArgs(List<String> v) { jvmArgs = v; return this; }
        public Builder notes(String v) { notes = v; return this; }
        public Builder detectsTruncation(boolean v) { detectsTruncation = v; return this; }
        /** Declares that the format cannot carry {@code edge}, and why (shown on the site). */
        public Builder cannotCarry(Edge edge, String reason) { edgeLimits.put(edge, reason); return this; }
        /** Names the contender of the other family doing the same form (ours beside Chronicle's). */
        public Builder counterpart(String contenderId) { counterpart = contenderId; return this; }

        public Descriptor build() {
            return new Descriptor(id, displayName, family, library, libraryVersion, format, schemaStyle,
                    bufferStyle, reusesBuffer, zeroCopyAccess, evolution, jvmArgs, notes, detectsTruncation, edgeLimits,
                    counterpart);
        }
    }
}
