package io.wirebench.bench.host;

import java.util.List;
import java.util.TreeSet;
import java.util.stream.Collectors;

/** A set of CPU numbers in the kernel's list syntax ({@code 2-5,7}), as taskset and /sys use it. */
public record CpuSet(List<Integer> cpus) {
    public static final CpuSet NONE = new CpuSet(List.of());

    public CpuSet {
        cpus = List.copyOf(new TreeSet<>(cpus));
    }

    public static CpuSet parse(String list) {
        if (list == null || list.isBlank()) {
            return NONE;
        }
        TreeSet<Integer> out = new TreeSet<>();
        for (String part : list.trim().split(",")) {
            String p = part.trim();
            try {
                int dash = p.indexOf('-');
                if (dash < 0) {
                    out.add(Integer.parseInt(p));
                } else {
                    int from = Integer.parseInt(p.substring(0, dash).trim());
                    int to = Integer.parseInt(p.substring(dash + 1).trim());
                    if (from > to || to - from > 4096) {
                        throw new NumberFormatException();
                    }
                    for (int c = from; c <= to; c++) {
                        out.add(c);
                    }
                }
            } catch (NumberFormatException e) {
                throw new IllegalArgumentException("'" + list + "' is not a CPU list such as 2-5 or 2,4,6");
            }
        }
        return new CpuSet(List.copyOf(out));
    }

    public boolean isEmpty() {
        return cpus.isEmpty();
    }

    int size() {
        return cpus.size();
    }

    boolean containsAll(CpuSet other) {
        return cpus.containsAll(other.cpus);
    }

    /** The CPU the measuring thread gets. */
    int measured() {
        return cpus.get(0);
    }

    /** Every CPU but the measuring one: where JIT, GC and the harness's own threads go. */
    CpuSet rest() {
        return new CpuSet(cpus.subList(1, cpus.size()));
    }

    @Override
    public String toString() {
        return cpus.stream().map(String::valueOf).collect(Collectors.joining(","));
    }
}
