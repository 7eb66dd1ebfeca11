package io.wirebench.adapters.kryo;

import io.wirebench.core.Contender;
import io.wirebench.core.ContenderProvider;
import java.util.List;

/** Kryo, the JVM's long-standing fast binary object serializer, with its safe and its unsafe buffers. */
public final class KryoContenders implements ContenderProvider {
    @Override
    public List<Contender> contenders() {
        return List.of(new KryoContender(KryoVariant.SAFE), new KryoContender(KryoVariant.UNSAFE_FIXED));
    }
}
