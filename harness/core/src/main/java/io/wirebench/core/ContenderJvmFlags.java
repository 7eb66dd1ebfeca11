package io.wirebench.core;

import java.net.URL;
import java.util.List;

/**
 * The JVM flags of a contender, as its module declares them, once: the adapter pom's property
 * {@code contender.jvm.flags}. The root pom writes that property into every module's classes as
 * {@value #RESOURCE} (and starts the module's tests with it); this reads it back for a contender's
 * class from that class's own jar or classes folder. Every adapter jar on the runner's class path has a
 * resource of that name, so it is looked up under the class's code source, never through the class
 * loader, which would answer with whichever jar comes first.
 */
public final class ContenderJvmFlags {
    /** Where the root pom writes a module's {@code contender.jvm.flags}: flags separated by white space. */
    public static final String RESOURCE = "META-INF/wirebench/contender.jvm.flags";

    private static final ClassValue<List<String>> BY_CLASS = new ClassValue<>() {
        @Override
        protected List<String> computeValue(Class<?> type) {
            return read(ModuleResources.location(type, RESOURCE));
        }
    };

    private ContenderJvmFlags() {
    }

    /** The flags declared by the module {@code type} comes from. */
    public static List<String> of(Class<?> type) {
        return BY_CLASS.get(type);
    }

    /**
     * The flags in the {@value #RESOURCE} of one jar or classes folder, in their order; none when it has
     * no such resource (a test classes folder, a jar not built by this project's pom). A module whose
     * declared flags do not reach its contenders that way fails the conformance suite.
     */
    static List<String> read(URL location) {
        String text = ModuleResources.read(location, RESOURCE);
        return text == null ? List.of() : parse(text);
    }

    /** The flags of a {@code contender.jvm.flags} value, which may be laid out over several lines. */
    public static List<String> parse(String text) {
        return text.isBlank() ? List.of() : List.of(text.strip().split("\\s+"));
    }
}
