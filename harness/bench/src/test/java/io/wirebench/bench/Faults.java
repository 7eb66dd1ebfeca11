package io.wirebench.bench;

import java.lang.reflect.Field;
import java.util.ArrayList;
import java.util.List;

/** What the faulty test contenders do once under load. */
final class Faults {
    private Faults() {
    }

    static void strike(TestContenders.Behaviour behaviour) {
        switch (behaviour) {
            case HANG -> hang();
            case OOM -> exhaustHeap();
            case EXIT -> System.exit(7);
            case SEGV -> segfault();
            default -> throw new IllegalArgumentException(behaviour + " is not a fault");
        }
    }

    /** As a library stuck on a lock or a socket would: deaf to interrupts. */
    private static void hang() {
        while (true) {
            try {
                Thread.sleep(60_000);
            } catch (InterruptedException ignored) {
                // a hung library does not notice
            }
        }
    }

    /** Holds on to ever more memory until the heap runs out; it is all garbage again once the error is thrown. */
    private static void exhaustHeap() {
        List<byte[]> hog = new ArrayList<>();
        while (true) {
            hog.add(new byte[64 << 20]);
        }
    }

    /** A write to address 0: the JVM dies with SIGSEGV (and an hs_err file in the temp folder). */
    private static void segfault() {
        try {
            Field f = sun.misc.Unsafe.class.getDeclaredField("theUnsafe");
            f.setAccessible(true);
            ((sun.misc.Unsafe) f.get(null)).putAddress(0, 0);
        } catch (ReflectiveOperationException e) {
            throw new IllegalStateException(e);
        }
    }
}
