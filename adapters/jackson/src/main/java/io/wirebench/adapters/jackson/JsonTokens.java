package io.wirebench.adapters.jackson;

import com.fasterxml.jackson.core.JsonParseException;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import java.io.IOException;

/**
 * Typed reads for the hand-written mappings: each checks the token it is given, so that a value of
 * the wrong kind is an error that names the field instead of a silent coercion.
 */
final class JsonTokens {
    private JsonTokens() {
    }

    static void expect(JsonParser in, JsonToken expected, String what) throws IOException {
        if (in.currentToken() != expected) {
            throw new JsonParseException(in, "expected " + expected + " for " + what + " but found " + in.currentToken());
        }
    }

    static long readLong(JsonParser in, String field) throws IOException {
        expect(in, JsonToken.VALUE_NUMBER_INT, field);
        return in.getLongValue();
    }

    static int readInt(JsonParser in, String field) throws IOException {
        expect(in, JsonToken.VALUE_NUMBER_INT, field);
        return in.getIntValue();
    }

    static double readDouble(JsonParser in, String field) throws IOException {
        if (in.currentToken() == JsonToken.VALUE_STRING) {
            return nonFinite(in, field);
        }
        checkNumber(in, field);
        return in.getDoubleValue();
    }

    static float readFloat(JsonParser in, String field) throws IOException {
        if (in.currentToken() == JsonToken.VALUE_STRING) {
            return (float) nonFinite(in, field);
        }
        checkNumber(in, field);
        return in.getFloatValue();
    }

    /**
     * JSON has no NaN or infinity: Jackson's generator writes them as the strings "NaN", "Infinity" and
     * "-Infinity" (its default {@code WRITE_NAN_AS_STRINGS}), and databind reads those strings back. The
     * hand-written mapping does the same for exactly these three strings and refuses any other.
     */
    private static double nonFinite(JsonParser in, String field) throws IOException {
        switch (in.getText()) {
            case "NaN":
                return Double.NaN;
            case "Infinity":
                return Double.POSITIVE_INFINITY;
            case "-Infinity":
                return Double.NEGATIVE_INFINITY;
            default:
                throw new JsonParseException(in, "expected a number for " + field + " but found VALUE_STRING '" + in.getText() + "'");
        }
    }

    static boolean readBoolean(JsonParser in, String field) throws IOException {
        JsonToken t = in.currentToken();
        if (t == JsonToken.VALUE_TRUE) {
            return true;
        }
        if (t == JsonToken.VALUE_FALSE) {
            return false;
        }
        throw new JsonParseException(in, "expected a boolean for " + field + " but found " + t);
    }

    /** A string, or {@code null} for a JSON null. */
    static String readString(JsonParser in, String field) throws IOException {
        JsonToken t = in.currentToken();
        if (t == JsonToken.VALUE_STRING) {
            return in.getText();
        }
        if (t == JsonToken.VALUE_NULL) {
            return null;
        }
        throw new JsonParseException(in, "expected a string for " + field + " but found " + t);
    }

    static <E extends Enum<E>> E readEnum(JsonParser in, Class<E> type, String field) throws IOException {
        String name = readString(in, field);
        if (name == null) {
            return null;
        }
        try {
            return Enum.valueOf(type, name);
        } catch (IllegalArgumentException e) {
            throw new JsonParseException(in, "unknown " + type.getSimpleName() + " '" + name + "' for " + field);
        }
    }

    private static void checkNumber(JsonParser in, String field) throws IOException {
        JsonToken t = in.currentToken();
        if (t != JsonToken.VALUE_NUMBER_FLOAT && t != JsonToken.VALUE_NUMBER_INT) {
            throw new JsonParseException(in, "expected a number for " + field + " but found " + t);
        }
    }
}
