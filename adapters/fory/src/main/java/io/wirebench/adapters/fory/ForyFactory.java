package io.wirebench.adapters.fory;

import io.wirebench.core.model.Models;
import org.apache.fory.Fory;
import org.apache.fory.config.CompatibleMode;
import org.apache.fory.config.Language;

/**
 * Builds a {@link Fory} configured as Fory's documentation recommends for speed on the JVM: Java
 * mode (no cross-language type system), JIT code generation of serializers (the default), reference
 * tracking off (the models are trees), class registration required, and one instance kept for the
 * life of the codec (building one is expensive; it is not thread-safe, a codec is single-threaded).
 */
final class ForyFactory {
    private ForyFactory() {
    }

    static Fory newFory(ForyVariant variant) {
        Fory fory = Fory.builder()
                .withLanguage(Language.JAVA)
                .requireClassRegistration(true)
                .withRefTracking(false)
                .withCodegen(true)
                .withAsyncCompilation(false)
                .withCompatibleMode(variant.compatible ? CompatibleMode.COMPATIBLE : CompatibleMode.SCHEMA_CONSISTENT)
                .withClassLoader(ForyFactory.class.getClassLoader())
                .build();
        // Registration order decides the class ids on the wire.
        for (Class<?> type : Models.OBJECT_CLASSES) {
            fory.register(type);
        }
        return fory;
    }
}
