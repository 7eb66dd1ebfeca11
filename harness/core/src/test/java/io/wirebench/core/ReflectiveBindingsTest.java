package io.wirebench.core;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertSame;

import io.wirebench.core.model.Batch;
import io.wirebench.core.model.Model;
import io.wirebench.core.model.Models;
import io.wirebench.core.model.order.Order;
import io.wirebench.core.model.rion.Pojo1Long;
import java.lang.reflect.Type;
import org.junit.jupiter.api.Test;

class ReflectiveBindingsTest {
    /** A field of the type a batch of orders stands for, so the JDK's own ParameterizedType can be compared with ours. */
    @SuppressWarnings("unused")
    private Batch<Order> declared;

    @Test
    void aBatchIsTheJdksParameterizedTypeOfItsElement() throws NoSuchFieldException {
        Type jdk = ReflectiveBindingsTest.class.getDeclaredField("declared").getGenericType();
        Type ours = ReflectiveBindings.genericType(Model.batchOf(Models.ORDER));
        assertEquals(jdk, ours);
        assertEquals(ours, jdk);
        assertEquals(jdk.hashCode(), ours.hashCode());
        assertEquals("io.wirebench.core.model.Batch<io.wirebench.core.model.order.Order>", ours.getTypeName());
    }

    @Test
    void aBatchOfAnotherElementIsAnotherType() {
        assertNotEquals(ReflectiveBindings.genericType(Model.batchOf(Models.ORDER)),
                ReflectiveBindings.genericType(Model.batchOf(Models.RION_LONG1)));
    }

    @Test
    void aSingleModelIsItsClass() {
        assertSame(Order.class, ReflectiveBindings.genericType(Models.ORDER));
        assertSame(Pojo1Long.class, ReflectiveBindings.genericType(Models.RION_LONG1));
    }

    @Test
    void theUpdateStreamIsRefusedWithTheReasonGivenAndOtherModelsStillTaken() {
        Mappings table = ReflectiveBindings.refusingUpdates("no java.time")
                .addAll(Models.allWithUpdates(), new Mappings.CodecFactory() {
                    @Override
                    public <T> Codec<T> newCodec(Model<T> model) {
                        throw new AssertionError("not made in this test");
                    }
                })
                .build();
        assertEquals(Support.no("no java.time"), table.supports(Models.UPDATES));
        assertEquals(Support.no("no java.time"), table.supports(Models.MY_DATA_TYPE));
        assertEquals(Support.YES, table.supports(Models.ORDER));
        assertEquals(Support.no(Mappings.NOT_A_MODEL), table.supports(Model.of("elsewhere", String.class)));
    }
}
