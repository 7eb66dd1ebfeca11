package io.wirebench.bench;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.channels.FileChannel;
import java.nio.channels.FileLock;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A run queued behind another JMH run says so on the console: it used to print nothing and look hung. */
class JmhLockNoticeTest {
    @Test
    void aRunWaitingForJmhsLockSaysSo(@TempDir Path root) throws Exception {
        String ignored = System.getProperty(ContenderJvm.IGNORE_JMH_LOCK);
        System.clearProperty(ContenderJvm.IGNORE_JMH_LOCK);
        try (FileChannel channel = FileChannel.open(Path.of(System.getProperty("java.io.tmpdir"), "jmh.lock"),
                StandardOpenOption.CREATE, StandardOpenOption.WRITE)) {
            FileLock lock = channel.tryLock();
            Assumptions.assumeTrue(lock != null, "another JMH run on this machine holds the lock now");
            Thread release = new Thread(() -> {
                try {
                    Thread.sleep(8_000);
                    lock.release();
                } catch (InterruptedException | IOException e) {
                    throw new IllegalStateException(e);
                }
            });
            release.start();
            RunRequest request = new RunRequest("quick", Map.of("forks", "1", "warmup", "0", "iterations", "1", "time", "20ms", "rates", "none"),
                    new Selection(Set.of("test-good"), Set.of("order"), Set.of(), Set.of(), Set.of(Operation.ENCODE)), null,
                    Shard.WHOLE, CpuSet.NONE, null, null);
            String output = RunCommandTest.run(c -> c.run(request, root));
            release.join();
            assertTrue(output.contains("test-good: another JMH run holds /tmp/jmh.lock") && output.contains("waiting for it"), output);
        } finally {
            if (ignored != null) {
                System.setProperty(ContenderJvm.IGNORE_JMH_LOCK, ignored);
            }
        }
    }
}
