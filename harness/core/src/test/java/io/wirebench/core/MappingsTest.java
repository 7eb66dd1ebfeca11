package io.wirebench.core;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.wirebench.core.model.Batch;
import io.wirebench.core.model.Model;
import io.wirebench.core.model.Models;
import io.wirebench.core.model.order.Order;
import io.wirebench.core.model.rion.Pojo1Long;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The model tables a contender answers from: Mappings (with its batch factory), MappedContender.of and ModelMappings. */
class MappingsTest {

    /** A codec that only says which factory made it and for which model. */
    private record Made<T>(String by, String model) implements Codec<T> {
        @Override
        public int encode(T message) {
            return 0;
        }

        @Override
        public T decode(T reuse) {
            return reuse;
        }

        @Override
        public byte[] encoded() {
            return new byte[0];
        }

        @Override
        public void load(byte[] bytes) {
        }
    }

    private static <T> Codec<T> single(Model<T> model) {
        return new Made<>("single", model.id());
    }

    private static <E> Codec<Batch<E>> batch(Model<E> element) {
        return new Made<>("batch", element.id());
    }

    private static final Descriptor DESCRIPTOR = Descriptor.builder("table-test").displayName("x").family("x").library("x:x", "1")
            .format(Descriptor.Format.BINARY).schemaStyle(Descriptor.SchemaStyle.REFLECTION).build();

    @Test
    void batchesComeFromTheirElementModelAndEverythingElseFromTheSingleFactory() {
        Mappings m = Mappings.builder("not here")
                .refuse(Models.TREE, "no trees")
                .addBatches(Models.allWithUpdates(), MappingsTest::batch)
                .addAll(Models.allWithUpdates(), MappingsTest::single)
                .build();
        Model<Batch<Pojo1Long>> longs = Model.batchOf(Models.RION_LONG1);
        assertEquals(new Made<>("batch", "rion.long1"), m.newCodec(longs, "table-test"));
        assertEquals(new Made<>("batch", "mydatatype"), m.newCodec(Models.UPDATES, "table-test"));
        assertEquals(new Made<>("single", "order"), m.newCodec(Models.ORDER, "table-test"));
        assertEquals(Support.no("no trees"), m.supports(Models.TREE));
        for (Model<?> model : Models.allWithUpdates()) {
            assertEquals(!model.equals(Models.TREE), m.supports(model).supported(), model.id());
        }
        assertEquals(Support.no("not here"), m.supports(Model.of("elsewhere", String.class)));
    }

    @Test
    void everyModelOfMapsThoseModelsWithTheOneFactoryAndRefusesTheRestAsNoModelOfTheBenchmark() {
        Mappings m = Mappings.everyModelOf(Models.all(), MappingsTest::single);
        for (Model<?> model : Models.all()) {
            assertEquals(new Made<>("single", model.id()), m.newCodec(model, "table-test"));
        }
        assertEquals(Support.no(Mappings.NOT_A_MODEL), m.supports(Models.UPDATES));
        assertEquals(Support.no(Mappings.NOT_A_MODEL), m.supports(Model.of("elsewhere", String.class)));
    }

    @Test
    void allWithUpdatesIsAllAndTheTwoUpdateModels() {
        List<Model<?>> expected = new ArrayList<>(Models.all());
        expected.add(Models.MY_DATA_TYPE);
        expected.add(Models.UPDATES);
        assertEquals(expected, Models.allWithUpdates());
    }

    @Test
    void aContenderMadeOfItsDescriptorAndTableAnswersFromTheTable() {
        MappedContender c = MappedContender.of(DESCRIPTOR, Mappings.builder("only orders")
                .add(Models.ORDER, () -> new Made<Order>("order", "order"))
                .build());
        assertSame(DESCRIPTOR, c.descriptor());
        assertTrue(c.supports(Models.ORDER).supported());
        assertEquals(Support.no("only orders"), c.supports(Models.DB_TABLE));
        assertEquals(Support.no(Mappings.NO_ACCESS), c.access(Models.ORDER));
        assertInstanceOf(Made.class, c.newCodec(Models.ORDER));
        UnsupportedOperationException e = assertThrows(UnsupportedOperationException.class, () -> c.newCodec(Models.DB_TABLE));
        assertEquals("table-test does not support db: only orders", e.getMessage());
        assertThrows(NullPointerException.class, () -> MappedContender.of(null, Mappings.builder("x").build()));
    }

    /** Writes a long into a list, the smallest "library" a ModelMapping can drive. */
    private static final ModelMapping<Pojo1Long, List<Object>, List<Object>> LONG = new ModelFields<>(Pojo1Long::new) {
        @Override
        public void write(Pojo1Long v, List<Object> out) {
            out.add(v.getField0());
        }

        @Override
        protected void fill(List<Object> in, Pojo1Long v) {
            v.setField0((Long) in.remove(0));
        }
    };

    /** A batch as its length, then its items. */
    private record CountedBatch<E>(ModelMapping<E, List<Object>, List<Object>> element)
            implements ModelMapping<Batch<E>, List<Object>, List<Object>> {
        @Override
        public void write(Batch<E> value, List<Object> out) throws IOException {
            out.add(value.getItems().size());
            for (E item : value.getItems()) {
                element.write(item, out);
            }
        }

        @Override
        public Batch<E> read(List<Object> in) throws IOException {
            int n = (Integer) in.remove(0);
            List<E> items = new ArrayList<>();
            for (int i = 0; i < n; i++) {
                items.add(element.read(in));
            }
            return new Batch<>(items);
        }
    }

    @Test
    void modelMappingsServeTheModelAndItsBatchAndNothingElse() throws IOException {
        ModelMappings<List<Object>, List<Object>> mappings = new ModelMappings<List<Object>, List<Object>>(CountedBatch::new)
                .put(Models.RION_LONG1, LONG);
        assertEquals(List.of(Models.RION_LONG1, Model.batchOf(Models.RION_LONG1)), mappings.models());
        assertSame(LONG, mappings.get(Models.RION_LONG1));

        Model<Batch<Pojo1Long>> longs = Model.batchOf(Models.RION_LONG1);
        ModelMapping<Batch<Pojo1Long>, List<Object>, List<Object>> batch = mappings.get(longs);
        Batch<Pojo1Long> value = new Batch<>(List.of(new Pojo1Long(7), new Pojo1Long(-1)));
        List<Object> wire = new ArrayList<>();
        batch.write(value, wire);
        assertEquals(List.of(2, 7L, -1L), wire);
        assertEquals(value, batch.read(wire));

        assertThrows(UnsupportedOperationException.class, () -> mappings.get(Models.ORDER));
        assertThrows(IllegalArgumentException.class, () -> mappings.put(Models.RION_LONG1, LONG));
        assertThrows(IllegalArgumentException.class, () -> mappings.put(longs, new CountedBatch<>(LONG)));
        assertFalse(mappings.models().contains(Models.ORDER));
    }
}
