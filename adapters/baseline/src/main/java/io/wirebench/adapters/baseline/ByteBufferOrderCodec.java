package io.wirebench.adapters.baseline;

import io.wirebench.core.Codec;
import io.wirebench.core.model.order.Order;
import io.wirebench.core.model.order.Side;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;

/**
 * The floor for {@link Order}, written the way one would by hand:
 *
 * <pre>
 * 0   int     length of what follows
 * 4   double  price
 * 12  long    longInt
 * 20  int     smallInt
 * 24  byte    flag (0/1)
 * 25  byte    side ordinal (-1 for null)
 * 26  int     text length in bytes (-1 for null)
 * 30  bytes   text in UTF-8 (ASCII written a byte per char)
 * </pre>
 *
 * Decoding checks the length header and every length against the bytes held, so truncated input
 * is an exception rather than a wrong object.
 */
final class ByteBufferOrderCodec implements Codec<Order> {
    private static final int TEXT = 30;
    private static final Side[] SIDES = Side.values();

    private ByteBuffer buffer = ByteBuffer.allocate(256).order(ByteOrder.LITTLE_ENDIAN);
    private int length;

    @Override
    public int encode(Order o) {
        String text = o.getText();
        int n = text == null ? 0 : text.length();
        ensureCapacity(TEXT + n);
        ByteBuffer b = buffer;
        b.putDouble(4, o.getPrice());
        b.putLong(12, o.getLongInt());
        b.putInt(20, o.getSmallInt());
        b.put(24, (byte) (o.isFlag() ? 1 : 0));
        b.put(25, (byte) (o.getSide() == null ? -1 : o.getSide().ordinal()));
        int written = text == null ? -1 : writeText(text);
        b = buffer; // writeText may have grown it
        b.putInt(26, written);
        int total = TEXT + Math.max(written, 0);
        b.putInt(0, total - 4);
        return length = total;
    }

    /** ASCII a byte per char, as one would by hand; anything else through the JDK's UTF-8 encoder. */
    private int writeText(String text) {
        int n = text.length();
        for (int i = 0; i < n; i++) {
            char c = text.charAt(i);
            if (c >= 0x80) {
                byte[] utf8 = text.getBytes(StandardCharsets.UTF_8);
                ensureCapacity(TEXT + utf8.length);
                buffer.put(TEXT, utf8);
                return utf8.length;
            }
            buffer.put(TEXT + i, (byte) c);
        }
        return n;
    }

    private void ensureCapacity(int capacity) {
        if (buffer.capacity() < capacity) {
            ByteBuffer bigger = ByteBuffer.allocate(Math.max(capacity, 2 * buffer.capacity())).order(ByteOrder.LITTLE_ENDIAN);
            bigger.put(0, buffer, 0, TEXT);
            buffer = bigger;
        }
    }

    @Override
    public Order decode(Order reuse) throws IOException {
        ByteBuffer b = buffer;
        if (length < TEXT || b.getInt(0) != length - 4) {
            throw new IOException("not an Order: " + length + " bytes with a header of " + (length >= 4 ? b.getInt(0) : -1));
        }
        int n = b.getInt(26);
        if (n < -1 || n > length - TEXT) {
            throw new IOException("text length " + n + " does not fit in the " + (length - TEXT) + " bytes after the fields");
        }
        int side = b.get(25);
        if (side < -1 || side >= SIDES.length) {
            throw new IOException("side ordinal " + side + " is not a Side");
        }
        Order o = reuse != null ? reuse : new Order();
        o.setPrice(b.getDouble(4));
        o.setLongInt(b.getLong(12));
        o.setSmallInt(b.getInt(20));
        o.setFlag(b.get(24) != 0);
        o.setSide(side < 0 ? null : SIDES[side]);
        o.setText(n < 0 ? null : new String(b.array(), TEXT, n, StandardCharsets.UTF_8));
        return o;
    }

    @Override
    public byte[] encoded() {
        return Arrays.copyOf(buffer.array(), length);
    }

    @Override
    public void load(byte[] bytes) {
        if (buffer.capacity() < bytes.length) {
            buffer = ByteBuffer.allocate(bytes.length).order(ByteOrder.LITTLE_ENDIAN);
        }
        buffer.put(0, bytes);
        length = bytes.length;
    }
}
