package io.wirebench.adapters.@name@;

import io.wirebench.core.Codec;
import io.wirebench.core.model.order.Order;
import java.io.IOException;

/**
 * {@link Order} through the library, the way its documentation recommends for speed (reused
 * writers, readers and buffers; cite the page in the README). The mapping from and to {@code Order}
 * is part of what is measured. Until it is written, every call fails, and so does the conformance kit.
 */
final class @Name@OrderCodec implements Codec<Order> {
    private static final String NOT_WRITTEN = "@Name@OrderCodec is the scaffold of make new-adapter: map Order to the library here";

    @Override
    public int encode(Order message) throws IOException {
        throw new UnsupportedOperationException(NOT_WRITTEN);
    }

    @Override
    public Order decode(Order reuse) throws IOException {
        throw new UnsupportedOperationException(NOT_WRITTEN);
    }

    @Override
    public byte[] encoded() {
        throw new UnsupportedOperationException(NOT_WRITTEN);
    }

    @Override
    public void load(byte[] bytes) {
        throw new UnsupportedOperationException(NOT_WRITTEN);
    }
}
