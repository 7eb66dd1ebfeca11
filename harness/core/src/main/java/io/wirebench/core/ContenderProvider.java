package io.wirebench.core;

import java.util.List;

/**
 * The {@link java.util.ServiceLoader} entry point of an adapter module: it lists the contenders
 * the module offers. Register an implementation in
 * {@code META-INF/services/io.wirebench.core.ContenderProvider}; nothing else is needed for the
 * harness, the conformance kit and the site to pick the contenders up.
 */
public interface ContenderProvider {
    List<Contender> contenders();
}
