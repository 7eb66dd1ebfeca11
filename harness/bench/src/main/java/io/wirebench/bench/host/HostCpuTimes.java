package io.wirebench.bench.host;

/**
 * The machine's CPU time since boot from the aggregate {@code cpu} line of {@code /proc/stat}, in
 * clock ticks (USER_HZ, normally 10 ms), and how many CPUs the file lists.
 *
 * <p>The line's fields are user, nice, system, idle, iowait, irq, softirq, steal, guest, guest_nice
 * (proc(5)). guest and guest_nice are already counted in user and nice, so the total is the sum of
 * the first eight. Busy is what ran on the CPUs: user + nice + system + irq + softirq; idle and
 * iowait are waiting, steal is time the hypervisor gave this VM's CPUs to someone else.
 */
record HostCpuTimes(long total, long busy, long steal, int cpus) {

    /**
     * Reads the text of {@code /proc/stat}.
     *
     * @throws IllegalArgumentException when it has no aggregate line with at least eight fields (kernels
     *                                  before 2.6.11 had no steal field) or no per-CPU lines
     */
    static HostCpuTimes parse(String procStat) {
        long[] fields = null;
        int cpus = 0;
        for (String line : procStat.split("\n")) {
            String[] words = line.trim().split("\\s+");
            if (words[0].equals("cpu")) {
                fields = numbers(words);
            } else if (words[0].matches("cpu\\d+")) {
                cpus++;
            }
        }
        if (fields == null || fields.length < 8 || cpus == 0) {
            throw new IllegalArgumentException("/proc/stat has no aggregate cpu line with steal time and per-CPU lines");
        }
        long total = 0;
        for (int i = 0; i < 8; i++) {
            total += fields[i];
        }
        long busy = fields[0] + fields[1] + fields[2] + fields[5] + fields[6];
        return new HostCpuTimes(total, busy, fields[7], cpus);
    }

    private static long[] numbers(String[] words) {
        long[] out = new long[words.length - 1];
        for (int i = 1; i < words.length; i++) {
            try {
                out[i - 1] = Long.parseLong(words[i]);
            } catch (NumberFormatException e) {
                throw new IllegalArgumentException("/proc/stat: '" + words[i] + "' in the cpu line is not a number", e);
            }
        }
        return out;
    }

    /** The share of all CPU time since {@code before} that the hypervisor stole, in percent; null when no tick passed. */
    Double stealPercentSince(HostCpuTimes before) {
        long ticks = total - before.total;
        return ticks <= 0 ? null : 100.0 * (steal - before.steal) / ticks;
    }

    /**
     * The CPU time since {@code before} that went to anything but this JVM ({@code processTicks}, its
     * own CPU time over the same span), as a share of the machine less one CPU: the one the benchmark
     * thread keeps busy. In percent, clamped to 0..100 (the tick counts are sampled, so a short span
     * can come out a little below 0 or above 100). Null on a one-CPU machine, where there is no other
     * CPU, and when no tick passed.
     */
    Double otherCpusBusyPercentSince(HostCpuTimes before, long processTicks) {
        long ticks = total - before.total;
        if (cpus < 2 || ticks <= 0) {
            return null;
        }
        double others = (busy - before.busy) - processTicks;
        double capacity = ticks * (cpus - 1) / (double) cpus;
        return Math.max(0, Math.min(100, 100 * others / capacity));
    }
}
