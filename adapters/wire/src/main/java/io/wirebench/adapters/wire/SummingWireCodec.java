package io.wirebench.adapters.wire;

import io.wirebench.core.DirectAccess;
import io.wirebench.core.model.Batch;
import io.wirebench.core.model.rion.Pojo1Long;
import io.wirebench.wire.Marshaller;
import io.wirebench.wire.WireIn;
import io.wirebench.wire.WireOut;
import io.wirebench.wire.WireReader;
import io.wirebench.wire.bytes.BytesIn;
import io.wirebench.wire.bytes.BytesOut;
import java.util.function.Function;

/**
 * The read-and-use test in a wire rendering: {@link #access()} walks the document with the same
 * keys the description uses ({@code items}, then each element's {@code field0}) and adds up the
 * longs as it meets them. No element object is made; the only state is one reused accumulator.
 */
final class SummingWireCodec extends WireCodec<Batch<Pojo1Long>> implements DirectAccess {
    /** The running total, reused: the readers below are constants and capture nothing. */
    private static final class Sum {
        long value;
    }

    private static final WireReader<Sum> ELEMENT = (sum, in) -> {
        sum.value += in.read(RionMarshallers.FIELDS[0]).int64();
        return sum;
    };

    private static final WireReader<Sum> ELEMENTS = (sum, in) -> {
        while (in.hasMore()) {
            in.readValue().object(sum, ELEMENT);
        }
        return sum;
    };

    private static final WireReader<Sum> DOCUMENT = (sum, in) -> {
        in.read(BatchMarshaller.ITEMS).sequence(sum, ELEMENTS);
        return sum;
    };

    private final Sum sum = new Sum();

    SummingWireCodec(Function<BytesOut, WireOut> writer, Function<BytesIn, WireIn> reader, Marshaller<Batch<Pojo1Long>> marshaller) {
        super(writer, reader, marshaller);
    }

    @Override
    public long access() {
        sum.value = 0;
        bytesIn.reset(0, length);
        in.readDocument(sum, DOCUMENT);
        return sum.value;
    }
}
