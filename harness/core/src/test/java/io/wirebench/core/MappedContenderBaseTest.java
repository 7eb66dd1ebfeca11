package io.wirebench.core;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.wirebench.core.model.Models;
import org.junit.jupiter.api.Test;

class MappedContenderBaseTest {
    private static Descriptor sample() {
        return Descriptor.builder("based").displayName("based").family("test").library("jdk", "17")
                .format(Descriptor.Format.BINARY).schemaStyle(Descriptor.SchemaStyle.HAND_WRITTEN).build();
    }

    /** A contender that sets its table as the adapters do, or (table == null) forgets to. */
    private static final class Based extends MappedContenderBase {
        Based(Mappings table) {
            super(sample());
            if (table != null) {
                table(table);
            }
        }

        void setAgain(Mappings table) {
            table(table);
        }
    }

    @Test
    void answersWithTheDescriptorAndTheTableItWasGiven() {
        Mappings table = Mappings.builder("not here").refuse(Models.TREE, "no tree").build();
        Based based = new Based(table);
        assertEquals("based", based.descriptor().id());
        assertSame(table, based.mappings());
        assertTrue(based.supports(Models.ORDER).reason().contains("not here"), based.supports(Models.ORDER).reason());
    }

    @Test
    void buildsALateTableOnceOnFirstUse() {
        int[] built = {0};
        MappedContenderBase late = new MappedContenderBase(sample()) {
            @Override
            protected Mappings lateTable() {
                built[0]++;
                return Mappings.builder("late").build();
            }
        };
        assertEquals(0, built[0]);
        Mappings first = late.mappings();
        assertSame(first, late.mappings());
        assertEquals(1, built[0]);
    }

    @Test
    void refusesASecondTableAndAMissingOne() {
        Mappings table = Mappings.builder("not here").build();
        Based based = new Based(table);
        IllegalStateException twice = assertThrows(IllegalStateException.class, () -> based.setAgain(table));
        assertTrue(twice.getMessage().contains("already set"), twice.getMessage());
        IllegalStateException none = assertThrows(IllegalStateException.class, () -> new Based(null).mappings());
        assertTrue(none.getMessage().contains("no table"), none.getMessage());
    }
}
