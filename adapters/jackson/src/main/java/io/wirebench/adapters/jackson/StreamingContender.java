package io.wirebench.adapters.jackson;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.JsonParser;
import io.wirebench.core.Codec;
import io.wirebench.core.MappedContender;
import io.wirebench.core.Mappings;
import io.wirebench.core.ModelMappings;
import io.wirebench.core.OnFirstUse;
import io.wirebench.core.Descriptor;
import io.wirebench.core.model.Model;
import io.wirebench.core.model.Models;

/**
 * Jackson without databind: {@code JsonGenerator}/{@code JsonParser} driven by a mapping written by
 * hand against the model's fields. It writes the same JSON as databind (same names, same order),
 * so the gap between the two rows is what reflection-driven binding costs.
 */
final class StreamingContender implements MappedContender {
    private static final Descriptor DESCRIPTOR = JsonLimits.declare(
                    DatabindContender.base("jackson-streaming", "Jackson streaming (JSON), hand-written", Descriptor.Format.TEXT))
            .library(JsonFactory.class, "com.fasterxml.jackson.core:jackson-core")
            .schemaStyle(Descriptor.SchemaStyle.HAND_WRITTEN)
            .reusesBuffer(true)
            .notes("JsonGenerator/JsonParser with hand-written field mappings and pre-encoded field names; "
                    + "writes into a reused byte array and parses from it without copying; decodes into new objects. "
                    + "Same JSON as jackson-databind.")
            .build();

    /** The hand-written mapping of each model; a batch is {@link BatchJson} over its element's. */
    private static final ModelMappings<JsonGenerator, JsonParser> HAND_WRITTEN = RionJson.addTo(
            new ModelMappings<JsonGenerator, JsonParser>(BatchJson::new)
                    .put(Models.ORDER, new OrderJson())
                    .put(Models.MEDIA_CONTENT, new MediaJson())
                    .put(Models.DB_TABLE, new DbJson())
                    .put(Models.TREE, new TreeJson()));

    private final Mappings mappings = Mappings.builder("no hand-written JSON mapping for this model")
            .addAll(HAND_WRITTEN.models(), this::codec)
            .build();
    private final OnFirstUse<JsonFactory> factory = OnFirstUse.of(JsonFactory::new);

    @Override
    public Descriptor descriptor() {
        return DESCRIPTOR;
    }

    @Override
    public Mappings mappings() {
        return mappings;
    }

    private <T> Codec<T> codec(Model<T> model) {
        return new StreamingCodec<>(factory.get(), HAND_WRITTEN.get(model));
    }
}
