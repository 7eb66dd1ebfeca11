import io.wirebench.wire.bytes.*;
import java.util.Random;

public class Dec {
    static long sink;
    public static void main(String[] a) {
        boolean rotate = a.length > 0 && a[0].equals("orders");
        int n = rotate ? 256 : 1;
        Random r = new Random(1);
        HeapBuffer[] bufs = new HeapBuffer[n];
        for (int i = 0; i < n; i++) {
            double price; long l; int s;
            if (!rotate) { price = 1234.0; l = 1234567890L; s = 123; }
            else {
                price = switch (r.nextInt(4)) { case 0 -> (r.nextInt(2_000_001) - 1_000_000) / 100.0; case 1 -> (r.nextInt(20_000_001) - 10_000_000) / 10_000.0; case 2 -> r.nextInt(100_000) - 50_000; default -> r.nextDouble() * 1e6 - 5e5; };
                s = switch (r.nextInt(4)) { case 0 -> r.nextInt(128); case 1 -> -r.nextInt(100_000) - 1; case 2 -> r.nextInt(1 << 20); default -> r.nextInt(); };
                l = switch (r.nextInt(4)) { case 0 -> r.nextInt(1 << 16); case 1 -> -(r.nextLong() >>> 20) - 1; case 2 -> r.nextLong() >>> 1; default -> r.nextLong(); };
            }
            bufs[i] = HeapBuffer.expandable(64);
            BytesOut out = new BytesOut(bufs[i]);
            out.writeStopBit(price); out.writeStopBit(l); out.writeStopBit((long) s); out.writeByte(5);
        }
        BytesIn[] ins = new BytesIn[n];
        for (int i = 0; i < n; i++) ins[i] = new BytesIn(bufs[i]);
        double[] t = new double[14];
        for (int rep = 0; rep < 14; rep++) {
            long t0 = System.nanoTime();
            long acc = 0;
            for (int i = 0; i < 4_000_000; i++) {
                BytesIn in = ins[i & (n - 1)];
                in.reset(0, 40);
                acc += Double.doubleToRawLongBits(in.readStopBitDouble()) ^ in.readStopBit() ^ in.readStopBit() ^ in.readByte();
            }
            sink += acc;
            t[rep] = (System.nanoTime() - t0) / 4e6;
        }
        java.util.Arrays.sort(t, 4, 14);
        System.out.printf("%s median %.2f ns (min %.2f)%n", rotate ? "orders" : "order", t[9], t[4]);
    }
}
