package io.wirebench.wire.bytes;

/**
 * Any bytes as hex, 16 to a line, with their offset and an ASCII column, as the seeds show
 * buffers:
 *
 * <pre>
 * 00000000 18 00 00 00 A0 A4 69 D2 85 D8 CC 04 7B 59 00 0C ······i· ····{Y··
 * </pre>
 *
 * Printable ASCII shows as itself, every other byte as a middle dot; the column is split in two
 * halves of eight like the hex.
 */
public final class HexDump {
    private static final char[] HEX = "0123456789ABCDEF".toCharArray();
    private static final char UNPRINTABLE = '\u00B7';

    private HexDump() {
    }

    public static String of(byte[] bytes) {
        return of(HeapBuffer.wrap(bytes), 0, bytes.length);
    }

    /** The bytes {@code [from, to)} of {@code buffer}; offsets are buffer indexes. */
    public static String of(ReadableBuffer buffer, int from, int to) {
        StringBuilder sb = new StringBuilder();
        appendTo(sb, buffer, from, to, "");
        return sb.toString();
    }

    /** Appends the lines, each starting with {@code linePrefix} and ending with a newline. */
    public static void appendTo(StringBuilder sb, ReadableBuffer buffer, int from, int to, String linePrefix) {
        if (from < 0 || to > buffer.capacity() || from > to) {
            throw new IndexOutOfBoundsException("cannot dump " + from + ".." + to + " of " + buffer.capacity() + " bytes");
        }
        for (int line = from; line < to; line += 16) {
            sb.append(linePrefix);
            sb.append(String.format("%08x", line));
            int end = Math.min(line + 16, to);
            for (int i = line; i < line + 16; i++) {
                if (i < end) {
                    int b = buffer.getByte(i) & 0xFF;
                    sb.append(' ').append(HEX[b >> 4]).append(HEX[b & 0xF]);
                } else {
                    sb.append("   ");
                }
            }
            sb.append(' ');
            for (int i = line; i < end; i++) {
                if (i == line + 8) {
                    sb.append(' ');
                }
                int b = buffer.getByte(i) & 0xFF;
                sb.append(b >= 0x20 && b < 0x7F ? (char) b : UNPRINTABLE);
            }
            sb.append('\n');
        }
    }
}
