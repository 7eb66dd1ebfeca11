package io.wirebench.bench.host;

import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.ByteBuffer;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;

/** HotSpot's counters read from this very JVM's hsperfdata file, without --add-exports. */
class HostPerfCountersTest {
    @Test
    void readsThisJvmsSafepointCounters() {
        Assumptions.assumeTrue(HostProc.SYSTEM.perfDataFile() != null, "this JVM maps no hsperfdata file (not Linux, or -XX:-UsePerfData)");
        HostPerfCounters counters = HostPerfCounters.open(HostProc.SYSTEM);
        assertNotNull(counters, "the mapped hsperfdata file is in the layout HostPerfCounters reads");
        assertTrue(counters.value("sun.os.hrt.frequency").orElse(0) > 0);
        long safepoints = counters.value("sun.rt.safepoints").orElseThrow();
        long nanos = counters.safepointNanos().orElseThrow();
        // A full collection stops every thread at a safepoint: the live counters move.
        System.gc();
        assertTrue(counters.value("sun.rt.safepoints").orElseThrow() > safepoints, "a GC is a safepoint");
        assertTrue(counters.safepointNanos().orElseThrow() > nanos, "time at safepoints grows");
    }

    @Test
    void aBufferThatIsNotPerfDataIsRefused() {
        assertNull(HostPerfCounters.parse(ByteBuffer.allocate(8)));
        assertNull(HostPerfCounters.parse(ByteBuffer.wrap("not hsperfdata, just some text to fill 32 bytes".getBytes())));
    }
}
