package io.wirebench.wire.delta;

import static io.wirebench.wire.binary.BinaryCodes.OBJECT;
import static io.wirebench.wire.binary.BinaryCodes.OBJECT_SHORT;

import io.wirebench.wire.MalformedWireException;
import io.wirebench.wire.WireLimits;
import io.wirebench.wire.binary.BinaryCodes;
import io.wirebench.wire.binary.BinaryLayout;
import io.wirebench.wire.binary.BinaryYamlDump;
import io.wirebench.wire.bytes.BytesIn;
import io.wirebench.wire.bytes.BytesOut;
import io.wirebench.wire.bytes.HeapBuffer;

/**
 * Renders a delta stream as YAML without its schema. Each message is a binary YAML object, so
 * its fields go into a document of their own and {@link BinaryYamlDump} renders it: a snapshot
 * shows {@code full: <handle>}, {@code seq: <n>} and the whole {@code value}; an update shows
 * {@code <handle>: <seq>}, then {@code <field number>: <difference>} for each changed number
 * and {@code <name>: <value>} for each field sent whole. A message's last value, its check
 * (CRC-8), has no key: it is shown as a comment after the message's mapping, so the dump stays a
 * stream of valid YAML documents.
 *
 * <p>The whole dump, not each message, has the budget {@link WireLimits#maxDumpLength()}: it stops
 * at the first message that starts past it (or inside a message whose own dump reaches what is
 * left), with one last line
 * {@code # cut: the dump reached its budget of N characters (WireLimits.maxDumpLength) at the message at offset X (the stream ends at Y)}.
 * As for any dump, one value may overrun the budget by its own rendering. A message that is not an
 * object, or whose length is negative or runs past the stream, is a {@link MalformedWireException}.
 */
public final class DeltaDump {
    private DeltaDump() {
    }

    public static String dump(byte[] stream) {
        return dump(stream, WireLimits.DEFAULT);
    }

    /** The stream's messages, within {@code limits} (nesting, text lengths, and the budget of the whole dump). */
    public static String dump(byte[] stream, WireLimits limits) {
        int budget = limits.maxDumpLength();
        BytesIn in = new BytesIn(HeapBuffer.wrap(stream), limits);
        StringBuilder yaml = new StringBuilder((int) Math.min(budget, 4L * stream.length) + 16);
        HeapBuffer document = HeapBuffer.expandable(64);
        BytesOut out = new BytesOut(document);
        while (in.remaining() > 0) {
            int at = in.position();
            if (yaml.length() >= budget) {
                cut(yaml, budget, at, stream.length);
                break;
            }
            int code = in.readUnsignedByte();
            int length = BinaryLayout.readContainerLength(in, at, code, OBJECT_SHORT, OBJECT, "a delta message");
            if (length < 0) {
                throw new MalformedWireException(at, "expected a delta message (an object) but found " + BinaryCodes.describe(code));
            }
            in.require(length, "a delta message");
            int end = in.position() + length;
            int check = length > 0 ? stream[end - 1] & 0xFF : -1;
            // The check is one byte below 128, else uint8 and the byte (DeltaWireOut writes it compact).
            int checkBytes = check < 0 ? 0 : check < 0x80 ? 1 : 2;
            if (checkBytes == 2 && (length < 2 || (stream[end - 2] & 0xFF) != BinaryCodes.UINT8)) {
                throw new MalformedWireException(end - 1, "a delta message ends with its check, but found no check there");
            }
            out.reset();
            int header = out.beginDocument(false);
            out.writeBytes(stream, in.position(), length - checkBytes);
            out.endDocument(header);
            WireLimits left = limits.rebuild().maxDumpLength(budget - yaml.length()).build();
            String message = BinaryYamlDump.dump(document, 0, out.position(), left);
            int lastLine = message.lastIndexOf('\n', message.length() - 2) + 1;
            if (message.startsWith("# cut:", lastLine)) {
                // The message's own cut line gives offsets inside a copy of the message: say where in the stream instead.
                yaml.append(message, 0, lastLine);
                cut(yaml, budget, at, stream.length);
                break;
            }
            yaml.append(message);
            if (checkBytes > 0) {
                yaml.append(String.format("# check 0x%02X\n", check));
            }
            in.skip(length);
        }
        return yaml.toString();
    }

    private static void cut(StringBuilder yaml, int budget, int at, int streamLength) {
        yaml.append("# cut: the dump reached its budget of ").append(budget)
                .append(" characters (WireLimits.maxDumpLength) at the message at offset ").append(at)
                .append(" (the stream ends at ").append(streamLength).append(")\n");
    }
}
