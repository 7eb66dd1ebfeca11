package io.wirebench.adapters.bson;

import io.wirebench.core.model.Model;
import io.wirebench.core.model.Models;

/** The hand-written BSON mapping of each model. */
final class BsonMappings {
    private BsonMappings() {
    }

    /** @return the mapping, or {@code null} if there is none */
    @SuppressWarnings({"unchecked", "rawtypes"})
    static <T> BsonMapping<T> of(Model<T> model) {
        if (model.isBatch()) {
            BsonMapping<?> element = of(model.element().orElseThrow());
            return element == null ? null : (BsonMapping<T>) new BatchBson(element);
        }
        if (model.equals(Models.ORDER)) {
            return (BsonMapping<T>) new OrderBson();
        }
        if (model.equals(Models.MEDIA_CONTENT)) {
            return (BsonMapping<T>) new MediaBson();
        }
        if (model.equals(Models.DB_TABLE)) {
            return (BsonMapping<T>) new DbBson();
        }
        if (model.equals(Models.TREE)) {
            return (BsonMapping<T>) new TreeBson();
        }
        return (BsonMapping<T>) RionBson.BY_MODEL.get(model);
    }
}
