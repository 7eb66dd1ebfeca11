package io.wirebench.adapters.wire;

import io.wirebench.core.model.Model;
import io.wirebench.core.model.Models;
import io.wirebench.wire.bytes.BytesMarshaller;

/** The hand-written codec of each model that has a schema. */
final class ModelBytes {
    private ModelBytes() {
    }

    /** The hand-written codec of {@code model}, or null if there is none. */
    @SuppressWarnings({"unchecked", "rawtypes"})
    static <T> BytesMarshaller<T> of(Model<T> model, Packing packing) {
        if (model.isBatch()) {
            BytesMarshaller<?> element = of(model.element().orElseThrow(), packing);
            return element == null ? null : (BytesMarshaller<T>) new BatchBytes(element);
        }
        BytesMarshaller<?> m;
        if (model.equals(Models.ORDER)) {
            m = new OrderBytes(packing);
        } else if (model.equals(Models.MEDIA_CONTENT)) {
            m = new MediaContentBytes(packing);
        } else if (model.equals(Models.DB_TABLE)) {
            m = new DbTableBytes(packing);
        } else {
            m = RionBytes.of(model, packing);
        }
        return (BytesMarshaller<T>) m;
    }
}
