package io.wirebench.wire;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.wirebench.wire.binary.BinaryCodes;
import io.wirebench.wire.binary.BinaryYamlDump;
import io.wirebench.wire.bytes.HeapBuffer;
import io.wirebench.wire.bytes.HexDump;
import java.lang.management.ManagementFactory;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicReference;
import org.junit.jupiter.api.Test;

/**
 * Well-formed input that used to run away: a dump that amplified its input without bound, trees
 * and dumps deeper than the thread's stack, a tree root followed by data it ignored, a hex dump
 * that allocated twelve times its output.
 */
class RunawayInputTest {

    /** {@code depth} keyed objects ("k") around a sequence of {@code zeros} zero bytes: each item prints indented on its own line. */
    static byte[] amplifier(int depth, int zeros) {
        Object node = new ArrayList<>(java.util.Collections.nCopies(zeros, 0L));
        for (int i = 0; i < depth; i++) {
            Map<String, Object> m = new LinkedHashMap<>();
            m.put("k", node);
            node = m;
        }
        Object root = node;
        return Renderings.BINARY_NAMED.write(root, (t, out) -> WireTree.writeRoot(t, out));
    }

    @Test
    void theDumpStopsAtItsOutputBudgetWithACutMarker() {
        byte[] doc = amplifier(250, 20_000);
        WireLimits limits = WireLimits.builder().maxDumpLength(100_000).build();
        String dump = BinaryYamlDump.dump(HeapBuffer.wrap(doc), 0, doc.length, limits);
        assertTrue(dump.length() < 100_000 + 2_000, "dump of " + dump.length() + " chars");
        String last = dump.substring(dump.lastIndexOf('\n', dump.length() - 2) + 1);
        assertTrue(last.matches("# cut: the dump reached its budget of 100000 characters \\(WireLimits.maxDumpLength\\) at offset \\d+ "
                + "\\(the input ends at " + doc.length + "\\)\n"), last);
        // the default budget holds too: the issue's 67 KB amplifier printed 33.7 M characters
        String byDefault = BinaryYamlDump.dump(amplifier(254, 60_000));
        assertTrue(byDefault.length() <= WireLimits.DEFAULT_MAX_DUMP_LENGTH + 1_000, "default dump of " + byDefault.length());
        assertTrue(byDefault.contains("# cut: the dump reached its budget"));
    }

    /** Objects with one key "k" nested {@code depth} deep around the text "x". */
    static Object nested(int depth) {
        Object node = "x";
        for (int i = 0; i < depth; i++) {
            Map<String, Object> m = new LinkedHashMap<>();
            m.put("k", node);
            node = m;
        }
        return node;
    }

    /** The binary document of {@code nested(depth + 1)}: {@code depth} objects around "k: x", built by hand (writers stop at 256 levels). */
    static byte[] nestedDocument(int depth) {
        byte[] body = new byte[depth * 7 + 4];
        int inner = depth * 7;
        body[inner] = (byte) (BinaryCodes.FIELD_NAME_INLINE + 1);
        body[inner + 1] = 'k';
        body[inner + 2] = (byte) (BinaryCodes.TEXT_INLINE + 1);
        body[inner + 3] = 'x';
        for (int i = 0; i < depth; i++) {
            int at = i * 7;
            int length = body.length - at - 7;
            body[at] = (byte) (BinaryCodes.FIELD_NAME_INLINE + 1);
            body[at + 1] = 'k';
            body[at + 2] = (byte) BinaryCodes.OBJECT;
            java.nio.ByteBuffer.wrap(body, at + 3, 4).order(java.nio.ByteOrder.LITTLE_ENDIAN).putInt(length);
        }
        byte[] doc = new byte[body.length + 4];
        java.nio.ByteBuffer.wrap(doc, 0, 4).order(java.nio.ByteOrder.LITTLE_ENDIAN).putInt(body.length);
        System.arraycopy(body, 0, doc, 4, body.length);
        return doc;
    }

    static <T> T onSmallStack(long stackBytes, java.util.function.Supplier<T> work) throws InterruptedException {
        AtomicReference<Object> result = new AtomicReference<>();
        Thread t = new Thread(null, () -> {
            try {
                result.set(work.get());
            } catch (Throwable e) {
                result.set(e);
            }
        }, "small-stack", stackBytes);
        t.start();
        t.join();
        if (result.get() instanceof RuntimeException e) {
            throw e;
        }
        if (result.get() instanceof Error e) {
            throw e;
        }
        @SuppressWarnings("unchecked") T r = (T) result.get();
        return r;
    }

    @Test
    void aTreeDeeperThanTheStackIsALimitErrorNeverAStackOverflow() throws InterruptedException {
        WireLimits deep = WireLimits.builder().maxNestingDepth(100_000).build();
        byte[] doc = nestedDocument(3_000);
        assertEquals(nested(4), Renderings.BINARY_NAMED.read(nestedDocument(3), null, (r, in) -> WireTree.readRoot(in)));
        // on a 256 KB stack a few hundred levels used to overflow in WireTree
        WireLimitException e = assertThrows(WireLimitException.class,
                () -> onSmallStack(256 << 10, () -> Renderings.BINARY_NAMED.read(doc, null, (r, in) -> WireTree.readRoot(in), deep)));
        assertTrue(e.getMessage().contains("deeper than this thread's stack"), e.getMessage());
        // on a stack that holds it, the same document reads
        assertEquals(nested(3_001), onSmallStack(256L << 20, () -> Renderings.BINARY_NAMED.read(doc, null, (r, in) -> WireTree.readRoot(in), deep)));
    }

    @Test
    void theDumpHandlesAnyConfiguredDepthOnAnyStack() throws InterruptedException {
        WireLimits deep = WireLimits.builder().maxNestingDepth(100_000).build();
        byte[] doc = nestedDocument(3_000);
        String dump = onSmallStack(256 << 10, () -> BinaryYamlDump.dump(HeapBuffer.wrap(doc), 0, doc.length, deep));
        assertTrue(dump.contains("k: x\n"), dump.substring(dump.length() - 200));
        assertEquals(3_001, dump.lines().filter(l -> l.trim().startsWith("k:")).count());
    }

    @Test
    void aTreeTooDeepToWriteSaysSoRatherThanBlamingACycle() {
        // a 300-deep DATA= file was reported as "is there a cycle in the object graph?"
        for (Renderings r : new Renderings[] {Renderings.BINARY_NAMED, Renderings.RAW}) {
            IllegalStateException e = assertThrows(IllegalStateException.class,
                    () -> r.write(java.util.List.of(nested(300)), (t, out) -> WireTree.writeRoot(t, out)));
            assertTrue(e.getMessage().contains("the writer's limit") && e.getMessage().contains("too deep for this format"), e.getMessage());
        }
    }

    @Test
    void aBareRootValueFollowedByMoreDataIsRefused() {
        // 08000000 e161 010203 aa b200: "a", then five more values the tree used to ignore
        byte[] doc = HexFormat.of().parseHex("08000000e161010203aab200");
        MalformedWireException e = assertThrows(MalformedWireException.class,
                () -> Renderings.BINARY_NAMED.read(doc, null, (r, in) -> WireTree.readRoot(in)));
        assertTrue(e.getMessage().contains("after the root value"), e.getMessage());
        assertEquals("a", Renderings.BINARY_NAMED.read(HexFormat.of().parseHex("02000000e161"), null, (r, in) -> WireTree.readRoot(in)));
    }

    @Test
    void aHexDumpAllocatesAboutItsOwnSize() {
        byte[] bytes = new byte[1 << 20];
        new java.util.Random(1).nextBytes(bytes);
        HexDump.of(bytes); // warm
        com.sun.management.ThreadMXBean threads = (com.sun.management.ThreadMXBean) ManagementFactory.getThreadMXBean();
        long before = threads.getCurrentThreadAllocatedBytes();
        String dump = HexDump.of(bytes);
        long allocated = threads.getCurrentThreadAllocatedBytes() - before;
        // the text is Latin-1 (one byte a char): the builder and the String, about twice its length; String.format per line was 12x
        assertTrue(allocated < 3L * dump.length(), allocated + " bytes allocated for " + dump.length() + " chars");
        assertEquals(List.of("00000000"), List.of(dump.substring(0, 8)));
        assertTrue(dump.lines().skip(65535).findFirst().orElseThrow().startsWith("000ffff0 "), "offsets in lower-case hex as before");
    }
}
