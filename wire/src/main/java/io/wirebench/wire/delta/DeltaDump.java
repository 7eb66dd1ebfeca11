package io.wirebench.wire.delta;

import static io.wirebench.wire.binary.BinaryCodes.OBJECT;
import static io.wirebench.wire.binary.BinaryCodes.OBJECT_SHORT;

import io.wirebench.wire.MalformedWireException;
import io.wirebench.wire.binary.BinaryCodes;
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
 */
public final class DeltaDump {
    private DeltaDump() {
    }

    public static String dump(byte[] stream) {
        HeapBuffer src = HeapBuffer.wrap(stream);
        BytesIn in = new BytesIn(src);
        StringBuilder yaml = new StringBuilder(stream.length * 4);
        while (in.remaining() > 0) {
            int at = in.position();
            int code = in.readUnsignedByte();
            int length;
            if (code == OBJECT_SHORT) {
                length = in.readUnsignedByte();
            } else if (code == OBJECT) {
                length = in.readInt();
            } else {
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
            HeapBuffer document = HeapBuffer.expandable(length + 8);
            BytesOut out = new BytesOut(document);
            int header = out.beginDocument(false);
            out.writeBytes(stream, in.position(), length - checkBytes);
            out.endDocument(header);
            yaml.append(BinaryYamlDump.dump(document, 0, out.position()));
            if (checkBytes > 0) {
                yaml.append(String.format("# check 0x%02X\n", check));
            }
            in.skip(length);
        }
        return yaml.toString();
    }
}
