package io.wirebench.bench;

import com.fasterxml.jackson.databind.JsonNode;
import io.wirebench.results.Manifest;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * Whether an interrupted run can be continued here: the same commit, the same JDK (vendor, version,
 * home) and the same machine as when it started. Anything else would mix two setups' numbers in
 * one run.
 */
final class ResumeCheck {
    private ResumeCheck() {
    }

    /** What differs between the run's start and now, one phrase each ("JDK vendor was X, is Y"); empty when nothing does. */
    static List<String> differences(Invocation started, Manifest.Source source, Manifest.Jvm jvm, Manifest.Machine machine) {
        List<String> differences = new ArrayList<>();
        compare(differences, "commit", started.source().commit(), source.commit());
        compare(differences, "JDK vendor", started.jvm().vendor(), jvm.vendor());
        compare(differences, "JDK version", started.jvm().vmVersion(), jvm.vmVersion());
        compare(differences, "JDK home", started.jvm().home(), jvm.home());
        JsonNode was = Json.MAPPER.valueToTree(started.machine());
        JsonNode now = Json.MAPPER.valueToTree(machine);
        was.fields().forEachRemaining(f -> compare(differences, f.getKey(), f.getValue().asText(), now.path(f.getKey()).asText(null)));
        return differences;
    }

    private static void compare(List<String> differences, String fact, String was, String now) {
        if (!Objects.equals(was, now)) {
            differences.add(fact + " was " + was + ", is " + now);
        }
    }
}
