package io.wirebench.adapters.fory;

import io.wirebench.core.Contender;
import io.wirebench.core.ContenderProvider;
import java.util.List;

/** Apache Fory (formerly Fury), a JIT-compiling binary object serializer, in its two schema modes. */
public final class ForyContenders implements ContenderProvider {
    @Override
    public List<Contender> contenders() {
        return List.of(new ForyContender(ForyVariant.SCHEMA_CONSISTENT), new ForyContender(ForyVariant.COMPATIBLE));
    }
}
