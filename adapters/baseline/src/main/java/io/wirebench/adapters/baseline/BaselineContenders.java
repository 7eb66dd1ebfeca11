package io.wirebench.adapters.baseline;

import io.wirebench.core.Contender;
import io.wirebench.core.ContenderProvider;
import java.util.List;

/** Reference points that are not libraries: what the simplest hand-written code costs. */
public final class BaselineContenders implements ContenderProvider {
    @Override
    public List<Contender> contenders() {
        return List.of(new FloorContender());
    }
}
