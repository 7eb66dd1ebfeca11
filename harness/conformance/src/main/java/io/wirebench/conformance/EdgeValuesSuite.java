package io.wirebench.conformance;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.fail;

import io.wirebench.core.Codec;
import io.wirebench.core.Contender;
import io.wirebench.core.Contenders;
import io.wirebench.core.model.Model;
import io.wirebench.core.model.Models;
import io.wirebench.core.model.media.Image;
import io.wirebench.core.model.media.Media;
import io.wirebench.core.model.media.MediaContent;
import io.wirebench.core.model.order.Order;
import io.wirebench.core.model.order.Side;
import io.wirebench.core.model.rion.Pojo1Mixed;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;
import org.junit.jupiter.api.function.ThrowingConsumer;

/**
 * Every contender on the test class path against the values a fair test throws at it, beside the
 * conformance check's own edge samples: edge numbers (NaN, -0.0, infinities, MIN/MAX), null text
 * and enum, empty text, 2-, 3- and 4-byte UTF-8, many distinct messages decoded in turn into one
 * dirty instance, and a message cut at several offsets, which must either throw or give back
 * something other than the message. Unlike the check, it skips no declared edge limit: a module
 * whose contenders carry all of these values extends it with an empty class. Each check runs on
 * the contenders that support its model.
 */
public abstract class EdgeValuesSuite {

    /** The contenders under test; by default every one registered on the test class path. */
    protected List<Contender> contenders() {
        return Contenders.discover(getClass().getClassLoader()).all();
    }

    /**
     * A test per contender that supports {@code model}; one that does not is not asked about it, but
     * a module none of whose contenders supports it has no business extending this suite.
     */
    private Stream<DynamicTest> perContender(Model<?> model, ThrowingConsumer<Contender> check) {
        List<Contender> supporting = contenders().stream().filter(c -> c.supports(model).supported()).toList();
        if (supporting.isEmpty()) {
            return Stream.of(DynamicTest.dynamicTest(model.id(), () -> fail("no contender under test supports " + model.id())));
        }
        return supporting.stream().map(c -> DynamicTest.dynamicTest(c.descriptor().id(), () -> check.accept(c)));
    }

    static List<Order> orders() {
        List<Order> orders = new ArrayList<>(List.of(
                new Order(Double.NaN, true, null, null, Integer.MIN_VALUE, Long.MIN_VALUE),
                new Order(-0.0, false, "", Side.Buy, Integer.MAX_VALUE, Long.MAX_VALUE),
                new Order(Double.POSITIVE_INFINITY, true, "Grüße, naïve café", Side.Sell, -1, -1L),
                new Order(Double.NEGATIVE_INFINITY, false, "日本語のテキスト ✓ €", Side.Buy, 0, 0L),
                new Order(Double.MIN_VALUE, true, "emoji 😀 and \u0000 nul", Side.Sell, 127, 1L << 40),
                new Order(-Double.MAX_VALUE, false, "x".repeat(300), Side.Buy, -129, -(1L << 62)),
                new Order(Double.MAX_VALUE, true, "multi\nline: text, \"quoted\" {json} # yaml \\ /", null, 1, 1234567890L)));
        for (int i = 0; i < 64; i++) {
            orders.add(new Order(-12.345 * i + 0.001, i % 2 == 0, "ü€".repeat(i % 5) + i, i % 3 == 0 ? Side.Buy : Side.Sell,
                    i * -77_777, i * -123_456_789_012L));
        }
        return orders;
    }

    @TestFactory
    Stream<DynamicTest> ordersRoundTripIntoOneDirtyInstance() {
        return perContender(Models.ORDER, EdgeValuesSuite::checkOrdersRoundTripIntoOneDirtyInstance);
    }

    private static void checkOrdersRoundTripIntoOneDirtyInstance(Contender contender) throws Exception {
        Codec<Order> codec = contender.newCodec(Models.ORDER);
        Order dirty = new Order(42.5, true, "dirty", Side.Sell, 99, 99L);
        for (Order order : orders()) {
            codec.encode(order);
            assertEquals(order, codec.decode(dirty), contender.descriptor().id());
            assertEquals(order, codec.decode(null), contender.descriptor().id());
        }
    }

    @TestFactory
    Stream<DynamicTest> aCutMessageIsNeverTheMessage() {
        return perContender(Models.ORDER, EdgeValuesSuite::checkACutMessageIsNeverTheMessage);
    }

    private static void checkACutMessageIsNeverTheMessage(Contender contender) throws Exception {
        Codec<Order> codec = contender.newCodec(Models.ORDER);
        for (Order order : orders().subList(0, 7)) {
            codec.encode(order);
            byte[] whole = codec.encoded();
            for (int cut : new int[] {whole.length - 1, whole.length / 2, 4, 1, 0}) {
                codec.load(Arrays.copyOf(whole, Math.min(cut, whole.length - 1)));
                Order decoded;
                try {
                    decoded = codec.decode(new Order());
                } catch (Exception refused) {
                    continue;
                }
                assertNotEquals(order, decoded, contender.descriptor().id() + " cut at " + cut + " of " + whole.length);
            }
        }
    }

    @TestFactory
    Stream<DynamicTest> floatEdgesAndTextInTheMixedModel() {
        return perContender(Models.RION_MIXED, EdgeValuesSuite::checkFloatEdgesAndTextInTheMixedModel);
    }

    private static void checkFloatEdgesAndTextInTheMixedModel(Contender contender) throws Exception {
        Codec<Pojo1Mixed> codec = contender.newCodec(Models.RION_MIXED);
        Pojo1Mixed dirty = new Pojo1Mixed(true, 7, 7f, 7, "dirty");
        float[] floats = {Float.NaN, -0.0f, Float.POSITIVE_INFINITY, Float.NEGATIVE_INFINITY, Float.MIN_VALUE, Float.MAX_VALUE, -1.5f};
        double[] doubles = {Double.NaN, -0.0, Double.POSITIVE_INFINITY, Double.NEGATIVE_INFINITY, Double.MIN_VALUE, Double.MAX_VALUE, 0.1};
        String[] texts = {null, "", "Ω≈ç√∫", "😀", "plain"};
        for (int i = 0; i < floats.length; i++) {
            Pojo1Mixed m = new Pojo1Mixed(i % 2 == 0, i % 2 == 0 ? Long.MIN_VALUE : Long.MAX_VALUE, floats[i], doubles[i], texts[i % texts.length]);
            codec.encode(m);
            assertEquals(m, codec.decode(dirty), contender.descriptor().id() + " " + m);
        }
    }

    @TestFactory
    Stream<DynamicTest> mediaContentWithNullsAndNonLatinText() {
        return perContender(Models.MEDIA_CONTENT, EdgeValuesSuite::checkMediaContentWithNullsAndNonLatinText);
    }

    private static void checkMediaContentWithNullsAndNonLatinText(Contender contender) throws Exception {
        Codec<MediaContent> codec = contender.newCodec(Models.MEDIA_CONTENT);
        Media media = new Media("http://例え.jp/ビデオ.mpg", null, Integer.MAX_VALUE, Integer.MIN_VALUE, "", Long.MIN_VALUE, Long.MAX_VALUE,
                -1, false, new ArrayList<>(List.of("Zoë", "", "李小龍")), null, "© 2026 Ωmega");
        MediaContent content = new MediaContent(media, new ArrayList<>(List.of(
                new Image("", null, 0, -1, null), new Image("http://x/ü.png", "Ünïcödé", 1, 1, Image.Size.LARGE))));
        codec.encode(content);
        MediaContent dirty = new MediaContent(new Media(), new ArrayList<>());
        assertEquals(content, codec.decode(dirty), contender.descriptor().id());
    }
}
