package io.wirebench.bench;

import io.wirebench.core.Codec;
import io.wirebench.core.Contender;
import io.wirebench.core.ContenderProvider;
import io.wirebench.core.Descriptor;
import io.wirebench.core.Support;
import io.wirebench.core.model.Model;
import io.wirebench.core.model.Models;
import java.util.List;

/**
 * Contenders for {@link JdkCheckTest}, all on {@code order}, each showing the JDK check one outcome in a real JVM:
 * {@code test-jdk-warns} works, and its JVM flag makes HotSpot print a real warning on every JDK from 17 on
 * ({@code -XX:+UseBiasedLocking}: deprecated in 15, removed in 18, and said so either way); {@code test-jdk-fails}
 * cannot make a codec, so the conformance check fails; {@code test-jdk-halts} halts its JVM with exit code
 * {@value #HALT} when asked for a codec.
 */
public final class JdkCheckContenders implements ContenderProvider {
    static final int HALT = 5;
    static final String WARNING_FLAG = "-XX:+UseBiasedLocking";
    static final String HALT_MESSAGE = "test-jdk-halts: halting on purpose";
    static final String FAIL_MESSAGE = "test-jdk-fails: no codec on purpose";

    @Override
    public List<Contender> contenders() {
        return List.of(new Check("test-jdk-warns"), new Check("test-jdk-fails"), new Check("test-jdk-halts"));
    }

    static final class Check implements Contender {
        private final Descriptor descriptor;

        Check(String id) {
            this.descriptor = Descriptor.builder(id).displayName(id).family("test").library("test:test", "1.0")
                    .format(Descriptor.Format.BINARY).schemaStyle(Descriptor.SchemaStyle.HAND_WRITTEN).build();
        }

        @Override
        public Descriptor descriptor() {
            return descriptor;
        }

        @Override
        public List<String> jvmArgs() {
            return descriptor.id().equals("test-jdk-warns") ? List.of(WARNING_FLAG) : List.of();
        }

        @Override
        public Support supports(Model<?> model) {
            return model == Models.ORDER ? Support.YES : Support.no("the JDK check's test contenders only do order");
        }

        @Override
        @SuppressWarnings("unchecked")
        public <T> Codec<T> newCodec(Model<T> model) {
            if (!supports(model).supported()) {
                throw refuse(model);
            }
            switch (descriptor.id()) {
                case "test-jdk-fails" -> throw new IllegalStateException(FAIL_MESSAGE);
                case "test-jdk-halts" -> {
                    System.err.println(HALT_MESSAGE);
                    System.err.flush();
                    Runtime.getRuntime().halt(HALT);
                }
                default -> {
                    // test-jdk-warns works
                }
            }
            return (Codec<T>) new TestContenders.OrderCodec(TestContenders.Behaviour.GOOD);
        }
    }
}
