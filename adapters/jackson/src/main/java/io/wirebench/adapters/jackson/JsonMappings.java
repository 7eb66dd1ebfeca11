package io.wirebench.adapters.jackson;

import io.wirebench.core.model.Model;
import io.wirebench.core.model.Models;

/** Finds the hand-written JSON mapping of a model. */
final class JsonMappings {
    private JsonMappings() {
    }

    /** @return the mapping, or {@code null} if there is none */
    @SuppressWarnings({"unchecked", "rawtypes"})
    static <T> JsonMapping<T> of(Model<T> model) {
        if (model.isBatch()) {
            JsonMapping<?> element = of(model.element().orElseThrow());
            return element == null ? null : (JsonMapping<T>) new BatchJson(element);
        }
        if (model.equals(Models.ORDER)) {
            return (JsonMapping<T>) new OrderJson();
        }
        if (model.equals(Models.MEDIA_CONTENT)) {
            return (JsonMapping<T>) new MediaJson();
        }
        if (model.equals(Models.DB_TABLE)) {
            return (JsonMapping<T>) new DbJson();
        }
        if (model.equals(Models.TREE)) {
            return (JsonMapping<T>) new TreeJson();
        }
        return (JsonMapping<T>) RionJson.BY_MODEL.get(model);
    }
}
