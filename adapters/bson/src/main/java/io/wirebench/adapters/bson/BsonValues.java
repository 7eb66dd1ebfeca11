package io.wirebench.adapters.bson;

import org.bson.BsonReader;
import org.bson.BsonSerializationException;
import org.bson.BsonType;
import org.bson.BsonWriter;

/** Nullable strings and enums, which BSON writes as its null type. */
final class BsonValues {
    private BsonValues() {
    }

    static void writeString(BsonWriter out, String name, String value) {
        if (value == null) {
            out.writeNull(name);
        } else {
            out.writeString(name, value);
        }
    }

    /** Reads the current value, whose name has been read: a string, or {@code null} for BSON null. */
    static String readString(BsonReader in) {
        if (in.getCurrentBsonType() == BsonType.NULL) {
            in.readNull();
            return null;
        }
        return in.readString();
    }

    static <E extends Enum<E>> E readEnum(BsonReader in, Class<E> type) {
        String name = readString(in);
        if (name == null) {
            return null;
        }
        try {
            return Enum.valueOf(type, name);
        } catch (IllegalArgumentException e) {
            throw new BsonSerializationException("unknown " + type.getSimpleName() + " '" + name + "'");
        }
    }
}
