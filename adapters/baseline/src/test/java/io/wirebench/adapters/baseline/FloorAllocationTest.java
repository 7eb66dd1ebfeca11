package io.wirebench.adapters.baseline;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.wirebench.core.Codec;
import io.wirebench.core.model.Datasets;
import io.wirebench.core.model.media.MediaContent;
import io.wirebench.core.model.order.Order;
import io.wirebench.core.model.order.Side;
import java.lang.management.ManagementFactory;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

/**
 * The floor's promise: encoding allocates nothing, decoding into a reused object allocates the
 * decoded Strings and nothing else. Measured with the JVM's per-thread allocation counter, and
 * compared with building the same Strings directly, so the test holds whatever the object layout.
 */
class FloorAllocationTest {
    private static final int CALLS = 20_000;
    private static final com.sun.management.ThreadMXBean THREADS = (com.sun.management.ThreadMXBean) ManagementFactory.getThreadMXBean();

    /** Keeps every result reachable, so no allocation can be optimised away. */
    private static volatile Object sink;

    interface Call {
        Object run() throws Exception;
    }

    /** Bytes allocated per call, after enough calls for the JIT to compile it. */
    private static double allocatedPerCall(Call call) throws Exception {
        for (int i = 0; i < CALLS; i++) {
            sink = call.run();
        }
        long thread = Thread.currentThread().getId();
        long before = THREADS.getThreadAllocatedBytes(thread);
        for (int i = 0; i < CALLS; i++) {
            sink = call.run();
        }
        return (THREADS.getThreadAllocatedBytes(thread) - before) / (double) CALLS;
    }

    private static <T> void assertEncodeAllocatesNothing(Codec<T> codec, T message) throws Exception {
        // Returns the codec, not the size: boxing a size above 127 would allocate an Integer here.
        assertEquals(0.0, allocatedPerCall(() -> {
            codec.encode(message);
            return codec;
        }), 0.5, "bytes allocated per encode");
    }

    @Test
    void encodingAllocatesNothingForLatin1OrUtf16Text() throws Exception {
        assertEncodeAllocatesNothing(new FloorOrderCodec(), Datasets.order());
        assertEncodeAllocatesNothing(new FloorOrderCodec(), new Order(1, true, "Gr\u00fc\u00dfe aus K\u00f6ln", Side.Buy, 2, 3));
        assertEncodeAllocatesNothing(new FloorOrderCodec(), new Order(1, true, "\u6771\u4eac \u20ac 12", Side.Sell, 2, 3));
        assertEncodeAllocatesNothing(new FloorMediaContentCodec(), Datasets.mediaContent());
    }

    @Test
    void decodingTheOrderAllocatesItsTextOnly() throws Exception {
        FloorOrderCodec codec = new FloorOrderCodec();
        codec.encode(Datasets.order());
        Order reuse = new Order();
        byte[] latin1 = "Hello World!".getBytes(StandardCharsets.ISO_8859_1);
        double text = allocatedPerCall(() -> new String(latin1, 0, latin1.length, StandardCharsets.ISO_8859_1));
        assertEquals(text, allocatedPerCall(() -> codec.decode(reuse)), 0.5, "bytes per decode, against " + text + " for the String alone");
    }

    @Test
    void decodingUtf16TextAllocatesWhatTheJdkNeedsToBuildItFromChars() throws Exception {
        String s = "\u6771\u4eac \u20ac 12";
        FloorOrderCodec codec = new FloorOrderCodec();
        codec.encode(new Order(1, true, s, Side.Sell, 2, 3));
        Order reuse = new Order();
        char[] chars = s.toCharArray();
        double text = allocatedPerCall(() -> new String(chars, 0, chars.length));
        assertEquals(text, allocatedPerCall(() -> codec.decode(reuse)), 0.5, "bytes per decode, against " + text + " for the String alone");
    }

    @Test
    void decodingMediaContentIntoItsLastResultAllocatesItsTextsOnly() throws Exception {
        FloorMediaContentCodec codec = new FloorMediaContentCodec();
        codec.encode(Datasets.mediaContent());
        MediaContent reuse = codec.decode(null);
        // Its Latin-1 texts: uri, title, format, two persons; two images of uri and title each.
        String[] texts = {"http://javaone.com/keynote.mpg", "Javaone Keynote", "video/mpg4", "Bill Gates", "Steve Jobs",
                "http://javaone.com/keynote_large.jpg", "Javaone Keynote", "http://javaone.com/keynote_small.jpg", "Javaone Keynote"};
        byte[][] bytes = new byte[texts.length][];
        for (int i = 0; i < texts.length; i++) {
            bytes[i] = texts[i].getBytes(StandardCharsets.ISO_8859_1);
        }
        String[] made = new String[texts.length];
        double strings = allocatedPerCall(() -> {
            for (int i = 0; i < bytes.length; i++) {
                made[i] = new String(bytes[i], 0, bytes[i].length, StandardCharsets.ISO_8859_1);
            }
            return made;
        });
        assertEquals(strings, allocatedPerCall(() -> codec.decode(reuse)), 0.5, "bytes per decode, against " + strings + " for its Strings alone");
        assertEquals(Datasets.mediaContent(), reuse);
    }
}
