package io.wirebench.adapters.protostuff;

import io.wirebench.core.Contender;
import io.wirebench.core.ContenderProvider;
import java.util.List;

/** Protostuff, with runtime schemas of the model classes. */
public final class ProtostuffContenders implements ContenderProvider {
    @Override
    public List<Contender> contenders() {
        return List.of(new ProtostuffContender());
    }
}
