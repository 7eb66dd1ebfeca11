package io.wirebench.wire.bytes;

import io.wirebench.wire.EnumValues;
import io.wirebench.wire.ValueOut;
import io.wirebench.wire.WireOut;
import io.wirebench.wire.WireWriter;
import java.util.Objects;

/**
 * What every rendering that writes into a {@link BytesOut} does the same way: the document frame
 * ({@link io.wirebench.wire.Documents}) and the rollback of a refused write. Each rendering (binary
 * YAML, raw wire, YAML and JSON text) is a final class that extends this one and writes what goes
 * inside the frame ({@link #writeFields}). Where the call knows the rendering (a field of the final
 * type, or a call site that has seen one rendering) the JIT binds {@code writeFields} to it and
 * inlines as it did the rendering's own {@code writeDocument}; a call site that sees several
 * renderings pays one more dispatch, once a document.
 */
public abstract class BytesWireOut implements WireOut, ValueOut {
    protected final BytesOut out;
    protected final WritableBuffer buffer;

    protected BytesWireOut(BytesOut out) {
        this.out = Objects.requireNonNull(out, "out");
        this.buffer = out.buffer();
    }

    public final BytesOut bytesOut() {
        return out;
    }

    /**
     * Writes one framed document. A refused write (any exception from the description or from this
     * writer) leaves the output's position where it was before the call, so the next document
     * written is readable; the bytes after the position are scratch ({@link BytesOut}).
     */
    @Override
    public final <T> int writeDocument(boolean metaData, T value, WireWriter<? super T> writer) {
        int mark = out.position();
        try {
            int header = out.beginDocument(metaData);
            writeFields(value, writer);
            out.endDocument(header);
            return out.position() - header;
        } catch (RuntimeException | Error e) {
            out.position(mark);
            throw e;
        }
    }

    /**
     * Writes the fields of one value with no document frame (for conversions and tests): in YAML
     * and JSON, one mapping or object (or its one keyless value). A refused write leaves the
     * position where it was, as {@link #writeDocument} does.
     */
    public final <T> void writeBody(T value, WireWriter<? super T> writer) {
        int mark = out.position();
        try {
            writeFields(value, writer);
        } catch (RuntimeException | Error e) {
            out.position(mark);
            throw e;
        }
    }

    /**
     * What a document holds: the fields {@code writer} writes, and whatever the rendering puts
     * around them (the text renderings override it; binary YAML and raw wire share this one). The
     * writer is a message's description, the same class whatever the format it writes, so sharing
     * the call does not widen what it sees.
     */
    protected <T> void writeFields(T value, WireWriter<? super T> writer) {
        writer.write(value, this);
    }

    /** An enum's name as text, null as null; the hot path is {@link #asEnum(EnumValues, Enum)}, which each rendering writes its own way. */
    @Override
    public WireOut asEnum(Enum<?> value) {
        return value == null ? nul() : text(value.name());
    }
}
