package io.wirebench.adapters.jackson3;

import io.wirebench.core.Contender;
import io.wirebench.core.ContenderProvider;
import java.util.List;

/**
 * Jackson 3 (packages {@code tools.jackson.*}) in two of the JSON forms the 2.x rows of adapters/jackson
 * measure: databind with a new {@code byte[]} per message, and with one recycled output array. Same models,
 * same buffers, so each 3.x row reads beside its 2.x row. No Blackbird row: jackson-module-blackbird 3.x
 * refuses to register on Java 17 (it requires Java 25), and the runner's JDK is 17.
 */
public final class Jackson3Contenders implements ContenderProvider {
    @Override
    public List<Contender> contenders() {
        return List.of(Jackson3Contender.databind(), Jackson3Contender.recycled());
    }
}
