package io.wirebench.adapters.avro;

import io.wirebench.core.Contender;
import io.wirebench.core.ContenderProvider;
import java.util.List;

/** Apache Avro, the schema-first binary format of the Hadoop and Kafka worlds. */
public final class AvroContenders implements ContenderProvider {
    @Override
    public List<Contender> contenders() {
        return List.of(new AvroContender());
    }
}
