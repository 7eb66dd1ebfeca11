package io.wirebench.bench;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.wirebench.results.JdkCompatFile;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The JDK check's reading of what a JVM printed: which lines are warnings, of what kind, and how they are normalised. */
class JdkWarningsTest {
    private static List<String> kinds(List<JdkCompatFile.Warning> ws) {
        return ws.stream().map(JdkCompatFile.Warning::kind).toList();
    }

    /** The block JDK 24 and later print on the first use of a memory-access method of sun.misc.Unsafe (JEP 498). */
    @Test
    void theUnsafeBlockIsOneKindAndItsJarIsNamedWithoutItsFolders() {
        List<JdkCompatFile.Warning> ws = JdkWarnings.read(List.of(
                "WARNING: A terminally deprecated method in sun.misc.Unsafe has been called",
                "WARNING: sun.misc.Unsafe::objectFieldOffset has been called by net.openhft.chronicle.core.UnsafeMemory"
                        + " (file:/home/ci/.m2/repository/net/openhft/chronicle-core/2.27/chronicle-core-2.27.jar)",
                "WARNING: Please consider reporting this to the maintainers of class net.openhft.chronicle.core.UnsafeMemory",
                "WARNING: sun.misc.Unsafe::objectFieldOffset will be removed in a future release"));
        assertEquals(List.of("unsafe-memory-access", "unsafe-memory-access", "unsafe-memory-access", "unsafe-memory-access"), kinds(ws));
        assertEquals("WARNING: sun.misc.Unsafe::objectFieldOffset has been called by net.openhft.chronicle.core.UnsafeMemory"
                + " (chronicle-core-2.27.jar)", ws.get(1).text());
        assertEquals(List.of("--sun-misc-unsafe-memory-access=allow"), JdkWarnings.silencingFlags(ws, 25));
        assertEquals(List.of(), JdkWarnings.silencingFlags(ws, 17), "JDK 17 has no such flag and would refuse to start with it");
    }

    /** JEP 472: JNI's restricted methods, then a dynamically loaded agent (JEP 451), then something else, in one output. */
    @Test
    void eachBlockTakesItsOwnKindAndTheLinesAfterItFollowIt() {
        List<JdkCompatFile.Warning> ws = JdkWarnings.read(List.of(
                "WARNING: A restricted method in java.lang.System has been called",
                "WARNING: java.lang.System::load has been called by com.github.luben.zstd.util.Native in an unnamed module"
                        + " (file:/tmp/build/lib/zstd-jni-1.5.7-6.jar)",
                "WARNING: Use --enable-native-access=ALL-UNNAMED to avoid a warning for callers in this module",
                "WARNING: Restricted methods will be blocked in a future release unless native access is enabled",
                "some output of the program in between",
                "WARNING: A Java agent has been loaded dynamically (/tmp/x/byte-buddy-agent-1.17.5.jar)",
                "WARNING: If a serviceability tool is in use, please run with -XX:+EnableDynamicAgentLoading to hide this warning",
                "WARNING: If a serviceability tool is not in use, please run with -Djdk.instrument.traceUsage for more information",
                "WARNING: Dynamic loading of agents will be disallowed by default in a future release",
                "OpenJDK 64-Bit Server VM warning: Option UseBiasedLocking was deprecated in version 15.0",
                "WARNING: Please consider reporting this to the maintainers of class x.Y"));
        assertEquals(List.of("native-access", "native-access", "native-access", "native-access", "dynamic-agent", "dynamic-agent",
                "dynamic-agent", "dynamic-agent", "other", "other"), kinds(ws));
        assertEquals("WARNING: A Java agent has been loaded dynamically (byte-buddy-agent-1.17.5.jar)", ws.get(4).text());
        assertEquals(List.of("--enable-native-access=ALL-UNNAMED", "-XX:+EnableDynamicAgentLoading"), JdkWarnings.silencingFlags(ws, 25));
    }

    @Test
    void aLinePrintedTwiceIsKeptOnceAndOtherOutputIsNoWarning() {
        List<JdkCompatFile.Warning> ws = JdkWarnings.read(List.of("Exception in thread \"main\" java.lang.Error: WARNING: not at the start",
                "  WARNING: An indented one  ", "WARNING: An indented one", "[0.010s][warning][gc] a unified-logging line"));
        assertEquals(List.of(new JdkCompatFile.Warning("other", "WARNING: An indented one")), ws);
    }

    @Test
    void addressesHashesAndProcessIdsAreReplaced() {
        assertEquals("WARNING: object at 0x… in x.Y@… of pid … (attach_pid…)",
                JdkWarnings.normalise("WARNING: object at 0x00007f3a2c001000 in x.Y@1b6d3586 of pid 12345 (attach_pid4711)"));
        assertEquals("WARNING: called by a.B (test-classes/)",
                JdkWarnings.normalise("WARNING: called by a.B (file:/work/wt/harness/bench/target/test-classes/)"));
    }
}
