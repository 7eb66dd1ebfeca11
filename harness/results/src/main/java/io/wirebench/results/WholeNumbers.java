package io.wirebench.results;

import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.databind.SerializerProvider;
import com.fasterxml.jackson.databind.ser.std.StdSerializer;
import java.io.IOException;

/**
 * Writes a byte count held as a double (a mean over messages may have a fraction) as a whole
 * number when it is one: {@code 28}, not {@code 28.0}, as the files have always said it.
 */
final class WholeNumbers extends StdSerializer<Double> {
    private static final long serialVersionUID = 1L;

    WholeNumbers() {
        super(Double.class);
    }

    @Override
    public void serialize(Double value, JsonGenerator gen, SerializerProvider provider) throws IOException {
        double v = value;
        if (v == Math.rint(v) && Math.abs(v) < 1L << 53) {
            gen.writeNumber((long) v);
        } else {
            gen.writeNumber(v);
        }
    }
}
