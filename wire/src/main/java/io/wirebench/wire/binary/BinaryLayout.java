package io.wirebench.wire.binary;

import static io.wirebench.wire.binary.BinaryCodes.INLINE_MAX;

import io.wirebench.wire.MalformedWireException;
import io.wirebench.wire.bytes.BytesIn;
import io.wirebench.wire.bytes.BytesOut;
import io.wirebench.wire.bytes.StopBit;
import io.wirebench.wire.bytes.Utf8;
import io.wirebench.wire.bytes.WritableBuffer;

/**
 * The two layouts of binary YAML ({@link BinaryCodes}) that more than one writer lays down: counted
 * UTF-8 (field names and text) and a container whose length is filled in after its content. Written
 * once here so that {@link BinaryWireOut} and the delta writer ({@code io.wirebench.wire.delta}) lay
 * down the same bytes and refuse bad text the same way. Static and small: the JIT inlines them into
 * each writer's hot path. {@code buffer} is always {@code out.buffer()}, passed in because both
 * writers hold it already. The container's length is read back here too, for {@link BinaryWireIn}
 * and the delta reader and dump, which refuse a negative one in the same words.
 */
public final class BinaryLayout {
    private BinaryLayout() {
    }

    /**
     * {@code text}'s UTF-8 under the code for its length ({@code inlineCode | length} up to
     * {@value BinaryCodes#INLINE_MAX} bytes, else {@code longCode} and a stop-bit length), counted first:
     * the bytes go after room for that header and the header is written last, so that a refused text
     * (an unpaired surrogate) leaves the position where it was.
     */
    public static void writeCountedUtf8(BytesOut out, WritableBuffer buffer, int inlineCode, int longCode, CharSequence text) {
        int length = Utf8.encodedLength(text);
        int header = length <= INLINE_MAX ? 1 : 1 + StopBit.length(length);
        out.ensureRemaining(header + length);
        int p = out.position();
        buffer.putStringUtf8(p + header, text);
        if (header == 1) {
            buffer.putByte(p, (byte) (inlineCode | length));
        } else {
            buffer.putByte(p, (byte) longCode);
            buffer.putStopBit(p + 1, length);
        }
        out.advance(header + length);
    }

    /** A container's short code and a 1-byte length to fill in by {@link #endContainer}; returns where it starts. */
    public static int beginContainer(BytesOut out, WritableBuffer buffer, int shortCode) {
        out.ensureRemaining(2);
        int p = out.position();
        buffer.putByte(p, (byte) shortCode);
        buffer.putByte(p + 1, (byte) 0);
        out.advance(2);
        return p;
    }

    /**
     * The length of the container whose code, {@code code}, was just read at {@code at}: the short
     * form's 1-byte length or the long form's 4-byte one, read from the cursor. When the code is
     * neither form's, nothing more is read and the answer is -1, for the caller to take (a null) or
     * refuse in its own words. A negative long length is refused here.
     */
    public static int readContainerLength(BytesIn in, int at, int code, int shortCode, int longCode, String what) {
        if (code == shortCode) {
            return in.readUnsignedByte();
        }
        if (code != longCode) {
            return -1;
        }
        int length = in.readInt();
        if (length < 0) {
            throw new MalformedWireException(at, what + " declares a negative length, " + length);
        }
        return length;
    }

    /**
     * Fills in the length of the container begun at {@code start}: one byte when the content fits,
     * else the content moves up by 3 to make room for {@code longCode} and a 4-byte length.
     */
    public static void endContainer(BytesOut out, WritableBuffer buffer, int start, int longCode) {
        int content = start + 2;
        int length = out.position() - content;
        if (length <= 0xFF) {
            buffer.putByte(start + 1, (byte) length);
            return;
        }
        out.ensureRemaining(3);
        buffer.moveBytes(content, content + 3, length);
        buffer.putByte(start, (byte) longCode);
        buffer.putInt(start + 1, length);
        out.advance(3);
    }
}
