package io.wirebench.adapters.jackson;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.exc.InvalidDefinitionException;
import com.fasterxml.jackson.databind.json.JsonMapper;
import io.wirebench.core.model.Models;
import io.wirebench.core.model.updates.UpdateStream;
import org.junit.jupiter.api.Test;

/** The databind rows refuse the update stream, and the reason they give is what databind itself does. */
class DatabindJavaTimeTest {

    @Test
    void databindWithoutTheJavaTimeModuleRefusesTheUpdatesZonedDateTime() {
        InvalidDefinitionException e = assertThrows(InvalidDefinitionException.class,
                () -> JsonMapper.builder().build().writeValueAsBytes(UpdateStream.initial()));
        assertTrue(e.getMessage().contains("jackson-datatype-jsr310"), e.getMessage());
    }

    @Test
    void everyDatabindRowSaysSoForTheUpdateAndTheStream() {
        for (DatabindContender c : new JacksonContenders().contenders().stream()
                .filter(DatabindContender.class::isInstance).map(DatabindContender.class::cast).toList()) {
            assertFalse(c.supports(Models.MY_DATA_TYPE).supported(), c.descriptor().id());
            assertTrue(c.supports(Models.MY_DATA_TYPE).reason().contains("jackson-datatype-jsr310"), c.descriptor().id());
            assertEquals(c.supports(Models.MY_DATA_TYPE), c.supports(Models.UPDATES), c.descriptor().id());
        }
    }
}
