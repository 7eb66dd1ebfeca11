package io.wirebench.results;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonProperty;
import java.util.List;

/**
 * {@code results/accepted-changes.json}: changes a person has looked at and accepted (a fix that
 * costs time on purpose, a new JDK), so that history measures later runs against the new level.
 * {@code machine} and {@code jdk} may be {@code *} for every machine or JDK.
 */
public record AcceptedChanges(@JsonProperty(required = true) int formatVersion, @JsonProperty(required = true) List<Accepted> accepted) {
    public AcceptedChanges {
        accepted = List.copyOf(accepted);
    }

    @JsonInclude(JsonInclude.Include.NON_NULL)
    public record Accepted(@JsonProperty(value = "case", required = true) String caseKey, String machine, String jdk,
                           @JsonProperty(required = true) String run, @JsonProperty(required = true) String reason) {
        public boolean covers(String caseKey, String machine, String jdk, String run) {
            return this.caseKey.equals(caseKey) && this.run.equals(run) && matches(this.machine, machine) && matches(this.jdk, jdk);
        }

        private static boolean matches(String pattern, String value) {
            return pattern == null || pattern.equals("*") || pattern.equals(value);
        }
    }

    public static AcceptedChanges read(java.nio.file.Path file) {
        if (!java.nio.file.Files.isRegularFile(file)) {
            return new AcceptedChanges(1, List.of());
        }
        return ResultFiles.read(file, AcceptedChanges.class, false);
    }
}
