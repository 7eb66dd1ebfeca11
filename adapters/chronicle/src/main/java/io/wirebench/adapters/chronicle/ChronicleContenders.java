package io.wirebench.adapters.chronicle;

import io.wirebench.core.Contender;
import io.wirebench.core.ContenderProvider;
import java.util.List;

/** Chronicle Wire, the library of the latency seeds, in its YAML text, binary YAML and raw renderings. */
public final class ChronicleContenders implements ContenderProvider {
    @Override
    public List<Contender> contenders() {
        return List.of(new ChronicleContender(WireVariant.TEXT), new ChronicleContender(WireVariant.BINARY),
                new ChronicleContender(WireVariant.RAW));
    }
}
