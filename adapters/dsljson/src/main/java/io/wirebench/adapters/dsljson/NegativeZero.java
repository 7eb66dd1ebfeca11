package io.wirebench.adapters.dsljson;

import com.dslplatform.json.DslJson;
import com.dslplatform.json.JsonReader;
import com.dslplatform.json.JsonWriter;
import com.dslplatform.json.NumberConverter;
import java.io.IOException;

/**
 * DSL-JSON 2.0.2's {@code NumberConverter.serialize(double)} writes -0.0 as {@code 0.0} (floats keep the
 * sign), so a double's sign of zero is lost on the way out. This writer writes {@code -0.0} for it and
 * leaves every other value to DSL-JSON; the reader notes a leading minus sign before DSL-JSON parses the
 * number and restores the sign of a zero. Both are registered for {@code double} and {@code Double}
 * before any runtime analysis, so every model's double fields use them, and the hand-written converters
 * call {@link #writeDouble}/{@link #readDouble} directly.
 */
final class NegativeZero {
    private NegativeZero() {
    }

    private static final byte[] MINUS_ZERO = {'-', '0', '.', '0'};

    static final JsonWriter.WriteObject<Double> WRITER = (writer, value) -> {
        if (value == null) {
            writer.writeNull();
        } else {
            writeDouble(value, writer);
        }
    };

    static final JsonReader.ReadObject<Double> READER = reader -> reader.wasNull() ? null : readDouble(reader);

    static double readDouble(JsonReader<?> reader) throws IOException {
        boolean negative = reader.last() == '-';
        double value = NumberConverter.deserializeDouble(reader);
        return value == 0 && negative ? -0.0 : value;
    }

    static void writeDouble(double value, JsonWriter writer) {
        if (Double.doubleToRawLongBits(value) == Long.MIN_VALUE) {
            writer.writeAscii(MINUS_ZERO);
        } else {
            NumberConverter.serialize(value, writer);
        }
    }

    static void register(DslJson<Object> dsl) {
        dsl.registerWriter(double.class, WRITER);
        dsl.registerWriter(Double.class, WRITER);
        dsl.registerReader(double.class, READER);
        dsl.registerReader(Double.class, READER);
    }

    /** The same pair in the shape {@code @JsonAttribute(converter = …)} wants for a {@code double} field. */
    public static final class Field {
        public static final JsonReader.ReadObject<Double> JSON_READER = READER;
        public static final JsonWriter.WriteObject<Double> JSON_WRITER = WRITER;

        private Field() {
        }
    }
}
