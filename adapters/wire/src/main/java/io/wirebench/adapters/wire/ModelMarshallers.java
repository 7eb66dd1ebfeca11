package io.wirebench.adapters.wire;

import io.wirebench.core.model.Model;
import io.wirebench.core.model.Models;
import io.wirebench.wire.Marshaller;

/** The one wire description of each model, shared by every wire rendering. */
final class ModelMarshallers {
    private ModelMarshallers() {
    }

    /** The description of {@code model}, or null if there is none. */
    @SuppressWarnings({"unchecked", "rawtypes"})
    static <T> Marshaller<T> of(Model<T> model) {
        if (model.isBatch()) {
            Marshaller<?> element = of(model.element().orElseThrow());
            return element == null ? null : (Marshaller<T>) new BatchMarshaller(element);
        }
        Marshaller<?> m;
        if (model.equals(Models.ORDER)) {
            m = OrderMarshaller.INSTANCE;
        } else if (model.equals(Models.MEDIA_CONTENT)) {
            m = MediaContentMarshaller.INSTANCE;
        } else if (model.equals(Models.DB_TABLE)) {
            m = DbTableMarshaller.INSTANCE;
        } else if (model.equals(Models.MY_DATA_TYPE)) {
            m = MyDataTypeMarshaller.INSTANCE;
        } else if (model.equals(Models.TREE)) {
            m = TreeMarshaller.INSTANCE;
        } else {
            m = RionMarshallers.of(model);
        }
        return (Marshaller<T>) m;
    }
}
