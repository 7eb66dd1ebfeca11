package io.wirebench.bench;

import io.wirebench.results.JdkCompatFile;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * The warnings a JVM printed, as the JDK check records them ({@link JdkCompatFile.Warning}): the JDK's own
 * {@code WARNING:} lines (standard error) and HotSpot's {@code ... VM warning: ...} lines, each kept once, normalised so
 * that two machines, two checkouts or two runs print the same text, and classified by what the JDK is warning about.
 *
 * <p>The JDK prints a warning as a block of lines of which only the first names the subject ("A terminally deprecated
 * method in sun.misc.Unsafe has been called", "A restricted method in java.lang.System has been called"); the lines
 * after it ("Please consider reporting this to the maintainers of ...") belong to it. So a line that names no subject
 * of its own takes the kind of the warning line before it.
 */
final class JdkWarnings {
    static final String UNSAFE = "unsafe-memory-access";
    static final String NATIVE = "native-access";
    static final String AGENT = "dynamic-agent";
    static final String OTHER = "other";

    /**
     * The flag each JDK documents for running without the warning of a kind, for the JDKs that have it
     * (JEP 471/498: {@code --sun-misc-unsafe-memory-access=allow}, JDK 23 on; JEP 472: {@code --enable-native-access=ALL-UNNAMED}
     * for code on the class path, JDK 22 on; JEP 451: {@code -XX:+EnableDynamicAgentLoading}, JDK 21 on). {@code other} has none.
     */
    private static final Map<String, String> SILENCED_BY = Map.of(UNSAFE, "--sun-misc-unsafe-memory-access=allow",
            NATIVE, "--enable-native-access=ALL-UNNAMED", AGENT, "-XX:+EnableDynamicAgentLoading");
    private static final Map<String, Integer> SINCE = Map.of(UNSAFE, 23, NATIVE, 22, AGENT, 21);

    private static final Pattern VM_WARNING = Pattern.compile(".*\\bVM warning: .*");
    /** A location in a warning, {@code (file:/home/x/.m2/.../chronicle-core-2.27.jar)} or {@code (/tmp/x/agent.jar)}: the file name is kept. */
    private static final Pattern LOCATION = Pattern.compile("\\((?:file:|jrt:)?/[^()\\s]*?/([^/()\\s]+/?)\\)");
    private static final Pattern HEX = Pattern.compile("0x[0-9a-fA-F]+");
    private static final Pattern IDENTITY = Pattern.compile("@[0-9a-f]{5,}\\b");
    private static final Pattern PID = Pattern.compile("(?i)(pid[ =:_]?|process )\\d+");

    private JdkWarnings() {
    }

    /** The distinct warnings in the output, in the order first printed, each with its kind. */
    static List<JdkCompatFile.Warning> read(List<String> lines) {
        Map<String, String> seen = new LinkedHashMap<>();
        String previous = OTHER;
        for (String raw : lines) {
            String line = raw.strip();
            if (!line.startsWith("WARNING:") && !VM_WARNING.matcher(line).matches()) {
                continue;
            }
            String own = ownKind(line);
            String kind = own != null ? own : continues(line) ? previous : OTHER;
            previous = kind;
            seen.putIfAbsent(normalise(line), kind);
        }
        List<JdkCompatFile.Warning> out = new ArrayList<>();
        seen.forEach((text, kind) -> out.add(new JdkCompatFile.Warning(kind, text)));
        return out;
    }

    /** The kind a line names by itself, or null when it only goes on about the warning before it. */
    private static String ownKind(String line) {
        if (line.contains("sun.misc.Unsafe") || line.contains("--sun-misc-unsafe-memory-access")) {
            return UNSAFE;
        }
        if (line.contains("restricted method") || line.contains("Restricted methods") || line.contains("--enable-native-access")
                || line.contains("native access")) {
            return NATIVE;
        }
        if (line.contains("agent has been loaded dynamically") || line.contains("EnableDynamicAgentLoading")
                || line.contains("Dynamic loading of agents")) {
            return AGENT;
        }
        return null;
    }

    /** The JDK's follow-up lines, which name the caller, the maintainers or what comes next, and no subject. */
    private static boolean continues(String line) {
        return line.startsWith("WARNING: Please consider reporting") || line.startsWith("WARNING: If a serviceability tool")
                || line.contains(" has been called by ") || line.contains(" will be removed in a future release");
    }

    /** The line without what differs from machine to machine: the folders of a file, addresses, identity hashes, process ids. */
    static String normalise(String line) {
        String s = LOCATION.matcher(line.strip()).replaceAll("($1)");
        s = HEX.matcher(s).replaceAll("0x…");
        s = IDENTITY.matcher(s).replaceAll("@…");
        return PID.matcher(s).replaceAll("$1…");
    }

    /**
     * The flags that the JDK of {@code feature} documents for silencing the given warnings, one per kind that has one,
     * in the order of {@link JdkCompatFile#KINDS}; empty when none has (or the JDK predates the flag).
     */
    static List<String> silencingFlags(List<JdkCompatFile.Warning> warnings, int feature) {
        Set<String> kinds = new LinkedHashSet<>();
        warnings.forEach(w -> kinds.add(w.kind()));
        List<String> flags = new ArrayList<>();
        for (String kind : JdkCompatFile.KINDS) {
            if (kinds.contains(kind) && SILENCED_BY.containsKey(kind) && feature >= SINCE.get(kind)) {
                flags.add(SILENCED_BY.get(kind));
            }
        }
        return flags;
    }
}
