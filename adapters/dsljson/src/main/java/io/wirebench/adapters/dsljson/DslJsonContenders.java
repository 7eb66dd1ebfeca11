package io.wirebench.adapters.dsljson;

import io.wirebench.core.Contender;
import io.wirebench.core.ContenderProvider;
import java.util.List;

/** DSL-JSON, a JSON library built for speed on byte arrays. */
public final class DslJsonContenders implements ContenderProvider {
    @Override
    public List<Contender> contenders() {
        return List.of(new DslJsonContender(), new DslJsonCompiledContender());
    }
}
