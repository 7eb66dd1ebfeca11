package io.wirebench.bench;

import io.wirebench.core.Codec;
import io.wirebench.core.Contender;
import io.wirebench.core.Descriptor;
import io.wirebench.core.Mappings;
import io.wirebench.core.Support;
import io.wirebench.core.model.Model;
import java.util.Set;

/** A contender that only describes itself, for planning tests: it supports the models it is given. */
final class FakeContender implements Contender {
    private final Descriptor descriptor;
    private final Set<String> models;
    private final boolean inPlace;

    /** @param inPlace whether it reads every supported model's use in place */
    FakeContender(String id, boolean inPlace, Set<String> models) {
        this.descriptor = Descriptor.builder(id).displayName(id).family("fake").library("fake:fake", "1.0")
                .format(Descriptor.Format.BINARY).schemaStyle(Descriptor.SchemaStyle.HAND_WRITTEN)
                .build();
        this.models = models;
        this.inPlace = inPlace;
    }

    /** Supports every model. */
    FakeContender(String id, boolean inPlace) {
        this(id, inPlace, null);
    }

    @Override
    public Descriptor descriptor() {
        return descriptor;
    }

    @Override
    public Support supports(Model<?> model) {
        return models == null || models.contains(model.id()) ? Support.YES : Support.no("fake: no " + model.id());
    }

    @Override
    public Support access(Model<?> model) {
        Support s = supports(model);
        return inPlace || !s.supported() ? s : Support.no(Mappings.NO_ACCESS);
    }

    @Override
    public <T> Codec<T> newCodec(Model<T> model) {
        throw new UnsupportedOperationException("planning only");
    }
}
