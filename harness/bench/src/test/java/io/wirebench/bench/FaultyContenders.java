package io.wirebench.bench;

import io.wirebench.core.Contender;
import io.wirebench.core.ContenderProvider;
import java.util.List;

/**
 * Contenders that misbehave the way a real library can, for {@link FaultInjectionTest}: each
 * passes conformance, then in its open-loop case hangs, runs out of memory, calls
 * {@code System.exit} or crashes its JVM (see {@link TestContenders.Behaviour}).
 */
public final class FaultyContenders implements ContenderProvider {
    @Override
    public List<Contender> contenders() {
        return List.of(new TestContenders.TestContender("test-hang", TestContenders.Behaviour.HANG),
                new TestContenders.TestContender("test-oom", TestContenders.Behaviour.OOM),
                new TestContenders.TestContender("test-exit", TestContenders.Behaviour.EXIT),
                new TestContenders.TestContender("test-segv", TestContenders.Behaviour.SEGV));
    }
}
