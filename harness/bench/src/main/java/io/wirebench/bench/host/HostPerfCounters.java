package io.wirebench.bench.host;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.channels.FileChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.Map;
import java.util.OptionalLong;

/**
 * HotSpot's own counters (the ones jstat reads), read from the hsperfdata file the JVM keeps them in,
 * mapped a second time, read-only: no {@code --add-exports} of {@code jdk.internal.perf} or
 * {@code sun.management} is needed. Used for the time spent at safepoints
 * ({@code sun.rt.safepointTime}, in ticks of {@code sun.os.hrt.frequency}).
 *
 * <p>The file layout (HotSpot's perfMemory/perfData): a 32-byte prologue (magic {@code 0xcafec0c0}
 * in big-endian, a byte-order byte (0 big, 1 little), version bytes, used and overflow sizes, a
 * modification time, the first entry's offset and the number of entries), then entries, each with
 * its length, its name's offset, a vector length (0 for a scalar), a type byte ({@code 'J'} for a
 * 64-bit integer), flags, units, variability and its data's offset. Offsets are from the entry's start.
 *
 * <p>Absent when the JVM runs with {@code -XX:-UsePerfData} or {@code -XX:+PerfDisableSharedMem}
 * (then nothing is mapped), or when the file is not in this layout.
 */
public final class HostPerfCounters {
    private static final int MAGIC = 0xcafec0c0;
    private static final int PROLOGUE_BYTES = 32;

    private final ByteBuffer data;
    private final Map<String, Integer> longAt;

    private HostPerfCounters(ByteBuffer data, Map<String, Integer> longAt) {
        this.data = data;
        this.longAt = longAt;
    }

    /** This JVM's counters, or null when it has no hsperfdata file or the file is not as described above. */
    public static HostPerfCounters open(HostProc proc) {
        Path file = proc.perfDataFile();
        if (file == null) {
            return null;
        }
        try (FileChannel channel = FileChannel.open(file)) {
            return parse(channel.map(FileChannel.MapMode.READ_ONLY, 0, channel.size()));
        } catch (IOException | RuntimeException e) {
            return null;
        }
    }

    /** Indexes the 64-bit scalar counters of a perf-data buffer; null when it is not one. */
    static HostPerfCounters parse(ByteBuffer buffer) {
        ByteBuffer b = buffer.duplicate().order(ByteOrder.BIG_ENDIAN);
        if (b.limit() < PROLOGUE_BYTES || b.getInt(0) != MAGIC) {
            return null;
        }
        b.order(b.get(4) == 0 ? ByteOrder.BIG_ENDIAN : ByteOrder.LITTLE_ENDIAN);
        int at = b.getInt(24);
        int entries = b.getInt(28);
        Map<String, Integer> longAt = new HashMap<>();
        for (int i = 0; i < entries && at >= PROLOGUE_BYTES && at + 20 <= b.limit(); i++) {
            int length = b.getInt(at);
            if (length <= 0) {
                return null;
            }
            int dataAt = at + b.getInt(at + 16);
            int nameAt = at + b.getInt(at + 4);
            if (dataAt < at || nameAt < at || nameAt >= b.limit()) {
                return null;
            }
            if (b.getInt(at + 8) == 0 && b.get(at + 12) == 'J' && dataAt + 8 <= b.limit()) {
                longAt.put(name(b, nameAt), dataAt);
            }
            at += length;
        }
        return new HostPerfCounters(b, longAt);
    }

    private static String name(ByteBuffer b, int from) {
        int end = from;
        while (end < b.limit() && b.get(end) != 0) {
            end++;
        }
        byte[] bytes = new byte[end - from];
        b.get(from, bytes);
        return new String(bytes, StandardCharsets.US_ASCII);
    }

    /** The counter's value now; empty when this JVM has no such 64-bit counter. */
    OptionalLong value(String name) {
        Integer at = longAt.get(name);
        return at == null ? OptionalLong.empty() : OptionalLong.of(data.getLong(at));
    }

    /** Total time this JVM has spent at safepoints, in nanoseconds (GC pauses included); empty where not kept. */
    OptionalLong safepointNanos() {
        OptionalLong ticks = value("sun.rt.safepointTime");
        OptionalLong frequency = value("sun.os.hrt.frequency");
        if (ticks.isEmpty() || frequency.isEmpty() || frequency.getAsLong() <= 0) {
            return OptionalLong.empty();
        }
        return OptionalLong.of((long) (ticks.getAsLong() * (1e9 / frequency.getAsLong())));
    }
}
