package io.wirebench.adapters.@name@;

import io.wirebench.core.Contender;
import io.wirebench.core.ContenderProvider;
import java.util.List;

/** Every contender of this module; registered in META-INF/services/io.wirebench.core.ContenderProvider. */
public final class @Name@Contenders implements ContenderProvider {
    @Override
    public List<Contender> contenders() {
        return List.of(new @Name@Contender());
    }
}
