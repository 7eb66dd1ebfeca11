package io.wirebench.adapters.snakeyaml;

import io.wirebench.core.Codec;
import io.wirebench.core.Contender;
import io.wirebench.core.Descriptor;
import io.wirebench.core.LibraryVersion;
import io.wirebench.core.Support;
import io.wirebench.core.model.Model;
import io.wirebench.core.model.Models;
import org.yaml.snakeyaml.Yaml;

/**
 * SnakeYAML: model classes as YAML mappings through its JavaBean representer/constructor, and
 * {@link io.wirebench.core.model.tree.TreeDocument} as plain YAML maps and lists. Safe loading only
 * (see {@link SafeYaml}); one {@link Yaml} per codec.
 */
final class SnakeYamlContender implements Contender {
    private static final Descriptor DESCRIPTOR = Descriptor.builder("snakeyaml")
            .displayName("SnakeYAML")
            .family("snakeyaml")
            .library("org.yaml:snakeyaml", LibraryVersion.of(Yaml.class, "org.yaml", "snakeyaml"))
            .format(Descriptor.Format.TEXT)
            .schemaStyle(Descriptor.SchemaStyle.REFLECTION)
            .bufferStyle(Descriptor.BufferStyle.STREAM)
            .reusesBuffer(true)
            .evolution(Descriptor.Evolution.TOLERANT)
            // false: SnakeYAML loads a cut document without complaint; the codec's end-marker check is the adapter's, not the library's
            .detectsTruncation(false)
            .notes("Safe loading: no global tags admitted, a bean is loaded only as the expected type; no class tags written. "
                    + "Block-style YAML, properties in alphabetical order (SnakeYAML's default), ended by the document end marker "
                    + "'...' (explicitEnd), which the reader requires: a block mapping has no other end, so a cut at a line "
                    + "boundary would load as a shorter document. One Yaml per codec, "
                    + "written through a UTF-8 writer into a reused byte array; unknown properties are skipped on reading.")
            .build();

    @Override
    public Descriptor descriptor() {
        return DESCRIPTOR;
    }

    @Override
    public Support supports(Model<?> model) {
        return Support.YES;
    }

    @Override
    @SuppressWarnings("unchecked")
    public <T> Codec<T> newCodec(Model<T> model) {
        if (model.equals(Models.TREE)) {
            return (Codec<T>) new TreeYamlCodec(SafeYaml.forTrees());
        }
        return new BeanYamlCodec<>(SafeYaml.forBeans(model), model.type());
    }
}
