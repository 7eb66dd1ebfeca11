package io.wirebench.adapters.avro;

import io.wirebench.core.model.Model;
import io.wirebench.core.model.Models;
import java.util.Map;

/** Which mapper serves which model. Mappers with pools are made anew for every codec. */
final class AvroMappers {
    private static final Map<Model<?>, RecordMapper<?, ?>> FLAT = Map.ofEntries(
            Map.entry(Models.ORDER, AvroModels.OrderMapper.ORDER),
            Map.entry(Models.RION_BOOLEAN1, RionMappers.BOOLEAN1),
            Map.entry(Models.RION_BOOLEAN10, RionMappers.BOOLEAN10),
            Map.entry(Models.RION_LONG1, RionMappers.LONG1),
            Map.entry(Models.RION_LONG10, RionMappers.LONG10),
            Map.entry(Models.RION_FLOAT1, RionMappers.FLOAT1),
            Map.entry(Models.RION_FLOAT10, RionMappers.FLOAT10),
            Map.entry(Models.RION_DOUBLE1, RionMappers.DOUBLE1),
            Map.entry(Models.RION_DOUBLE10, RionMappers.DOUBLE10),
            Map.entry(Models.RION_STRING1, RionMappers.STRING1),
            Map.entry(Models.RION_STRING10, RionMappers.STRING10),
            Map.entry(Models.RION_MIXED, RionMappers.MIXED));

    private AvroMappers() {
    }

    @SuppressWarnings({"unchecked", "rawtypes"})
    static <T> RecordMapper<T, Object> forModel(Model<T> model) {
        if (model.isBatch()) {
            return (RecordMapper) new BatchMapper<>(flat(model.element().orElseThrow()));
        }
        if (model.equals(Models.MEDIA_CONTENT)) {
            return (RecordMapper) new AvroModels.MediaContentMapper();
        }
        if (model.equals(Models.DB_TABLE)) {
            return (RecordMapper) new AvroModels.DbTableMapper();
        }
        return (RecordMapper) flat(model);
    }

    private static RecordMapper<?, ?> flat(Model<?> model) {
        RecordMapper<?, ?> mapper = FLAT.get(model);
        if (mapper == null) {
            throw new UnsupportedOperationException("no Avro schema for model " + model.id());
        }
        return mapper;
    }
}
