package io.wirebench.adapters.protobuf;

import io.wirebench.core.Contender;
import io.wirebench.core.ContenderProvider;
import java.util.List;

/** Google's Protocol Buffers. */
public final class ProtobufContenders implements ContenderProvider {
    @Override
    public List<Contender> contenders() {
        return List.of(ProtobufContender.contender());
    }
}
