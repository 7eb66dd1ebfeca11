package io.wirebench.adapters.jdk;

import java.io.IOException;
import java.io.ObjectInput;
import java.io.ObjectOutput;

/**
 * Nullable strings for the hand-written Externalizable mappings: a presence flag, then modified
 * UTF-8 ({@code writeUTF}, at most 65,535 bytes, which every model string here is far below).
 */
final class ExternalStrings {
    private ExternalStrings() {
    }

    static void write(ObjectOutput out, String s) throws IOException {
        out.writeBoolean(s != null);
        if (s != null) {
            out.writeUTF(s);
        }
    }

    static String read(ObjectInput in) throws IOException {
        return in.readBoolean() ? in.readUTF() : null;
    }

    static <E extends Enum<E>> E readEnum(ObjectInput in, Class<E> type) throws IOException {
        String name = read(in);
        try {
            return name == null ? null : Enum.valueOf(type, name);
        } catch (IllegalArgumentException e) {
            throw new IOException("unknown " + type.getSimpleName() + " '" + name + "'");
        }
    }

    /** A count read from the stream, refused when negative (a corrupt or hostile stream). */
    static int readCount(ObjectInput in, String what) throws IOException {
        int n = in.readInt();
        if (n < 0) {
            throw new IOException("negative " + what + " count " + n);
        }
        return n;
    }
}
