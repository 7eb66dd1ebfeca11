package io.wirebench.adapters.jackson;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.JsonParseException;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.core.SerializableString;
import com.fasterxml.jackson.core.io.SerializedString;
import io.wirebench.core.DirectUseRotation;
import io.wirebench.core.PlainOrder;
import io.wirebench.core.ReusableByteArrayOutputStream;
import java.io.IOException;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;

/**
 * Jackson's streaming API used directly, as the jackson-core README and the "Jackson Performance" presentation
 * show it, with no harness type between the JMH method and the library: one {@link JsonFactory}, a
 * {@link JsonGenerator} per message writing pre-encoded names ({@link SerializedString}) into one reused array, a
 * {@link JsonParser} per message reading straight from that array's range into one reused {@link PlainOrder}.
 * Measured beside {@code CodecBenchmark.roundTrip} on {@code jackson-streaming}, the ratio of the two is the
 * harness's cost over direct use (harness/bench/README.md, "Direct-use parity").
 *
 * <p><b>The same work as the harness's round trip</b>: the next message of the rotation (array load and mask), the
 * same JSON as the adapter (checked byte for byte by {@code JacksonStreamingDirectUseTest}), and the same checks on
 * reading: a value of the wrong kind, a missing start or end of the object, or content after it is an error, and
 * the strings {@code "NaN"}, {@code "Infinity"}, {@code "-Infinity"} are read where a number belongs, as Jackson's
 * generator writes them (the adapter's {@code JsonTokens} does the same). One difference stays, on purpose: this
 * class reads into one reused instance, which hand-written streaming code can do, while the adapter's mapping
 * builds a new {@code Order} per message; that allocation is part of the harness score, and the ratio shows it.
 *
 * <p>The runner finds it from JMH's benchmark list: a benchmark method named {@code directRoundTrip} whose
 * {@code contender} parameter lists the contender (CONTRIBUTING.md).
 */
@State(Scope.Thread)
public class JacksonStreamingDirectUse extends DirectUseRotation {
    private static final SerializableString PRICE = new SerializedString("price");
    private static final SerializableString FLAG = new SerializedString("flag");
    private static final SerializableString TEXT = new SerializedString("text");
    private static final SerializableString SIDE = new SerializedString("side");
    private static final SerializableString SMALL_INT = new SerializedString("smallInt");
    private static final SerializableString LONG_INT = new SerializedString("longInt");

    @Param("jackson-streaming")
    public String contender;

    @Param({"order", "orders"})
    public String dataset;

    private final JsonFactory factory = new JsonFactory();
    // The sink the adapter writes into as well: unsynchronized and kept between messages, so both sides pay alike for it.
    private final ReusableByteArrayOutputStream out = new ReusableByteArrayOutputStream(1024);
    private final PlainOrder reuse = new PlainOrder();
    private PlainOrder[] messages;

    @Setup
    public void setUp() {
        messages = rotationOfCopies("JacksonStreamingDirectUse", contender, "jackson-streaming", dataset, PlainOrder.class);
    }

    @Benchmark
    public PlainOrder directRoundTrip() throws IOException {
        out.reset();
        try (JsonGenerator g = factory.createGenerator(out)) {
            write(messages[next++ & mask], g);
        }
        try (JsonParser p = factory.createParser(out.array(), 0, out.length())) {
            read(p, reuse);
            if (p.nextToken() != null) {
                throw new JsonParseException(p, "content after the Order: " + p.currentToken());
            }
        }
        return reuse;
    }

    /** The bytes the last call wrote; for the test that compares them with the adapter's. */
    byte[] lastWritten() {
        return out.toByteArray();
    }

    private static void write(PlainOrder o, JsonGenerator g) throws IOException {
        g.writeStartObject();
        g.writeFieldName(PRICE);
        g.writeNumber(o.getPrice());
        g.writeFieldName(FLAG);
        g.writeBoolean(o.isFlag());
        g.writeFieldName(TEXT);
        g.writeString(o.getText());
        g.writeFieldName(SIDE);
        g.writeString(o.getSide() == null ? null : o.getSide().name());
        g.writeFieldName(SMALL_INT);
        g.writeNumber(o.getSmallInt());
        g.writeFieldName(LONG_INT);
        g.writeNumber(o.getLongInt());
        g.writeEndObject();
    }

    /** Reads one Order object into {@code o}; unknown names are skipped, as databind is configured to. */
    private static void read(JsonParser p, PlainOrder o) throws IOException {
        if (p.nextToken() != JsonToken.START_OBJECT) {
            throw new JsonParseException(p, "expected an Order object but found " + p.currentToken());
        }
        String name;
        while ((name = p.nextFieldName()) != null) {
            JsonToken t = p.nextToken();
            switch (name) {
                case "price" -> o.setPrice(number(p, t));
                case "flag" -> o.setFlag(switch (t) {
                    case VALUE_TRUE -> true;
                    case VALUE_FALSE -> false;
                    default -> throw new JsonParseException(p, "expected a boolean for flag but found " + t);
                });
                case "text" -> o.setText(string(p, t, name));
                case "side" -> {
                    String side = string(p, t, name);
                    try {
                        o.setSide(side == null ? null : PlainOrder.Side.valueOf(side));
                    } catch (IllegalArgumentException e) {
                        throw new JsonParseException(p, "unknown Side '" + side + "'");
                    }
                }
                case "smallInt" -> o.setSmallInt(integer(p, t, name).getIntValue());
                case "longInt" -> o.setLongInt(integer(p, t, name).getLongValue());
                default -> p.skipChildren();
            }
        }
        if (p.currentToken() != JsonToken.END_OBJECT) {
            throw new JsonParseException(p, "expected the end of the Order object but found " + p.currentToken());
        }
    }

    /** A number, or one of the three strings Jackson writes for the doubles JSON has no literal for. */
    private static double number(JsonParser p, JsonToken t) throws IOException {
        if (t == JsonToken.VALUE_NUMBER_FLOAT || t == JsonToken.VALUE_NUMBER_INT) {
            return p.getDoubleValue();
        }
        if (t == JsonToken.VALUE_STRING) {
            switch (p.getText()) {
                case "NaN":
                    return Double.NaN;
                case "Infinity":
                    return Double.POSITIVE_INFINITY;
                case "-Infinity":
                    return Double.NEGATIVE_INFINITY;
                default:
                    break;
            }
        }
        throw new JsonParseException(p, "expected a number for price but found " + t);
    }

    private static JsonParser integer(JsonParser p, JsonToken t, String field) throws IOException {
        if (t != JsonToken.VALUE_NUMBER_INT) {
            throw new JsonParseException(p, "expected an integer for " + field + " but found " + t);
        }
        return p;
    }

    private static String string(JsonParser p, JsonToken t, String field) throws IOException {
        if (t == JsonToken.VALUE_STRING) {
            return p.getText();
        }
        if (t == JsonToken.VALUE_NULL) {
            return null;
        }
        throw new JsonParseException(p, "expected a string for " + field + " but found " + t);
    }
}
