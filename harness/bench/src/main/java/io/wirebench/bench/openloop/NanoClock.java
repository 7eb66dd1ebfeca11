package io.wirebench.bench.openloop;

/**
 * The open-loop driver's sense of time, so that tests can drive it with a fake clock instead of
 * sleeping. {@link #SYSTEM} reads {@link System#nanoTime()} and waits by spinning.
 */
public interface NanoClock {
    long nanoTime();

    /** Returns once {@link #nanoTime()} has reached {@code deadlineNanos} (at once if it already has). */
    void awaitUntil(long deadlineNanos);

    /**
     * Busy-waits: sleeping or parking wakes up tens of microseconds late on Linux, longer than the
     * gap between sends at 100k msg/s. The measuring thread therefore owns its CPU for the run.
     */
    NanoClock SYSTEM = new NanoClock() {
        @Override
        public long nanoTime() {
            return System.nanoTime();
        }

        @Override
        public void awaitUntil(long deadlineNanos) {
            while (System.nanoTime() - deadlineNanos < 0) {
                Thread.onSpinWait();
            }
        }
    };
}
