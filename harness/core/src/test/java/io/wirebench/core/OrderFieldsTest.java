package io.wirebench.core;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.wirebench.core.model.Datasets;
import io.wirebench.core.model.order.Order;
import io.wirebench.core.model.order.Side;
import java.util.List;
import java.util.function.Function;
import org.junit.jupiter.api.Test;

/** The copy by field name between an {@code Order} and a direct-use benchmark's own message class, and what it refuses. */
class OrderFieldsTest {

    /** An order whose every field differs from its type's default, so that a field left uncopied shows. */
    private static final Order ORDER = new Order(-12.5, true, "Grüße", Side.Buy, Integer.MIN_VALUE, Long.MAX_VALUE);

    /** A benchmark's own enum in another order than the model's: copied by name, never by ordinal. */
    enum OwnSide {
        Sell, Buy
    }

    /** Package-private fields in another order than the model's, one of its own, and a private constructor. */
    static final class Fields {
        long longInt;
        int smallInt;
        OwnSide side;
        String text;
        boolean flag;
        double price;
        final StringBuilder scratch = new StringBuilder();

        private Fields() {
        }
    }

    /** The side as a schema's 16-bit enumerant number. */
    static class Numbered {
        double price;
        boolean flag;
        String text;
        short side;
        int smallInt;
        long longInt;
    }

    /** The fields in a superclass, as a family of message classes that differ in how they write. */
    static final class SubNumbered extends Numbered {
    }

    static final class ByteSide {
        double price;
        boolean flag;
        String text;
        byte side;
        int smallInt;
        long longInt;
    }

    static final class Missing {
        double price;
        boolean flag;
        String text;
        OwnSide side;
        int smallInt;
    }

    static final class WrongType {
        double price;
        boolean flag;
        StringBuilder text;
        OwnSide side;
        int smallInt;
        long longInt;
    }

    static final class NoDefaultConstructor {
        double price;
        boolean flag;
        String text;
        OwnSide side;
        int smallInt;
        long longInt;

        NoDefaultConstructor(int unused) {
        }
    }

    enum Partial {
        Sell
    }

    static final class PartialSide {
        double price;
        boolean flag;
        String text;
        Partial side;
        int smallInt;
        long longInt;
    }

    @Test
    void copiesEveryFieldByNameAndTheSideByConstantName() {
        Fields f = OrderFields.into(Fields.class).apply(ORDER);
        assertEquals(-12.5, f.price);
        assertTrue(f.flag);
        assertEquals("Grüße", f.text);
        assertSame(OwnSide.Buy, f.side);
        assertEquals(Integer.MIN_VALUE, f.smallInt);
        assertEquals(Long.MAX_VALUE, f.longInt);
        assertEquals(ORDER, OrderFields.toOrder(f));
    }

    @Test
    void copiesIntoTheSharedBeanThroughItsPrivateFields() {
        PlainOrder p = OrderFields.into(PlainOrder.class).apply(ORDER);
        assertEquals(-12.5, p.getPrice());
        assertTrue(p.isFlag());
        assertEquals("Grüße", p.getText());
        assertSame(PlainOrder.Side.Buy, p.getSide());
        assertEquals(Integer.MIN_VALUE, p.getSmallInt());
        assertEquals(Long.MAX_VALUE, p.getLongInt());
    }

    @Test
    void everyOrderOfBothDataSetsComesBackAsItWent() {
        Function<Order, PlainOrder> bean = OrderFields.into(PlainOrder.class);
        Function<Order, SubNumbered> numbered = OrderFields.into(SubNumbered.class);
        for (String dataset : List.of("order", "orders")) {
            for (Object sample : Datasets.byId(dataset).samples()) {
                Order o = (Order) sample;
                assertEquals(o, OrderFields.toOrder(bean.apply(o)), dataset);
                assertEquals(o, OrderFields.toOrder(numbered.apply(o)), dataset);
            }
        }
    }

    @Test
    void aNumericSideIsTheOrdinal() {
        Order sell = new Order(1, false, "x", Side.Sell, 2, 3);
        assertEquals((short) 1, OrderFields.into(SubNumbered.class).apply(sell).side);
        assertEquals((byte) 0, OrderFields.into(ByteSide.class).apply(ORDER).side);
        ByteSide unknown = OrderFields.into(ByteSide.class).apply(ORDER);
        unknown.side = 2;
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> OrderFields.toOrder(unknown));
        assertEquals("no Side has the number 2", e.getMessage());
    }

    @Test
    void nullsStayNull() {
        Fields f = OrderFields.into(Fields.class).apply(new Order(1, true, null, null, 2, 3));
        assertNull(f.text);
        assertNull(f.side);
        assertEquals(new Order(1, true, null, null, 2, 3), OrderFields.toOrder(f));
    }

    @Test
    void aCopyIsASecondInstanceOfTheSameClassWithTheSameFields() {
        SubNumbered original = OrderFields.into(SubNumbered.class).apply(ORDER);
        SubNumbered copy = OrderFields.copy(original);
        assertNotSame(original, copy);
        assertSame(SubNumbered.class, copy.getClass());
        assertEquals(OrderFields.toOrder(original), OrderFields.toOrder(copy));
        Fields fields = OrderFields.into(Fields.class).apply(ORDER);
        assertNotSame(fields.scratch, OrderFields.copy(fields).scratch, "a field of the class's own is the new instance's");
    }

    @Test
    void refusesAClassThatCannotHoldAnOrderNamingWhy() {
        IllegalArgumentException missing = assertThrows(IllegalArgumentException.class, () -> OrderFields.into(Missing.class));
        assertEquals(Missing.class.getName() + " has no field 'longInt' to hold the Order's", missing.getMessage());
        IllegalArgumentException wrong = assertThrows(IllegalArgumentException.class, () -> OrderFields.into(WrongType.class));
        assertEquals(WrongType.class.getName() + ".text is a java.lang.StringBuilder, which cannot hold the Order's java.lang.String",
                wrong.getMessage());
        IllegalArgumentException constructor = assertThrows(IllegalArgumentException.class,
                () -> OrderFields.into(NoDefaultConstructor.class));
        assertEquals(NoDefaultConstructor.class.getName() + " has no no-argument constructor to copy an Order into", constructor.getMessage());
        assertThrows(IllegalArgumentException.class, () -> OrderFields.toOrder(new Missing()));
    }

    @Test
    void anOwnEnumWithoutTheConstantIsRefused() {
        Function<Order, PartialSide> copier = OrderFields.into(PartialSide.class);
        assertSame(Partial.Sell, copier.apply(Datasets.order()).side);
        assertThrows(IllegalArgumentException.class, () -> copier.apply(ORDER));
    }
}
