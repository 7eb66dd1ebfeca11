package io.wirebench.adapters.msgpack;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import org.msgpack.core.MessagePacker;
import org.msgpack.core.MessageUnpacker;

/** The values every mapping here writes the same way: nullable text as nil or a string, enums by name, lists of text. */
final class Values {
    /** The most list elements a header may make us reserve room for before any element is read. */
    private static final int MAX_PRESIZE = 64;

    private Values() {
    }

    static void text(MessagePacker out, String value) throws IOException {
        if (value == null) {
            out.packNil();
        } else {
            out.packString(value);
        }
    }

    static String text(MessageUnpacker in) throws IOException {
        return in.tryUnpackNil() ? null : in.unpackString();
    }

    static void texts(MessagePacker out, List<String> values) throws IOException {
        if (values == null) {
            out.packNil();
            return;
        }
        out.packArrayHeader(values.size());
        for (String value : values) {
            text(out, value);
        }
    }

    static List<String> texts(MessageUnpacker in) throws IOException {
        if (in.tryUnpackNil()) {
            return null;
        }
        int n = in.unpackArrayHeader();
        List<String> values = newList(n);
        for (int i = 0; i < n; i++) {
            values.add(text(in));
        }
        return values;
    }

    /**
     * A list for {@code n} elements of a header just read: the header is input, so a cut or hostile
     * message claiming 2^31 elements reserves a little room and then fails at the end of the bytes.
     */
    static <E> List<E> newList(int n) {
        return new ArrayList<>(Math.min(n, MAX_PRESIZE));
    }

    /** An enum's constants by name, written and matched as bytes ({@link Names}). */
    static final class EnumNames<E extends Enum<E>> {
        private final E[] constants;
        private final Names names;

        EnumNames(Class<E> type) {
            constants = type.getEnumConstants();
            String[] strings = new String[constants.length];
            for (int i = 0; i < constants.length; i++) {
                strings[i] = constants[i].name();
            }
            names = new Names(strings);
        }

        void write(MessagePacker out, E value) throws IOException {
            if (value == null) {
                out.packNil();
            } else {
                names.pack(out, value.ordinal());
            }
        }

        E read(MessageUnpacker in) throws IOException {
            if (in.tryUnpackNil()) {
                return null;
            }
            int i = names.read(in);
            if (i == Names.UNKNOWN) {
                throw new IOException("no constant of " + constants.getClass().getComponentType().getSimpleName() + " has the name read");
            }
            return constants[i];
        }
    }
}
