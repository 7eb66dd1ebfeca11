package io.wirebench.core;

import io.wirebench.core.model.Model;

/**
 * A contender whose answers all come from one {@link Mappings} table: it names its models once,
 * and {@code supports}, {@code newCodec} and {@code access} follow from that table.
 */
public interface MappedContender extends Contender {

    /**
     * The contender that is nothing but {@code descriptor} and {@code mappings}: an adapter that adds
     * no behaviour of its own (no data-set refusal, no state) needs no class for its contender.
     */
    static MappedContender of(Descriptor descriptor, Mappings mappings) {
        return new TableContender(descriptor, mappings);
    }

    Mappings mappings();

    @Override
    default Support supports(Model<?> model) {
        return mappings().supports(model);
    }

    @Override
    default <T> Codec<T> newCodec(Model<T> model) {
        return mappings().newCodec(model, descriptor().id());
    }

    @Override
    default Support access(Model<?> model) {
        return mappings().access(model);
    }
}
