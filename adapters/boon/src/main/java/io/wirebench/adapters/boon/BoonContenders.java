package io.wirebench.adapters.boon;

import io.wirebench.core.Contender;
import io.wirebench.core.ContenderProvider;
import java.util.List;

/** Boon, the JSON library the wire-format latency benchmark (docs/SOURCES.md) measured as "BOON Json" (last released 2016). */
public final class BoonContenders implements ContenderProvider {
    @Override
    public List<Contender> contenders() {
        return List.of(new BoonContender());
    }
}
