package io.wirebench.wire.fuzz;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicLong;

/**
 * Executions per fuzz target, for make fuzz's summary: when Jazzer fuzzes (JAZZER_FUZZ set), each
 * target's count is appended to {@code target/fuzz-executions.txt} of the module. Shared with adapters/wire's fuzz
 * tests through this module's test-jar.
 */
public final class FuzzCounts {
    private static final Map<String, AtomicLong> COUNTS = new ConcurrentHashMap<>();

    private FuzzCounts() {
    }

    public static void count(String target) {
        COUNTS.computeIfAbsent(target, k -> new AtomicLong()).incrementAndGet();
    }

    public static void report() {
        String fuzzing = System.getenv("JAZZER_FUZZ");
        if (fuzzing == null || fuzzing.isEmpty()) {
            return;
        }
        StringBuilder lines = new StringBuilder();
        new TreeMap<>(COUNTS).forEach((target, n) -> lines.append(target).append(' ').append(n.get()).append(" executions in ")
                .append(System.getenv("JAZZER_MAX_DURATION")).append('\n'));
        try {
            Files.createDirectories(Path.of("target"));
            Files.writeString(Path.of("target/fuzz-executions.txt"), lines, StandardOpenOption.CREATE, StandardOpenOption.APPEND);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
