import io.wirebench.wire.bytes.*;

public class Exp {
    static double price = 1234.0; static long longInt = 1234567890L; static int smallInt = 123;
    static int sink;

    static int fixed(BytesOut out) {
        out.reset();
        out.writeDouble(price); out.writeLong(longInt); out.writeInt(smallInt);
        return out.position();
    }
    static int stop(BytesOut out) {
        out.reset();
        out.writeStopBit(price); out.writeStopBit(longInt); out.writeStopBit((long) smallInt);
        return out.position();
    }
    static int stopLongs(BytesOut out) { // no double reversal: is it Long.reverse?
        out.reset();
        out.writeStopBit(longInt); out.writeStopBit(longInt); out.writeStopBit((long) smallInt);
        return out.position();
    }
    static int stopOne(BytesOut out) {
        out.reset();
        out.writeStopBit(longInt);
        return out.position();
    }
    static int fixedOne(BytesOut out) {
        out.reset();
        out.writeLong(longInt);
        return out.position();
    }

    static int stopDoubleOne(BytesOut out) { out.reset(); out.writeStopBit(price); return out.position(); }
    static int fixedRawOne(BytesOut out) { out.reset(); out.writeLong(Double.doubleToRawLongBits(price)); return out.position(); }
    static int fixedRevOne(BytesOut out) { out.reset(); out.writeLong(Long.reverse(Double.doubleToRawLongBits(price))); return out.position(); }
    static int stopRevAsLong(BytesOut out) { out.reset(); out.writeStopBit(revPrice); return out.position(); }
    static long revPrice = Long.reverse(Double.doubleToRawLongBits(1234.0));
    interface F { int run(BytesOut o); }
    static double time(F f, BytesOut out, int n) {
        long t0 = System.nanoTime();
        int s = 0;
        for (int i = 0; i < n; i++) { s += f.run(out); }
        sink += s;
        return (System.nanoTime() - t0) / (double) n;
    }
    public static void main(String[] a) {
        BytesOut out = new BytesOut(HeapBuffer.expandable(64));
        F[] fs = {Exp::fixed, Exp::stop, Exp::stopLongs, Exp::stopOne, Exp::fixedOne, Exp::stopDoubleOne, Exp::fixedRawOne, Exp::fixedRevOne, Exp::stopRevAsLong};
        String[] names = {"fixed", "stop", "stopLongs", "stopOne", "fixedOne", "stopDbl1", "fixRaw1", "fixRev1", "stopRevL1"};
        double[][] r = new double[fs.length][12];
        for (int rep = 0; rep < 12; rep++)
            for (int k = 0; k < fs.length; k++) r[k][rep] = time(fs[k], out, 5_000_000);
        for (int k = 0; k < fs.length; k++) {
            double[] x = r[k].clone(); java.util.Arrays.sort(x, 4, 12);
            System.out.printf("%-10s median(last 8) %.2f ns%n", names[k], x[8]);
        }
        System.out.println(sink);
    }
}
