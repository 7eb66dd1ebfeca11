package io.wirebench.adapters.dsljson;

import com.dslplatform.json.DslJson;
import com.dslplatform.json.JsonReader;
import io.wirebench.core.Descriptor;
import io.wirebench.core.GeneratedCode;
import io.wirebench.core.MappedContender;
import io.wirebench.core.Mappings;
import io.wirebench.core.model.Models;

/**
 * DSL-JSON's documented fastest mode, compile-time databinding: {@code @CompiledJson} on a class makes
 * DSL-JSON's annotation processor generate its converter at build time (no reflection, no runtime
 * analysis). The shared models cannot carry the annotation, so {@code Order} has an annotated copy,
 * {@link CompiledOrder}, and the codec maps to and from it. Built for {@code order} only.
 */
final class DslJsonCompiledContender {
    private static final Descriptor DESCRIPTOR = DslJsonContenders.descriptor("dsl-json-compiled")
            .displayName("DSL-JSON (compile-time @CompiledJson)")
            .generatedCode(GeneratedCode.Kind.ANNOTATION_PROCESSOR,
                    "DSL-JSON's annotation processor (in the dsl-json jar, run by javac) over the @CompiledJson class CompiledOrder")
            .notes("Converter generated at compile time by DSL-JSON's annotation processor for an @CompiledJson copy of Order "
                    + "(the shared model cannot be annotated); the copy to and from it is measured. Reused JsonWriter, JsonReader "
                    + "and copy; binds into the copy. Doubles read with DoublePrecision.EXACT; -0.0 kept by a field converter. "
                    + "Order only.")
            .build();

    private static final Mappings MAPPINGS = Mappings.builder("the compile-time (@CompiledJson) form is built for Order only: the shared "
                    + "models cannot be annotated, so each model needs an annotated copy, and only Order has one")
            .add(Models.ORDER, DslJsonCompiledContender::codec)
            .build();

    private DslJsonCompiledContender() {
    }

    /** The row: its descriptor and its table, and no behaviour of its own (see {@link MappedContender#of}). */
    static MappedContender contender() {
        return MappedContender.of(DESCRIPTOR, MAPPINGS);
    }

    private static CompiledOrderCodec codec() {
        // No runtime analysis: the only converter needed is the generated one, registered as DSL-JSON's service loader would.
        DslJson<Object> dsl = new DslJson<>(new DslJson.Settings<Object>().doublePrecision(JsonReader.DoublePrecision.EXACT));
        new _CompiledOrder_DslJsonConverter().configure(dsl);
        return new CompiledOrderCodec(dsl);
    }
}
