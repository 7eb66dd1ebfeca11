package io.wirebench.adapters.sbe;

import io.wirebench.core.Contender;
import io.wirebench.core.ContenderProvider;
import java.util.List;

/** Simple Binary Encoding (real-logic), with and without its message header. */
public final class SbeContenders implements ContenderProvider {
    @Override
    public List<Contender> contenders() {
        return List.of(SbeContender.withHeader(), SbeContender.withoutHeader());
    }
}
