package io.wirebench.adapters.hessian;

import com.caucho.hessian.io.Hessian2Output;
import com.caucho.hessian.io.SerializerFactory;
import io.wirebench.core.Codec;
import io.wirebench.core.Contender;
import io.wirebench.core.ContenderProvider;
import io.wirebench.core.Descriptor;
import io.wirebench.core.MappedContender;
import io.wirebench.core.Mappings;
import io.wirebench.core.model.Edge;
import io.wirebench.core.model.Model;
import io.wirebench.core.model.Models;
import java.util.List;

/**
 * Caucho's Hessian 2 serialization of the model classes (by reflection, {@code Serializable} classes),
 * with an allow list: only the models' package and the JDK types Hessian allows by default may be
 * instantiated from bytes.
 */
public final class HessianContenders implements ContenderProvider {
    /** The package of every model class; Hessian reads any other non-JDK class name as a plain map. */
    static final String MODELS = "io.wirebench.core.model.*";

    @Override
    public List<Contender> contenders() {
        return List.of(contender());
    }

    static MappedContender contender() {
        Descriptor descriptor = Descriptor.builder("hessian")
                .displayName("Hessian 2")
                .family("hessian")
                .library("com.caucho:hessian", HessianVersion.read(Hessian2Output.class))
                .kind(Descriptor.Format.BINARY, Descriptor.SchemaStyle.REFLECTION, Descriptor.BufferStyle.STREAM, Descriptor.Evolution.TOLERANT)
                .reusesBuffer(true)
                .cannotCarry(Edge.NEGATIVE_ZERO, "Hessian2Output.writeDouble writes any double equal to an int in its "
                        + "compact forms ((int) -0.0 == 0, so the zero byte); -0.0 reads back as 0.0")
                .notes("Hessian2Output/Hessian2Input kept per codec and re-initialised per message (class definitions "
                        + "are written again in every message), one SerializerFactory with an allow list of the model "
                        + "package; writes into a reused array.")
                .build();
        return MappedContender.of(descriptor, Mappings.everyModelOf(Models.all(), HessianContenders::codec));
    }

    private static <T> Codec<T> codec(Model<T> model) {
        SerializerFactory factory = new SerializerFactory(HessianContenders.class.getClassLoader());
        factory.getClassFactory().setWhitelist(true);
        factory.getClassFactory().allow(MODELS);
        return new HessianCodec<>(model.type(), factory);
    }
}
