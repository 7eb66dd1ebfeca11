package io.wirebench.core;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.wirebench.core.model.Datasets;
import io.wirebench.core.model.order.Order;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** The set-up messages of the direct-use benchmarks: the data set's own, mapped in rotation order, and what is refused. */
class DirectUseMessagesTest {

    /** A stand-in for a benchmark's own message class: which sample it was made from, and what it carried. */
    record Mapped(int call, String text, long longInt) {
    }

    @ParameterizedTest
    @ValueSource(strings = {"order", "orders"})
    void mapsEverySampleInRotationOrder(String dataset) {
        List<Order> samples = Datasets.byId(dataset).samples().stream().map(Order.class::cast).toList();
        List<Order> seen = new ArrayList<>();
        Function<Order, Mapped> toMessage = o -> {
            seen.add(o);
            return new Mapped(seen.size() - 1, o.getText(), o.getLongInt());
        };
        Mapped[] messages = DirectUseMessages.of("SomeDirectUse", dataset, toMessage, Mapped[]::new);
        assertEquals(samples.size(), messages.length);
        assertEquals(samples, seen, "each sample mapped once, in the data set's order");
        for (int i = 0; i < messages.length; i++) {
            assertEquals(new Mapped(i, samples.get(i).getText(), samples.get(i).getLongInt()), messages[i], dataset + " message " + i);
        }
        assertEquals(dataset.equals("order") ? 1 : 256, messages.length);
    }

    @ParameterizedTest
    @ValueSource(strings = {"order", "orders"})
    void copiesEverySampleIntoTheGivenClassInRotationOrder(String dataset) {
        List<Order> samples = Datasets.byId(dataset).samples().stream().map(Order.class::cast).toList();
        PlainOrder[] messages = DirectUseMessages.copies("SomeDirectUse", dataset, PlainOrder.class);
        assertEquals(PlainOrder[].class, messages.getClass(), "an array of the class itself, as the benchmark declares it");
        assertEquals(samples.size(), messages.length);
        for (int i = 0; i < messages.length; i++) {
            assertEquals(samples.get(i), OrderFields.toOrder(messages[i]), dataset + " message " + i);
        }
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> DirectUseMessages.copies("OneOnly", List.of("order"), "orders", PlainOrder.class));
        assertEquals("OneOnly measures the data sets [order], not 'orders'", e.getMessage());
    }

    @ParameterizedTest
    @ValueSource(strings = {"mediacontent", "tree", "nosuchset", "ORDER", ""})
    void refusesAnUndeclaredDataSetNamingTheBenchmark(String dataset) {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> DirectUseMessages.of("SomeDirectUse", dataset, o -> o, Order[]::new));
        assertEquals("SomeDirectUse measures the data sets [order, orders], not '" + dataset + "'", e.getMessage());
    }

    @Test
    void aNarrowerDeclarationRefusesTheOtherOrderDataSet() {
        assertEquals(1, DirectUseMessages.of("OneOnly", List.of("order"), "order", o -> o, Order[]::new).length);
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> DirectUseMessages.of("OneOnly", List.of("order"), "orders", o -> o, Order[]::new));
        assertEquals("OneOnly measures the data sets [order], not 'orders'", e.getMessage());
    }

    @Test
    void aDeclaredDataSetOfAnotherModelIsTheBenchmarksMistake() {
        IllegalStateException e = assertThrows(IllegalStateException.class,
                () -> DirectUseMessages.of("Wrong", List.of("mediacontent"), "mediacontent", o -> o, Order[]::new));
        assertTrue(e.getMessage().startsWith("Wrong declares mediacontent, which is not an Order data set"), e.getMessage());
    }

    @Test
    void aCountThatIsNotAPowerOfTwoIsRefused() {
        List<Order> three = List.of(Datasets.order(), Datasets.order(), Datasets.order());
        IllegalStateException e = assertThrows(IllegalStateException.class,
                () -> DirectUseMessages.mapped("X", "three", three, o -> o, Order[]::new));
        assertEquals("data set three has 3 messages, not a power of two", e.getMessage());
        assertEquals(2, DirectUseMessages.mapped("X", "two", three.subList(0, 2), o -> o, Order[]::new).length);
    }

    @Test
    void aNullMessageOrAWrongArrayIsRefused() {
        IllegalArgumentException nulls = assertThrows(IllegalArgumentException.class,
                () -> DirectUseMessages.of("X", "orders", o -> null, Order[]::new));
        assertEquals("X mapped message 0 of orders to null", nulls.getMessage());
        IllegalArgumentException array = assertThrows(IllegalArgumentException.class,
                () -> DirectUseMessages.of("X", "orders", o -> o, n -> new Order[n + 1]));
        assertEquals("X: the array factory made 257 slots for 256 messages", array.getMessage());
    }
}
