package io.wirebench.adapters.dsljson;

import com.dslplatform.json.DslJson;
import io.wirebench.core.Contender;
import io.wirebench.core.ContenderProvider;
import io.wirebench.core.Descriptor;
import java.util.List;

/** DSL-JSON, a JSON library built for speed on byte arrays. */
public final class DslJsonContenders implements ContenderProvider {
    @Override
    public List<Contender> contenders() {
        return List.of(DslJsonContender.contender(), DslJsonCompiledContender.contender());
    }

    /** What both rows are: DSL-JSON over reused byte arrays, binding beans (reflection or generated converters). */
    static Descriptor.Builder descriptor(String id) {
        return Descriptor.builder(id)
                .family("dsljson")
                .library(DslJson.class, "com.dslplatform:dsl-json")
                .kind(Descriptor.Format.TEXT, Descriptor.SchemaStyle.REFLECTION, Descriptor.BufferStyle.HEAP, Descriptor.Evolution.TOLERANT)
                .reusesBuffer(true)
                .detectsTruncation(true); // every cut the conformance check tries throws
    }
}
