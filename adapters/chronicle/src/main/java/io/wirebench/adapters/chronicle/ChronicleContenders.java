package io.wirebench.adapters.chronicle;

import io.wirebench.core.Contender;
import io.wirebench.core.ContenderProvider;
import java.util.Arrays;
import java.util.List;
import java.util.stream.Collectors;

/** Chronicle Wire, the library of the wire-format latency benchmark (docs/SOURCES.md): one contender per form of ours that Chronicle has ({@link WireVariant}). */
public final class ChronicleContenders implements ContenderProvider {
    @Override
    public List<Contender> contenders() {
        return Arrays.stream(WireVariant.values()).map(ChronicleContender::new).collect(Collectors.toUnmodifiableList());
    }
}
