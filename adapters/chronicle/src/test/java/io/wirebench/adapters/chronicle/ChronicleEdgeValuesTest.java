package io.wirebench.adapters.chronicle;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.wirebench.conformance.EdgeValuesSuite;
import io.wirebench.core.Codec;
import io.wirebench.core.Contender;
import io.wirebench.core.model.Edge;
import io.wirebench.core.model.Model;
import io.wirebench.core.model.Models;
import io.wirebench.core.model.media.Media;
import io.wirebench.core.model.media.MediaContent;
import io.wirebench.core.model.order.Order;
import io.wirebench.core.model.order.Side;
import io.wirebench.core.model.rion.Pojo1Mixed;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * The edge values of {@link EdgeValuesSuite} (NaN, -0.0, infinities, MIN/MAX, null text and enum,
 * empty and non-Latin-1 text, a dirty instance to decode into, cut messages) on every Chronicle form
 * that carries them all, and what the suite does not say about this adapter: the compact binary
 * forms refuse -0.0, a null media round-trips on every form, and the bytes forms offer every model
 * but the tree. A cut message throws an {@code IOException} on every form ({@code ChronicleQuirksTest}).
 */
class ChronicleEdgeValuesTest extends EdgeValuesSuite {

    /**
     * The suite skips no declared limit, so the forms that declare -0.0 ({@link #compactBinaryFormsRefuseNegativeZero})
     * are left out; the conformance check still puts every other edge value through them.
     */
    @Override
    protected List<Contender> contenders() {
        return super.contenders().stream().filter(c -> !c.descriptor().edgeLimits().containsKey(Edge.NEGATIVE_ZERO)).toList();
    }

    /** Compact BinaryWire writes a whole-valued double or float as an integer: -0.0 would come back as 0.0, so it is refused. */
    @Test
    void compactBinaryFormsRefuseNegativeZero() {
        List<Contender> refusing = super.contenders().stream().filter(c -> c.descriptor().edgeLimits().containsKey(Edge.NEGATIVE_ZERO)).toList();
        assertEquals(Set.of("chronicle-binary", "chronicle-binary-numbered", "chronicle-binary-fieldless"),
                refusing.stream().map(c -> c.descriptor().id()).collect(Collectors.toSet()));
        for (Contender contender : refusing) {
            Codec<Order> order = contender.newCodec(Models.ORDER);
            assertThrows(IllegalArgumentException.class, () -> order.encode(new Order(-0.0, false, "", Side.Buy, 1, 1L)));
            Codec<Pojo1Mixed> mixed = contender.newCodec(Models.RION_MIXED);
            assertThrows(IllegalArgumentException.class, () -> mixed.encode(new Pojo1Mixed(true, 1L, -0.0f, 1.0, "")));
            assertThrows(IllegalArgumentException.class, () -> mixed.encode(new Pojo1Mixed(true, 1L, 1.0f, -0.0, "")));
        }
    }

    /** RawWire has no null, so a null nested object is a presence flag there; the other forms write the wire's null. */
    @ParameterizedTest
    @EnumSource(WireVariant.class)
    void aNullMediaRoundTrips(WireVariant variant) throws IOException {
        Codec<MediaContent> codec = new ChronicleContender(variant).newCodec(Models.MEDIA_CONTENT);
        MediaContent noMedia = new MediaContent(null, new ArrayList<>());
        codec.encode(noMedia);
        assertEquals(noMedia, codec.decode(new MediaContent(new Media(), new ArrayList<>())), variant.id);
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
