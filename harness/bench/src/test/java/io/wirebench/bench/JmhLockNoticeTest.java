package io.wirebench.bench;

import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.wirebench.bench.host.CpuSet;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.channels.FileChannel;
import java.nio.channels.FileLock;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A run queued behind another JMH run says so on the console: it used to print nothing and look hung.
 * The test holds the lock itself, in a temporary folder of its own that the runner passes on to the
 * contender JVM as {@code java.io.tmpdir}, so it neither depends on nor disturbs a benchmark that
 * holds the machine's {@code /tmp/jmh.lock}.
 */
class JmhLockNoticeTest {
    @Test
    void aRunWaitingForJmhsLockSaysSo(@TempDir Path root, @TempDir Path lockFolder) throws Exception {
        String ignored = System.getProperty(ContenderJvm.IGNORE_JMH_LOCK);
        String tmpdir = System.getProperty("java.io.tmpdir");
        System.clearProperty(ContenderJvm.IGNORE_JMH_LOCK);
        System.setProperty("java.io.tmpdir", lockFolder.toString());
        Path lockFile = lockFolder.resolve("jmh.lock");
        try (FileChannel channel = FileChannel.open(lockFile, StandardOpenOption.CREATE, StandardOpenOption.WRITE)) {
            FileLock lock = channel.tryLock();
            assertNotNull(lock, "nothing else knows this folder: its lock is free");
            // The lock is held until the run says it waits (or two minutes pass): a fixed delay raced the
            // contender JVM's start, which on a loaded machine came after the lock was already released.
            ByteArrayOutputStream console = new ByteArrayOutputStream();
            Thread release = new Thread(() -> {
                try {
                    long deadline = System.nanoTime() + TimeUnit.MINUTES.toNanos(2);
                    while (!printed(console).contains("another JMH run holds") && System.nanoTime() < deadline) {
                        Thread.sleep(100);
                    }
                    lock.release();
                } catch (InterruptedException | IOException e) {
                    throw new IllegalStateException(e);
                }
            });
            release.start();
            RunRequest request = new RunRequest("quick", Map.of("forks", "1", "warmup", "0", "iterations", "1", "time", "20ms", "rates", "none"),
                    new Selection(Set.of("test-good"), Set.of("order"), Set.of(), Set.of(), Set.of(Operation.ENCODE)), null,
                    Shard.WHOLE, CpuSet.NONE, null, null);
            new RunCommand(new PrintStream(console, true, StandardCharsets.UTF_8), RunCommandTest.REPOSITORY).run(request, root);
            release.join();
            String output = printed(console);
            assertTrue(output.contains("test-good: another JMH run holds " + lockFile + " ") && output.contains("waiting for it"), output);
        } finally {
            System.setProperty("java.io.tmpdir", tmpdir);
            if (ignored != null) {
                System.setProperty(ContenderJvm.IGNORE_JMH_LOCK, ignored);
            }
        }
    }

    /** What the run has printed so far (ByteArrayOutputStream's methods are synchronized). */
    private static String printed(ByteArrayOutputStream console) {
        return console.toString(StandardCharsets.UTF_8);
    }
}
