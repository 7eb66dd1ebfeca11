package io.wirebench.adapters.chronicle;

import java.util.List;

/**
 * The JVM flags Chronicle's libraries require on Java 17 and later, exactly as Chronicle's own parent
 * POM ({@code net.openhft:root-parent-pom}, profile {@code java17}, property {@code jvm.requiredArgs})
 * lists them for its builds, plus the documented switch that turns Chronicle's usage analytics off
 * (a benchmark JVM should make no network calls). The same list is in this module's pom
 * property {@code contender.jvm.flags}; the conformance suite keeps the two equal.
 */
final class ChronicleJvmArgs {
    static final List<String> REQUIRED = List.of(
            "--add-exports=java.base/jdk.internal.misc=ALL-UNNAMED",
            "--add-exports=java.base/jdk.internal.ref=ALL-UNNAMED",
            "--add-exports=java.base/jdk.internal.util=ALL-UNNAMED",
            "--add-exports=java.base/sun.nio.ch=ALL-UNNAMED",
            "--add-exports=jdk.compiler/com.sun.tools.javac.file=ALL-UNNAMED",
            "--add-exports=jdk.unsupported/sun.misc=ALL-UNNAMED",
            "--add-opens=java.base/java.io=ALL-UNNAMED",
            "--add-opens=java.base/java.lang=ALL-UNNAMED",
            "--add-opens=java.base/java.lang.reflect=ALL-UNNAMED",
            "--add-opens=java.base/java.util=ALL-UNNAMED",
            "--add-opens=jdk.compiler/com.sun.tools.javac=ALL-UNNAMED");

    static final String ANALYTICS_OFF = "-Dchronicle.analytics.disable=true";

    static final List<String> ALL = concat();

    private ChronicleJvmArgs() {
    }

    private static List<String> concat() {
        java.util.List<String> all = new java.util.ArrayList<>(REQUIRED);
        all.add(ANALYTICS_OFF);
        return List.copyOf(all);
    }
}
