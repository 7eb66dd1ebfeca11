package io.wirebench.conformance;

import io.wirebench.core.ContenderJvmFlags;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * JVM flags in the one spelling the JVM itself reports ({@code RuntimeMXBean.getInputArguments()}
 * turns {@code --add-exports X} into {@code --add-exports=X}), so that the flags the runner gives a
 * contender, the adapter pom's {@code contender.jvm.flags} and the running test JVM's flags can be compared.
 */
final class JvmFlags {
    /** The system property through which the root pom hands the module's {@code contender.jvm.flags} to its tests. */
    static final String PROPERTY = "wirebench.contender.jvm.flags";

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
     * What is wrong between the flags a module's pom declares (its tests run with them) and the flags
     * the runner would give one of its contenders, or an empty string when they are the same set.
     */
    static String mismatch(Set<String> declared, Set<String> given) {
        Set<String> missing = new LinkedHashSet<>(declared);
        missing.removeAll(given);
        Set<String> extra = new LinkedHashSet<>(given);
        extra.removeAll(declared);
        StringBuilder s = new StringBuilder();
        if (!missing.isEmpty()) {
            s.append("the runner would start it without ").append(missing).append(", which the module's pom declares in "
                    + "contender.jvm.flags (are they in its classes' " + ContenderJvmFlags.RESOURCE + ", which the root pom writes?). ");
        }
        if (!extra.isEmpty()) {
            s.append("the runner would start it with ").append(extra).append(", which the module's pom does not declare in "
                    + "contender.jvm.flags, so its tests ran without them. ");
        }
        return s.toString().strip();
    }
}
