package io.wirebench.adapters.wire;

import io.wirebench.core.Fields;
import io.wirebench.wire.bytes.BytesIn;
import io.wirebench.wire.bytes.BytesMarshaller;
import io.wirebench.wire.bytes.BytesOut;
import java.util.function.Supplier;

/**
 * A RION model's hand-written bytes in the {@link Fields} form, and at once the wire library's
 * {@link BytesMarshaller} of it: the model's anonymous subclass writes and fills its fields, one a
 * line, numbers as the codec's {@link Packing} says (the subclass, made per codec, captures it);
 * the codec calls it directly.
 *
 * @param <T> the model type
 */
abstract class PackedFields<T> extends Fields.Plain<T, BytesOut, BytesIn> implements BytesMarshaller<T> {
    PackedFields(Supplier<T> create) {
        super(create);
    }

    @Override
    public final T read(T reuse, BytesIn in) {
        return read(in, reuse);
    }
}
