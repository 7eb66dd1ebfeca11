package io.wirebench.adapters.jackson3;

import io.wirebench.core.Contender;
import io.wirebench.core.ContenderProvider;
import java.util.List;

/**
 * Jackson 3 (packages {@code tools.jackson.*}), in the three JSON forms the 2.x rows of adapters/jackson
 * measure: databind with a new {@code byte[]} per message, with one recycled output array, and with the
 * Blackbird module. Same models, same buffers, so each 3.x row reads beside its 2.x row.
 */
public final class Jackson3Contenders implements ContenderProvider {
    @Override
    public List<Contender> contenders() {
        return List.of(Jackson3Contender.databind(), Jackson3Contender.recycled(), Jackson3Contender.blackbird());
    }
}
