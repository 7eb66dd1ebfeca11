package io.wirebench.core;

import io.wirebench.core.model.Dataset;
import io.wirebench.core.model.Model;
import java.util.List;

/**
 * One row of the scoreboard: a library used in one particular way. Variants of a library
 * ("recycled buffer", "numbered fields") are separate contenders with their own ids.
 */
public interface Contender {

    Descriptor descriptor();

    /**
     * The extra JVM flags this contender's JVMs need: the runner starts its JVMs and JMH forks with
     * them, and no other contender's. They are those its module declares, once, in its pom's
     * {@code contender.jvm.flags}, read from the module's own jar or classes ({@link ContenderJvmFlags});
     * none for a module that declares none. The conformance suite checks every contender of a module
     * gets exactly the module's flags, and that the module's tests ran with them.
     */
    default List<String> jvmArgs() {
        return ContenderJvmFlags.of(getClass());
    }

    /** Whether this contender can express {@code model}, and if not, why not (shown as "n/a"). */
    Support supports(Model<?> model);

    /**
     * Whether this contender can carry every message of {@code dataset}. By default, whether it
     * supports the data set's model; a contender whose library cannot carry some messages of a
     * model exactly (a parser that rounds some doubles) says so here, with the reason, rather than
     * fail the data set's conformance check.
     */
    default Support supports(Dataset<?> dataset) {
        return supports(dataset.model());
    }

    /**
     * A new codec with its own buffer, for a model this contender {@linkplain #supports supports}.
     *
     * @throws UnsupportedOperationException for a model it does not support
     */
    <T> Codec<T> newCodec(Model<T> model);

    /**
     * Whether this contender's codec for {@code model} computes a data set's use in place, from the
     * encoded bytes ({@link DirectAccess}); the one signal the plan, the runner and the conformance
     * check ask. By default no: a contender that does offers it per model (see {@link Mappings#addAccess}).
     * For a model it does not support at all, the answer is that "no" with its reason.
     */
    default Support access(Model<?> model) {
        Support s = supports(model);
        return s.supported() ? Support.no(Mappings.NO_ACCESS) : s;
    }

    /** What {@link #newCodec} throws for a model this contender does not support: the reason included. */
    default UnsupportedOperationException refuse(Model<?> model) {
        return new UnsupportedOperationException(descriptor().id() + " does not support " + model.id() + ": " + supports(model).reason());
    }
}
