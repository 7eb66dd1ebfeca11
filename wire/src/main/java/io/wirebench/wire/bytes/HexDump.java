package io.wirebench.wire.bytes;

/**
 * Any bytes as hex, 16 to a line, with their offset and an ASCII column, as the published dumps show
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

    /** Offset, 16 hex bytes, two spaces, 16 ASCII characters and the split, newline. */
    private static final int LINE_LENGTH = 8 + 16 * 3 + 1 + 17 + 1;

    private HexDump() {
    }

    private static int lineCount(int from, int to) {
        return (int) Math.min(Integer.MAX_VALUE / LINE_LENGTH, ((long) to - from + 15) / 16);
    }

    public static String of(byte[] bytes) {
        return of(HeapBuffer.wrap(bytes), 0, bytes.length);
    }

    /** The bytes {@code [from, to)} of {@code buffer}; offsets are buffer indexes. */
    public static String of(ReadableBuffer buffer, int from, int to) {
        StringBuilder sb = new StringBuilder(Math.max(0, lineCount(from, to) * LINE_LENGTH));
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
            for (int shift = 28; shift >= 0; shift -= 4) { // %08x without String.format's parsing and garbage
                sb.append(Character.toLowerCase(HEX[(line >>> shift) & 0xF]));
            }
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
