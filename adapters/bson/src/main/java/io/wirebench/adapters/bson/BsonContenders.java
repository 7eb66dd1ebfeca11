package io.wirebench.adapters.bson;

import io.wirebench.core.Contender;
import io.wirebench.core.ContenderProvider;
import java.util.List;

/** BSON (MongoDB's document format), hand-written, recycled and through the POJO codec registry. */
public final class BsonContenders implements ContenderProvider {
    @Override
    public List<Contender> contenders() {
        return List.of(BsonContender.handWritten(), BsonContender.recycled(), BsonContender.pojoCodec());
    }
}
