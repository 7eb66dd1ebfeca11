package io.wirebench.adapters.snakeyaml;

import io.wirebench.core.Contender;
import io.wirebench.core.ContenderProvider;
import java.util.List;

/** SnakeYAML, the full YAML 1.1 parser and emitter most JVM projects use for YAML. */
public final class SnakeYamlContenders implements ContenderProvider {
    @Override
    public List<Contender> contenders() {
        return List.of(new SnakeYamlContender());
    }
}
