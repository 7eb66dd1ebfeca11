package io.wirebench.bench;

import java.io.IOException;
import java.io.PrintStream;
import java.io.RandomAccessFile;
import java.nio.channels.FileLock;
import java.nio.channels.OverlappingFileLockException;
import java.util.concurrent.TimeUnit;

/**
 * JMH's machine-wide lock ({@link ContenderRun#jmhLock()}), held by the runner itself while its lanes run.
 * Each contender JVM's JMH takes that lock around its benchmarks, so two lanes of one run would wait on
 * each other and run one at a time. With the runner holding it, another benchmark run on the machine
 * still waits (or is told), and the run's own lane JVMs are started with {@code -Djmh.ignoreLock=true}
 * ({@link #heldByThisRunner()}), JMH's switch for exactly this.
 */
final class RunnerJmhLock implements AutoCloseable {
    private static volatile boolean held;

    private final RandomAccessFile file;
    private final FileLock lock;

    private RunnerJmhLock(RandomAccessFile file, FileLock lock) {
        this.file = file;
        this.lock = lock;
        held = true;
    }

    /** Whether this runner holds the lock now, so that the JVMs it starts must not wait for it. */
    static boolean heldByThisRunner() {
        return held;
    }

    /** Takes the lock, waiting for another run that holds it up to {@link ContenderRun#JMH_LOCK_WAIT_SECONDS}. */
    static RunnerJmhLock acquire(PrintStream out) {
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(ContenderRun.JMH_LOCK_WAIT_SECONDS);
        boolean said = false;
        try {
            while (true) {
                RandomAccessFile file = new RandomAccessFile(ContenderRun.jmhLock(), "rw");
                FileLock lock;
                try {
                    lock = file.getChannel().tryLock();
                } catch (OverlappingFileLockException e) {
                    lock = null;
                }
                if (lock != null) {
                    return new RunnerJmhLock(file, lock);
                }
                file.close();
                if (System.nanoTime() - deadline > 0) {
                    throw new IllegalStateException("another JMH run has held " + ContenderRun.jmhLock() + " for "
                            + ContenderRun.JMH_LOCK_WAIT_SECONDS + " s; the lanes did not start");
                }
                if (!said) {
                    out.println("another JMH run holds " + ContenderRun.jmhLock() + " (two benchmark runs on one machine"
                            + " disturb each other); the lanes wait for it, up to " + ContenderRun.JMH_LOCK_WAIT_SECONDS + " s");
                    said = true;
                }
                Thread.sleep(1000);
            }
        } catch (IOException e) {
            throw new IllegalStateException("cannot open JMH's lock file " + ContenderRun.jmhLock() + ": " + e.getMessage(), e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted while waiting for " + ContenderRun.jmhLock(), e);
        }
    }

    @Override
    public void close() {
        held = false;
        try {
            lock.release();
            file.close();
        } catch (IOException e) {
            // the lock goes with the file; nothing is left to undo
        }
    }
}
