package io.wirebench.core;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.wirebench.core.model.Dataset;
import io.wirebench.core.model.Datasets;
import io.wirebench.core.model.Edge;
import io.wirebench.core.model.EdgeSamples;
import io.wirebench.core.model.EdgeSamples.EdgeSample;
import io.wirebench.core.model.Model;
import io.wirebench.core.model.Models;
import java.nio.charset.StandardCharsets;
import java.util.EnumSet;
import java.util.Set;
import org.junit.jupiter.api.Test;

class EdgeSamplesTest {

    @Test
    void everyModelHasEdgesAndAStaleInstanceUnlikeEveryMessage() {
        for (Model<?> model : Models.all()) {
            checkModel(model);
        }
    }

    private static <T> void checkModel(Model<T> model) {
        var edges = EdgeSamples.of(model);
        assertFalse(edges.isEmpty(), model.id());
        T stale = EdgeSamples.distinct(model);
        for (EdgeSample<T> edge : edges) {
            T a = edge.newInstance();
            T b = edge.newInstance();
            assertEquals(a, b, model.id() + " " + edge.label() + ": instances are equal");
            assertNotSame(a, b, model.id() + " " + edge.label() + ": every call makes a new instance");
        }
        for (Dataset<?> dataset : Datasets.all()) {
            if (dataset.model().equals(model)) {
                for (Object sample : dataset.samples()) {
                    assertNotEquals(stale, sample, dataset.id());
                }
            }
        }
    }

    @Test
    void theOrderEdgesCoverEveryKindItsFieldsCanHold() {
        Set<Edge> kinds = EnumSet.noneOf(Edge.class);
        EdgeSamples.of(Models.ORDER).forEach(e -> kinds.add(e.edge()));
        assertEquals(EnumSet.complementOf(EnumSet.of(Edge.NULL_TEXT, Edge.EMPTY_COLLECTION)), kinds);
    }

    @Test
    void nullTextIsTriedWhereTheModelAllowsIt() {
        assertTrue(EdgeSamples.of(Models.MEDIA_CONTENT).stream().anyMatch(e -> e.edge() == Edge.NULL_TEXT));
    }

    @Test
    void nonLatin1TextHasTwoThreeAndFourByteSequences() {
        boolean[] widths = new boolean[5];
        EdgeSamples.NON_LATIN1.codePoints().forEach(cp -> widths[new String(Character.toChars(cp)).getBytes(StandardCharsets.UTF_8).length] = true);
        assertTrue(widths[2] && widths[3] && widths[4]);
        assertTrue(EdgeSamples.LONG_NON_LATIN1.getBytes(StandardCharsets.UTF_8).length > 300);
        assertTrue(EdgeSamples.NON_LATIN1.chars().anyMatch(c -> c > 0xff));
    }
}
