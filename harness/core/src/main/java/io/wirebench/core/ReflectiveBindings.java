package io.wirebench.core;

import io.wirebench.core.model.Batch;
import io.wirebench.core.model.Model;
import io.wirebench.core.model.Models;
import java.lang.reflect.ParameterizedType;
import java.lang.reflect.Type;
import java.util.Arrays;
import java.util.Objects;

/**
 * What the adapters whose library binds the model classes by reflection (Jackson 2 and 3, Gson, Moshi, fastjson2,
 * DSL-JSON, Boon, SnakeYAML) each used to spell out for themselves: the generic type a library must be given for a
 * model, and a table that refuses the update stream. Set-up only: nothing here runs per message.
 */
public final class ReflectiveBindings {
    private ReflectiveBindings() {
    }

    /**
     * The type to hand a binding library for {@code model}: its class, or for a batch {@code Batch<E>} as a
     * {@link ParameterizedType}. From the raw {@code Batch} class alone a library reads each item as an untyped map.
     */
    public static Type genericType(Model<?> model) {
        Objects.requireNonNull(model, "model");
        if (!model.isBatch()) {
            return model.type();
        }
        return new BatchType(model.element().orElseThrow().type());
    }

    /**
     * A table builder with the update stream's two models ({@code mydatatype}, {@code updates}) refused for
     * {@code reason}; the rows that refuse them do so for one reason, a {@code ZonedDateTime} their binding cannot
     * bring back exactly (or that the conformance kit never checks). Refusals are added first, so that a later
     * {@code addAll(Models.allWithUpdates(), ...)} skips them; a model the benchmark does not have is refused as
     * {@link Mappings#NOT_A_MODEL}.
     */
    public static Mappings.Builder refusingUpdates(String reason) {
        return Mappings.builder(Mappings.NOT_A_MODEL)
                .refuse(Models.MY_DATA_TYPE, reason)
                .refuse(Models.UPDATES, reason);
    }

    /**
     * {@code Batch<E>}. Equal to any {@code ParameterizedType} of the same raw type and argument, with the same
     * hash as the JDK's own, as {@code ParameterizedType} asks: libraries cache their readers by type.
     */
    private static final class BatchType implements ParameterizedType {
        private final Type element;

        BatchType(Type element) {
            this.element = element;
        }

        @Override
        public Type[] getActualTypeArguments() {
            return new Type[] {element};
        }

        @Override
        public Type getRawType() {
            return Batch.class;
        }

        @Override
        public Type getOwnerType() {
            return null;
        }

        @Override
        public boolean equals(Object o) {
            return o instanceof ParameterizedType p && p.getRawType() == Batch.class && p.getOwnerType() == null
                    && p.getActualTypeArguments().length == 1 && element.equals(p.getActualTypeArguments()[0]);
        }

        @Override
        public int hashCode() {
            // As the JDK computes it: the arguments' array hash, XOR the owner's (none: 0), XOR the raw type's.
            return Arrays.hashCode(getActualTypeArguments()) ^ Batch.class.hashCode();
        }

        @Override
        public String toString() {
            return Batch.class.getName() + "<" + element.getTypeName() + ">";
        }
    }
}
