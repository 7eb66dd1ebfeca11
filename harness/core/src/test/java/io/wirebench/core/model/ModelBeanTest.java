package io.wirebench.core.model;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;

import io.wirebench.core.model.db.DbRow;
import io.wirebench.core.model.media.Image;
import io.wirebench.core.model.order.Order;
import io.wirebench.core.model.order.Side;
import io.wirebench.core.model.updates.MyDataType;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.ObjectOutputStream;
import java.io.ObjectStreamClass;
import java.io.Serializable;
import java.time.ZonedDateTime;
import java.util.Objects;
import org.junit.jupiter.api.Test;

/** The beans' equals, hashCode and toString as ModelBean derives them from their fields. */
class ModelBeanTest {

    private static Order order(double price, String text) {
        return new Order(price, true, text, Side.Sell, 7, 8L);
    }

    @Test
    void equalWhenEveryFieldIsEqualAndNotWhenOneDiffers() {
        assertEquals(order(1.5, "a"), order(1.5, "a"));
        assertEquals(order(1.5, null), order(1.5, null));
        assertNotEquals(order(1.5, "a"), order(1.5, "b"));
        assertNotEquals(order(1.5, "a"), order(1.5, null));
        assertNotEquals(order(1.5, "a"), new Order(1.5, true, "a", Side.Buy, 7, 8L));
        assertNotEquals(order(1.5, "a"), new Order(1.5, true, "a", Side.Sell, 7, 9L));
        assertNotEquals(order(1.5, "a"), null);
        assertNotEquals(new DbRow(), new Image(), "another bean with the same (null) fields is another value");
    }

    @Test
    void doublesCompareAsDoubleEqualsDoes() {
        assertEquals(order(Double.NaN, "a"), order(Double.NaN, "a"), "NaN equals NaN: a rebuilt NaN is the same value");
        assertNotEquals(order(-0.0, "a"), order(0.0, "a"), "-0.0 and 0.0 are different values on the wire");
        MyDataType a = update(Double.NaN, -0.0);
        assertEquals(a, update(Double.NaN, -0.0));
        assertNotEquals(a, update(Double.NaN, 0.0));
    }

    @Test
    void hashIsObjectsHashOfTheFieldsInDeclarationOrder() {
        assertEquals(Objects.hash(1.5, true, "a", Side.Sell, 7, 8L), order(1.5, "a").hashCode());
        assertEquals(order(Double.NaN, "a").hashCode(), order(Double.NaN, "a").hashCode());
    }

    @Test
    void textNamesEveryFieldInDeclarationOrder() {
        assertEquals("Order{price=1.5, flag=true, text=a, side=Sell, smallInt=7, longInt=8}", order(1.5, "a").toString());
        assertEquals("Image{uri=u, title=null, width=1, height=2, size=SMALL}", new Image("u", null, 1, 2, Image.Size.SMALL).toString());
    }

    @Test
    void javaSerializationSeesOnlyTheBeanItself() throws IOException {
        // the base is not Serializable and has no fields, so the stream describes the bean alone, as before it had a base
        assertFalse(Serializable.class.isAssignableFrom(ModelBean.class));
        assertEquals(6, ObjectStreamClass.lookup(Order.class).getFields().length, "Order's own six fields, nothing inherited");
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        try (ObjectOutputStream out = new ObjectOutputStream(bytes)) {
            out.writeObject(order(1.5, "a"));
        }
        assertEquals(-1, bytes.toString(java.nio.charset.StandardCharsets.ISO_8859_1).indexOf("ModelBean"));
    }

    private static MyDataType update(double staticFour, double changesB) {
        return new MyDataType(1L, 2, "k", "s", 3L, ZonedDateTime.parse("2016-07-22T12:34:56.789Z"), staticFour, 4L, changesB);
    }
}
