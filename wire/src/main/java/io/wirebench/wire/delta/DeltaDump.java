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
 * and {@code <name>: <value>} for each field sent whole.
 */
public final class DeltaDump {
    private DeltaDump() {
    }

    public static String dump(byte[] stream) {
        HeapBuffer src = HeapBuffer.wrap(stream);
        BytesIn in = new BytesIn(src);
        HeapBuffer documents = HeapBuffer.expandable(stream.length + 64);
        BytesOut out = new BytesOut(documents);
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
            int header = out.beginDocument(false);
            out.writeBytes(stream, in.position(), length);
            out.endDocument(header);
            in.skip(length);
        }
        return BinaryYamlDump.dump(documents, 0, out.position());
    }
}
