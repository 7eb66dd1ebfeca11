package io.wirebench.adapters.jackson;

import io.wirebench.core.Contender;
import io.wirebench.core.ContenderProvider;
import java.util.List;

/** Jackson, the JVM's most used JSON library, with its binary data formats and its streaming API. */
public final class JacksonContenders implements ContenderProvider {
    @Override
    public List<Contender> contenders() {
        return List.of(
                DatabindContender.json(),
                DatabindContender.jsonRecycled(),
                DatabindContender.blackbird(),
                new StreamingContender(),
                DatabindContender.smile(),
                DatabindContender.cbor(),
                DatabindContender.msgpack());
    }
}
