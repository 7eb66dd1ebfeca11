package io.wirebench.bench;

import com.fasterxml.jackson.databind.JsonNode;
import io.wirebench.results.DescriptionsFile;
import io.wirebench.results.Manifest;
import io.wirebench.wire.binary.BinaryYamlDump;
import io.wirebench.wire.bytes.HexDump;
import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;

/**
 * A contender's encoded sample as the contender page shows it: a hex dump and, where the bytes read without their
 * schema, as text: UTF-8 for a text format (after its document frame, if it declares one), our binary YAML through
 * the wire module's schema-less dump, nothing for any other binary form.
 */
final class SampleView {
    private SampleView() {
    }

    /** The sample's view; {@code file} is its path relative to the run folder. */
    static DescriptionsFile.Sample of(Manifest.Contender c, String file, byte[] bytes) {
        Text t = textOf(c, bytes);
        return new DescriptionsFile.Sample(file, bytes.length, HexDump.of(bytes), t.kind(), t.text(), t.note());
    }

    /** What the bytes read as without their schema, and what the reader is told about it. */
    record Text(String kind, String text, String note) {
    }

    static Text textOf(Manifest.Contender c, byte[] bytes) {
        if ("TEXT".equals(c.format())) {
            // A text form in a document frame (ours, Chronicle's) starts with a binary length header: the text follows it.
            int frame = frameBytes(c);
            if (frame < 0 || frame > bytes.length) {
                frame = 0;
            }
            try {
                String text = StandardCharsets.UTF_8.newDecoder().onMalformedInput(CodingErrorAction.REPORT)
                        .onUnmappableCharacter(CodingErrorAction.REPORT)
                        .decode(ByteBuffer.wrap(bytes, frame, bytes.length - frame)).toString();
                return new Text("utf8", text, frame == 0 ? "the bytes as UTF-8 text"
                        : "the bytes after the " + frame + "-byte frame header, as UTF-8 text");
            } catch (CharacterCodingException e) {
                return new Text("none", null, "a text format, but these bytes are not valid UTF-8 (" + e.getMessage() + ")");
            }
        }
        if ("wire".equals(c.family()) && c.id().startsWith("wire-binary-")) {
            // Our binary YAML describes itself: the wire module's dump needs no schema.
            try {
                return new Text("yaml", BinaryYamlDump.dump(bytes), "binary YAML read back as YAML by the wire module's dump, without the schema");
            } catch (RuntimeException e) {
                // a sample the dump cannot read is recorded as such rather than losing the whole file
                return new Text("none", null, "binary YAML, but the wire module's dump could not read these bytes (" + e.getMessage() + ")");
            }
        }
        return new Text("none", null, "binary: reading it back needs its schema (or its library)");
    }

    /** The frame header the contender declares ({@code frameBytes}, a later descriptor field), 0 without one. */
    static int frameBytes(Manifest.Contender c) {
        JsonNode n = c.more().get("frameBytes");
        return n != null && n.canConvertToInt() ? n.asInt() : 0;
    }
}
