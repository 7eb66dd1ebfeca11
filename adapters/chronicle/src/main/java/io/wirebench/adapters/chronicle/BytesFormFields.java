package io.wirebench.adapters.chronicle;

import io.wirebench.core.Fields;
import java.util.function.Supplier;
import net.openhft.chronicle.bytes.BytesIn;
import net.openhft.chronicle.bytes.BytesOut;
import net.openhft.chronicle.wire.WireIn;
import net.openhft.chronicle.wire.WireOut;

/**
 * A RION model's {@code BytesMarshallable}-style fields in the {@link Fields} form, and at once its
 * {@link WireMarshaller}: the model's anonymous subclass writes and fills its fields straight onto
 * the wire's bytes, one a line, numbers as the codec's {@link BytesFields} pack them (stop-bit or
 * fixed width; the subclass, made per codec, captures them); the codec calls it directly.
 *
 * @param <T> the model type
 */
abstract class BytesFormFields<T> extends Fields.Plain<T, BytesOut<?>, BytesIn<?>> implements WireMarshaller<T> {
    BytesFormFields(Supplier<T> create) {
        super(create);
    }

    @Override
    public final void write(WireOut wire, T value) {
        write(value, wire.bytes());
    }

    @Override
    public final T read(WireIn wire, T reuse) {
        return read(wire.bytes(), reuse);
    }
}
