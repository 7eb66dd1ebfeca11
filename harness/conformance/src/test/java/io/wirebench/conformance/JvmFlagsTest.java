package io.wirebench.conformance;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

class JvmFlagsTest {

    @Test
    void joinsAnOptionAndItsValueTheWayTheJvmReportsThem() {
        assertEquals(List.of("--add-exports=java.base/jdk.internal.misc=ALL-UNNAMED", "-Dx=y", "--add-opens=java.base/java.io=ALL-UNNAMED"),
                JvmFlags.normalize(List.of("--add-exports", "java.base/jdk.internal.misc=ALL-UNNAMED", "-Dx=y",
                        "--add-opens=java.base/java.io=ALL-UNNAMED")));
    }

    @Test
    void readsAPomPropertyLaidOutOverSeveralLines() {
        assertEquals(List.of("--add-exports=a=ALL-UNNAMED", "-Dz=1"), JvmFlags.ofProperty("\n   --add-exports a=ALL-UNNAMED\n   -Dz=1\n  "));
        assertEquals(List.of(), JvmFlags.ofProperty("  "));
    }

    @Test
    void namesWhatIsMissingAndWhatIsExtra() {
        assertEquals("", JvmFlags.mismatch(Set.of("-Da=1"), Set.of("-Da=1")));
        String m = JvmFlags.mismatch(Set.of("-Da=1", "-Ddeclared=1"), Set.of("-Da=1", "-Dundeclared=1"));
        assertTrue(m.contains("without [-Ddeclared=1]"), m);
        assertTrue(m.contains("with [-Dundeclared=1]"), m);
    }
}
