package io.wirebench.bench;

import io.wirebench.core.Contender;
import io.wirebench.core.ContenderProvider;
import java.util.List;

/** A registered provider whose construction throws: discovery must record it and go on. */
public final class BrokenProvider implements ContenderProvider {
    public BrokenProvider() {
        throw new IllegalStateException("test: this provider is broken on purpose");
    }

    @Override
    public List<Contender> contenders() {
        return List.of();
    }
}
