package io.wirebench.conformance;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * JVM flags in the one spelling the JVM itself reports ({@code RuntimeMXBean.getInputArguments()}
 * turns {@code --add-exports X} into {@code --add-exports=X}), so that a descriptor's flags, an
 * adapter pom's {@code contender.jvm.flags} and the running test JVM's flags can be compared.
 */
final class JvmFlags {
    private JvmFlags() {
    }

    /** Joins every {@code --option value} pair into {@code --option=value}; other flags are kept as they are. */
    static List<String> normalize(List<String> flags) {
        List<String> out = new ArrayList<>();
        for (int i = 0; i < flags.size(); i++) {
            String flag = flags.get(i).strip();
            if (flag.isEmpty()) {
                continue;
            }
            boolean takesValue = flag.startsWith("--") && !flag.contains("=") && i + 1 < flags.size() && !flags.get(i + 1).startsWith("-");
            out.add(takesValue ? flag + "=" + flags.get(++i).strip() : flag);
        }
        return out;
    }

    /** The flags of a pom property, which Maven hands over as one string however it was laid out. */
    static List<String> ofProperty(String value) {
        return normalize(value.isBlank() ? List.of() : List.of(value.strip().split("\\s+")));
    }

    /**
     * What is wrong between the flags a module's pom gives its tests and the flags its descriptors
     * give the runner, or an empty string when they are the same set.
     */
    static String mismatch(Set<String> fromPom, Set<String> fromDescriptors) {
        Set<String> missing = new LinkedHashSet<>(fromDescriptors);
        missing.removeAll(fromPom);
        Set<String> extra = new LinkedHashSet<>(fromPom);
        extra.removeAll(fromDescriptors);
        StringBuilder s = new StringBuilder();
        if (!missing.isEmpty()) {
            s.append("the pom's contender.jvm.flags lacks ").append(missing).append(", which a descriptor's jvmArgs give the runner. ");
        }
        if (!extra.isEmpty()) {
            s.append("the pom's contender.jvm.flags has ").append(extra).append(", which no descriptor's jvmArgs give the runner. ");
        }
        return s.toString().strip();
    }
}
