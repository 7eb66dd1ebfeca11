package io.wirebench.wire.text;

import io.wirebench.wire.bytes.BytesOut;
import io.wirebench.wire.bytes.WritableBuffer;

/** Rewrites of block YAML already written, for {@link YamlWireOut}'s items without keys. */
final class YamlItems {
    private YamlItems() {
    }

    /**
     * Makes the items written from {@code from} to the cursor the first element of a sequence:
     * "- " in front, and every line after the first indented two more. Every line break that
     * {@link YamlWireOut} writes is one between items (scalars escape theirs), so this re-indents
     * whole items only. It runs once per container that turns into a sequence.
     */
    static void indentAsItem(BytesOut out, int from) {
        WritableBuffer buffer = out.buffer();
        int end = out.position();
        int breaks = 0;
        for (int i = from; i < end - 1; i++) {
            if (buffer.getByte(i) == '\n') {
                breaks++;
            }
        }
        int extra = 2 + 2 * breaks;
        out.ensureRemaining(extra + 8);
        // From the end backwards, so that every byte moves before anything is written over it.
        int w = end + extra;
        for (int r = end - 1; r >= from; r--) {
            byte b = buffer.getByte(r);
            if (b == '\n' && r < end - 1) {
                w -= 2;
                buffer.putShort(w, (short) (' ' | ' ' << 8));
            }
            buffer.putByte(--w, b);
        }
        buffer.putShort(from, (short) ('-' | ' ' << 8));
        out.advance(extra);
    }
}
