package io.wirebench.adapters.jackson;

import com.fasterxml.jackson.databind.JavaType;
import com.fasterxml.jackson.databind.type.TypeFactory;
import io.wirebench.core.model.Model;

/** Maps a model to the Jackson type that describes it, generics of batches included. */
final class JacksonTypes {
    private JacksonTypes() {
    }

    static JavaType of(TypeFactory types, Model<?> model) {
        if (model.isBatch()) {
            Model<?> element = model.element().orElseThrow();
            return types.constructParametricType(model.type(), element.type());
        }
        return types.constructType(model.type());
    }
}
