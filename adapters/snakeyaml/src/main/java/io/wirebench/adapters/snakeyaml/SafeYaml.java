package io.wirebench.adapters.snakeyaml;

import io.wirebench.core.model.Batch;
import io.wirebench.core.model.Model;
import org.yaml.snakeyaml.DumperOptions;
import org.yaml.snakeyaml.LoaderOptions;
import org.yaml.snakeyaml.TypeDescription;
import org.yaml.snakeyaml.Yaml;
import org.yaml.snakeyaml.constructor.Constructor;
import org.yaml.snakeyaml.constructor.SafeConstructor;
import org.yaml.snakeyaml.nodes.Tag;
import org.yaml.snakeyaml.representer.Representer;

/**
 * Builds the {@link Yaml} instances of the codecs, configured for safe loading as SnakeYAML 2.x
 * documents it: the {@link LoaderOptions}' tag inspector admits no global tag (no
 * {@code !!com.example.AnyClass} can name a type to instantiate), a bean is only ever loaded as the
 * type the codec expects, and documents are loaded with SnakeYAML's limits on aliases, nesting and
 * size in force. Writing never emits a class tag, so what is written is plain YAML another YAML
 * reader could load.
 */
final class SafeYaml {
    private SafeYaml() {
    }

    /** Loads and dumps instances of {@code model}'s class (a JavaBean), and nothing else. */
    static Yaml forBeans(Model<?> model) {
        LoaderOptions loading = loaderOptions();
        DumperOptions dumping = dumperOptions();
        Constructor constructor = new Constructor(model.type(), loading);
        // Readers skip properties they do not know, so a writer may add fields (and a reader may drop them).
        constructor.getPropertyUtils().setSkipMissingProperties(true);
        Representer representer = new Representer(dumping);
        if (model.isBatch()) {
            // A Batch<E>'s list has no element type at run time: name it, so that neither side needs a tag.
            TypeDescription batch = new TypeDescription(Batch.class);
            batch.addPropertyParameters("items", model.element().orElseThrow().type());
            constructor.addTypeDescription(batch);
            representer.addTypeDescription(batch);
        }
        // After addTypeDescription, which would set the class tag back: the root is a plain mapping.
        representer.addClassTag(model.type(), Tag.MAP);
        return new Yaml(constructor, representer, dumping, loading);
    }

    /** Loads any YAML document as maps, lists and scalars (SnakeYAML's SafeConstructor), and dumps them. */
    static Yaml forTrees() {
        LoaderOptions loading = loaderOptions();
        DumperOptions dumping = dumperOptions();
        return new Yaml(new SafeConstructor(loading), new Representer(dumping), dumping, loading);
    }

    private static LoaderOptions loaderOptions() {
        LoaderOptions options = new LoaderOptions();
        options.setTagInspector(tag -> false);
        options.setAllowDuplicateKeys(false);
        return options;
    }

    /**
     * Block style, the human-readable YAML of the YAML-over-the-network article (docs/SOURCES.md; SnakeYAML's default AUTO would write flat maps as flow),
     * ended by the document end marker.
     */
    private static DumperOptions dumperOptions() {
        DumperOptions options = new DumperOptions();
        options.setDefaultFlowStyle(DumperOptions.FlowStyle.BLOCK);
        // A block mapping has no closing bracket: only YAML's document end marker ("...") tells a whole
        // document from one cut at a line boundary. The codecs require it on reading (YamlBuffer).
        options.setExplicitEnd(true);
        return options;
    }
}
