package io.wirebench.adapters.jdk;

import io.wirebench.core.Contender;
import io.wirebench.core.ContenderProvider;
import java.util.List;

/** Java's built-in serialization, in its two shapes. */
public final class JdkContenders implements ContenderProvider {
    @Override
    public List<Contender> contenders() {
        return List.of(new SerializableContender(), new ExternalizableContender());
    }
}
