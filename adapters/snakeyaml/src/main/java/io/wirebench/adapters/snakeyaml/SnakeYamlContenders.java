package io.wirebench.adapters.snakeyaml;

import io.wirebench.core.Codec;
import io.wirebench.core.Contender;
import io.wirebench.core.ContenderProvider;
import io.wirebench.core.Descriptor;
import io.wirebench.core.MappedContender;
import io.wirebench.core.ReflectiveBindings;
import io.wirebench.core.model.Model;
import io.wirebench.core.model.Models;
import java.util.List;
import org.yaml.snakeyaml.Yaml;

/**
 * SnakeYAML, the full YAML 1.1 parser and emitter most JVM projects use for YAML: model classes as
 * YAML mappings through its JavaBean representer/constructor, and
 * {@link io.wirebench.core.model.tree.TreeDocument} as plain YAML maps and lists. Safe loading only
 * (see {@link SafeYaml}); one {@link Yaml} per codec.
 */
public final class SnakeYamlContenders implements ContenderProvider {
    private static final Descriptor DESCRIPTOR = Descriptor.builder("snakeyaml")
            .displayName("SnakeYAML")
            .family("snakeyaml")
            .library(Yaml.class, "org.yaml:snakeyaml")
            .kind(Descriptor.Format.TEXT, Descriptor.SchemaStyle.REFLECTION, Descriptor.BufferStyle.STREAM, Descriptor.Evolution.TOLERANT)
            .reusesBuffer(true)
            // false: SnakeYAML loads a cut document without complaint; the codec's end-marker check is the adapter's, not the library's
            .detectsTruncation(false)
            .notes("Safe loading: no global tags admitted, a bean is loaded only as the expected type; no class tags written. "
                    + "Block-style YAML, properties in alphabetical order (SnakeYAML's default), ended by the document end marker "
                    + "'...' (explicitEnd), which the reader requires: a block mapping has no other end, so a cut at a line "
                    + "boundary would load as a shorter document. One Yaml per codec, "
                    + "written through a UTF-8 writer into a reused byte array; unknown properties are skipped on reading.")
            .build();

    @Override
    public List<Contender> contenders() {
        return List.of(snakeYaml());
    }

    static MappedContender snakeYaml() {
        // SnakeYAML's JavaBean representer writes a java.time.ZonedDateTime as an empty mapping ({}) and its
        // constructor then looks for ZonedDateTime's no-argument constructor, which does not exist
        return MappedContender.of(DESCRIPTOR, ReflectiveBindings.refusingUpdates(NO_ZONED_DATE_TIME)
                .add(Models.TREE, () -> new TreeYamlCodec(SafeYaml.forTrees()))
                .addAll(Models.allWithUpdates(), SnakeYamlContenders::beanCodec)
                .build());
    }

    private static final String NO_ZONED_DATE_TIME = "SnakeYAML's JavaBean mapping has no java.time support: it writes the update"
            + " stream's ZonedDateTime as an empty mapping and cannot construct one when reading";

    private static <T> Codec<T> beanCodec(Model<T> model) {
        return new BeanYamlCodec<>(SafeYaml.forBeans(model), model.type());
    }
}
