package io.wirebench.adapters.chronicle;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.wirebench.core.Codec;
import io.wirebench.core.model.Model;
import io.wirebench.core.model.Models;
import io.wirebench.core.model.media.Image;
import io.wirebench.core.model.media.Media;
import io.wirebench.core.model.media.MediaContent;
import io.wirebench.core.model.order.Order;
import io.wirebench.core.model.order.Side;
import io.wirebench.core.model.rion.Pojo1Mixed;
import java.io.IOException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * Every Chronicle form against the values a fair test throws at it: edge numbers (NaN, -0.0, infinities,
 * MIN/MAX), null text and enum, empty text, 2-, 3- and 4-byte UTF-8, many distinct messages decoded in
 * turn into one dirty instance, and a message cut at several offsets, which must throw (the document
 * header promises more bytes than there are).
 */
class ChronicleEdgeValuesTest {

    static List<Order> orders() {
        List<Order> orders = new ArrayList<>(List.of(
                new Order(Double.NaN, true, null, null, Integer.MIN_VALUE, Long.MIN_VALUE),
                new Order(-0.0, false, "", Side.Buy, Integer.MAX_VALUE, Long.MAX_VALUE),
                new Order(Double.POSITIVE_INFINITY, true, "Grüße, naïve café", Side.Sell, -1, -1L),
                new Order(Double.NEGATIVE_INFINITY, false, "日本語のテキスト ✓ €", Side.Buy, 0, 0L),
                new Order(Double.MIN_VALUE, true, "emoji 😀 and \u0000 nul", Side.Sell, 127, 1L << 40),
                new Order(-Double.MAX_VALUE, false, "x".repeat(300), Side.Buy, -129, -(1L << 62)),
                new Order(Double.MAX_VALUE, true, "multi\nline: text, \"quoted\" {json} # yaml", null, 1, 1234567890L)));
        for (int i = 0; i < 64; i++) {
            orders.add(new Order(-12.345 * i + 0.001, i % 2 == 0, "ü€".repeat(i % 5) + i, i % 3 == 0 ? Side.Buy : Side.Sell,
                    i * -77_777, i * -123_456_789_012L));
        }
        return orders;
    }

    @ParameterizedTest
    @EnumSource(WireVariant.class)
    void ordersRoundTripIntoOneDirtyInstance(WireVariant variant) throws IOException {
        Codec<Order> codec = new ChronicleContender(variant).newCodec(Models.ORDER);
        Order dirty = new Order(42.5, true, "dirty", Side.Sell, 99, 99L);
        for (Order order : orders()) {
            if (refusesNegativeZero(variant) && isNegativeZero(order.getPrice())) {
                assertThrows(IllegalArgumentException.class, () -> codec.encode(order), variant.id);
                continue;
            }
            codec.encode(order);
            assertEquals(order, codec.decode(dirty), variant.id);
            assertEquals(order, codec.decode(null), variant.id);
        }
    }

    @ParameterizedTest
    @EnumSource(WireVariant.class)
    void aCutMessageThrows(WireVariant variant) throws IOException {
        Codec<Order> codec = new ChronicleContender(variant).newCodec(Models.ORDER);
        for (Order order : orders().subList(0, 7)) {
            if (refusesNegativeZero(variant) && isNegativeZero(order.getPrice())) {
                continue;
            }
            codec.encode(order);
            byte[] whole = codec.encoded();
            for (int cut : new int[] {whole.length - 1, whole.length / 2, 4, 2, 0}) {
                codec.load(Arrays.copyOf(whole, cut));
                assertThrows(IOException.class, () -> codec.decode(new Order()), variant.id + " cut at " + cut + " of " + whole.length);
            }
        }
    }

    @ParameterizedTest
    @EnumSource(WireVariant.class)
    void floatEdgesAndTextInTheMixedModel(WireVariant variant) throws IOException {
        Codec<Pojo1Mixed> codec = new ChronicleContender(variant).newCodec(Models.RION_MIXED);
        Pojo1Mixed dirty = new Pojo1Mixed(true, 7, 7f, 7, "dirty");
        float[] floats = {Float.NaN, -0.0f, Float.POSITIVE_INFINITY, Float.NEGATIVE_INFINITY, Float.MIN_VALUE, Float.MAX_VALUE, -1.5f};
        double[] doubles = {Double.NaN, -0.0, Double.POSITIVE_INFINITY, Double.NEGATIVE_INFINITY, Double.MIN_VALUE, Double.MAX_VALUE, 0.1};
        String[] texts = {null, "", "Ω≈ç√∫", "😀", "plain"};
        for (int i = 0; i < floats.length; i++) {
            Pojo1Mixed m = new Pojo1Mixed(i % 2 == 0, i % 2 == 0 ? Long.MIN_VALUE : Long.MAX_VALUE, floats[i], doubles[i], texts[i % texts.length]);
            if (refusesNegativeZero(variant) && isNegativeZero(doubles[i])) {
                assertThrows(IllegalArgumentException.class, () -> codec.encode(m), variant.id);
                continue;
            }
            codec.encode(m);
            assertEquals(m, codec.decode(dirty), variant.id + " " + m);
        }
    }

    @ParameterizedTest
    @EnumSource(WireVariant.class)
    void mediaContentWithNullsAndNonLatinText(WireVariant variant) throws IOException {
        Codec<MediaContent> codec = new ChronicleContender(variant).newCodec(Models.MEDIA_CONTENT);
        MediaContent noMedia = new MediaContent(null, new ArrayList<>());
        codec.encode(noMedia);
        assertEquals(noMedia, codec.decode(new MediaContent(new Media(), new ArrayList<>())), variant.id);
        Media media = new Media("http://例え.jp/ビデオ.mpg", null, Integer.MAX_VALUE, Integer.MIN_VALUE, "", Long.MIN_VALUE, Long.MAX_VALUE,
                -1, false, new ArrayList<>(List.of("Zoë", "", "李小龍")), null, "© 2026 Ωmega");
        MediaContent content = new MediaContent(media, new ArrayList<>(List.of(
                new Image("", null, 0, -1, null), new Image("http://x/ü.png", "Ünïcödé", 1, 1, Image.Size.LARGE))));
        codec.encode(content);
        MediaContent dirty = new MediaContent(new Media(), new ArrayList<>());
        assertEquals(content, codec.decode(dirty), variant.id);
    }

    /** Compact BinaryWire writes a whole-valued double as an integer: -0.0 would come back as 0.0, so it is refused. */
    private static boolean refusesNegativeZero(WireVariant variant) {
        return variant.kind == WireVariant.Kind.BINARY && !variant.fixed;
    }

    private static boolean isNegativeZero(double value) {
        return Double.doubleToRawLongBits(value) == Long.MIN_VALUE;
    }

    @ParameterizedTest
    @EnumSource(value = WireVariant.class, names = {"BYTES_FIXED", "BYTES_STOPBIT"})
    void bytesFormsOfferEverythingButTrees(WireVariant variant) {
        ChronicleContender contender = new ChronicleContender(variant);
        assertEquals(false, contender.supports(Models.TREE).supported(), variant.id);
        for (Model<?> model : List.of(Models.ORDER, Models.MEDIA_CONTENT, Models.RION_MIXED, Models.DB_TABLE)) {
            assertEquals(true, contender.supports(model).supported(), variant.id + " " + model.id());
        }
    }
}
