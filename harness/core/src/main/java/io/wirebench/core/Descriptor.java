package io.wirebench.core;

import io.wirebench.core.model.Edge;
import java.util.Collections;
import java.util.EnumMap;
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
 * @param evolution     what schema changes a reader tolerates
 * @param notes         anything unusual about how the library is used; empty when nothing is
 * @param detectsTruncation whether decoding a cut-short message always throws (the conformance
 *                      check holds the contender to it); {@code false}: a cut message may decode to
 *                      something, though never to the whole message
 * @param edgeLimits    the {@linkplain Edge edge values} the format truly cannot carry, each with the
 *                      reason; the conformance check skips exactly these (and checks they really fail)
 * @param frameBytes    how many bytes of every encoding are the format's own frame: a length (or a
 *                      header holding the length) from which a reader of a stream knows where the
 *                      message ends; 0 when the format has none. See {@link #payloadBytes} and
 *                      {@link #framedBytes} for the two sizes it gives.
 *
 * <h2>Framing: what counts as a frame</h2>
 * A frame is what delimits one message in a stream, and only that. Examples: the 4-byte header of
 * a wire or Chronicle document (length and flags: 4), BSON's int32 document length (4), the
 * baseline's 4-byte length (4). Not frames: SBE's 8-byte message header (block length, template,
 * schema, version; it says which message follows, not how long it is, so a stream of SBE messages
 * still needs a length, which the FIX Simple Open Framing Header supplies in practice), Java
 * serialization's stream magic, Smile's {@code :)\n} header, Fory's and Kryo's flags: those are
 * part of the payload. Protobuf, Avro, Kryo, Fory, MessagePack, CBOR, JSON and YAML have no frame
 * (0); a stream of them needs a length beside each message, which {@link #framedBytes} adds as an
 * unsigned LEB128 varint, the smallest common choice (Protobuf's {@code writeDelimitedTo}).
 * @param counterpart   the id of the contender in the other family that does the same form (a Chronicle
 *                      row and our own row of that form), so the two can be shown side by side; {@code null}
 *                      when there is none
 * @param generatedCode the code the contender needs generated before it runs (a schema compiler, an annotation
 *                      processor, or classes written by hand in a generator's place), declared here once;
 *                      {@code null} when it needs none (issue 25: the footprint shows it beside the jars)
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
        Evolution evolution,
        String notes,
        boolean detectsTruncation,
        Map<Edge, String> edgeLimits,
        int frameBytes,
        String counterpart,
        GeneratedCode generatedCode) {

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
        notes = notes == null ? "" : notes;
        Objects.requireNonNull(edgeLimits, "edgeLimits");
        // In the enum's order, so that result files list them the same way every time.
        edgeLimits = edgeLimits.isEmpty() ? Map.of() : Collections.unmodifiableMap(new EnumMap<>(edgeLimits));
        edgeLimits.forEach((edge, reason) -> {
            if (reason == null || reason.isBlank()) {
                throw new IllegalArgumentException("contender '" + id + "' declares it cannot carry " + edge.label() + " without saying why");
            }
        });
        if (frameBytes < 0) {
            throw new IllegalArgumentException("contender " + id + ": frameBytes " + frameBytes + " is negative");
        }
        if (counterpart != null && (!ID.matcher(counterpart).matches() || counterpart.equals(id))) {
            throw new IllegalArgumentException("contender '" + id + "' names counterpart '" + counterpart
                    + "', which must be another contender's id (" + ID.pattern() + ")");
        }
    }

    /**
     * The message without its frame: the encoding less {@link #frameBytes}.
     *
     * @param encodedLength the bytes the codec wrote for one message
     * @throws IllegalArgumentException when the encoding is shorter than the frame
     */
    public int payloadBytes(int encodedLength) {
        if (encodedLength < frameBytes) {
            throw new IllegalArgumentException("contender " + id + ": an encoding of " + encodedLength
                    + " bytes cannot hold its " + frameBytes + "-byte frame");
        }
        return encodedLength - frameBytes;
    }

    /**
     * What one message costs in a stream that must find where it ends: the encoding itself when the
     * format frames itself, otherwise the payload plus its length as an unsigned varint.
     */
    public int framedBytes(int encodedLength) {
        int payload = payloadBytes(encodedLength);
        return frameBytes > 0 ? encodedLength : payload + varintLength(payload);
    }

    /** Bytes of {@code n} as an unsigned LEB128 varint: 7 bits a byte, so 1 up to 127, 2 up to 16,383. */
    public static int varintLength(int n) {
        if (n < 0) {
            throw new IllegalArgumentException("a length cannot be negative: " + n);
        }
        int bytes = 1;
        while (n >= 0x80) {
            n >>>= 7;
            bytes++;
        }
        return bytes;
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
        private Evolution evolution = Evolution.NONE;
        private String notes = "";
        private boolean detectsTruncation;
        private final Map<Edge, String> edgeLimits = new EnumMap<>(Edge.class);
        private int frameBytes;
        private String counterpart;
        private GeneratedCode generatedCode;

        private Builder(String id) {
            this.id = id;
        }

        public Builder displayName(String v) { displayName = v; return this; }
        public Builder family(String v) { family = v; return this; }
        public Builder library(String coordinates, String version) { library = coordinates; libraryVersion = version; return this; }

        /**
         * The library as Maven coordinates ({@code group:artifact}), its version read from the jar
         * {@code anyClassOfTheLibrary} was loaded from ({@link LibraryVersion#of}): the coordinates are stated once, and
         * the version is never typed in. Loading that class is all it does: the library is not initialised.
         */
        public Builder library(Class<?> anyClassOfTheLibrary, String coordinates) {
            int colon = coordinates.indexOf(':');
            if (colon <= 0 || colon == coordinates.length() - 1 || coordinates.indexOf(':', colon + 1) >= 0) {
                throw new IllegalArgumentException("contender '" + id + "': library coordinates are group:artifact, not '"
                        + coordinates + "'");
            }
            return library(coordinates, LibraryVersion.of(anyClassOfTheLibrary, coordinates.substring(0, colon),
                    coordinates.substring(colon + 1)));
        }

        /**
         * The four kinds a reader compares rows by, in one line: what the bytes are, how the mapping is described, what
         * the codec writes into, and what schema changes a reader tolerates. Each is an enum of its own, so they cannot
         * be given in the wrong order; the setters of one kind each remain for a row that changes one of its family's.
         */
        public Builder kind(Format format, SchemaStyle schemaStyle, BufferStyle bufferStyle, Evolution evolution) {
            return format(format).schemaStyle(schemaStyle).bufferStyle(bufferStyle).evolution(evolution);
        }
        public Builder format(Format v) { format = v; return this; }
        public Builder schemaStyle(SchemaStyle v) { schemaStyle = v; return this; }
        public Builder bufferStyle(BufferStyle v) { bufferStyle = v; return this; }
        public Builder reusesBuffer(boolean v) { reusesBuffer = v; return this; }
        public Builder evolution(Evolution v) { evolution = v; return this; }
        public Builder notes(String v) { notes = v; return this; }
        public Builder detectsTruncation(boolean v) { detectsTruncation = v; return this; }
        /** Declares that the format cannot carry {@code edge}, and why (shown on the site). */
        public Builder cannotCarry(Edge edge, String reason) { edgeLimits.put(edge, reason); return this; }
        /** Names the contender of the other family doing the same form (ours beside Chronicle's). */
        public Builder counterpart(String contenderId) { counterpart = contenderId; return this; }

        /**
         * Declares the code the contender needs generated before it runs, and by what (see {@link GeneratedCode});
         * a contender that needs none says nothing.
         */
        public Builder generatedCode(GeneratedCode.Kind kind, String what) { generatedCode = new GeneratedCode(kind, what); return this; }

        /** Bytes of the format's own frame in every encoding (see {@link Descriptor}); 0 when it has none. */
        public Builder frameBytes(int v) { frameBytes = v; return this; }

        public Descriptor build() {
            return new Descriptor(id, displayName, family, library, libraryVersion, format, schemaStyle,
                    bufferStyle, reusesBuffer, evolution, notes, detectsTruncation, edgeLimits,
                    frameBytes, counterpart, generatedCode);
        }
    }
}
