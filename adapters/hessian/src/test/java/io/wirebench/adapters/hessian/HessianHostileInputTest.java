package io.wirebench.adapters.hessian;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.caucho.hessian.io.Hessian2Output;
import io.wirebench.conformance.RowChecks;
import io.wirebench.core.Codec;
import io.wirebench.core.model.Batch;
import io.wirebench.core.model.Model;
import io.wirebench.core.model.Models;
import io.wirebench.core.model.rion.Pojo1Float;
import io.wirebench.core.model.rion.Pojo1Long;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.Serializable;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class HessianHostileInputTest {

    /** A class outside the model package; reading it back would run its readResolve. */
    static final class Gadget implements Serializable {
        private static final long serialVersionUID = 1L;
        static volatile boolean resolved;
        String command = "anything";

        private Object readResolve() {
            resolved = true;
            return this;
        }
    }

    @Test
    void aClassOutsideTheModelPackageIsNeverInstantiated() throws IOException {
        // A batch's items are Objects to Hessian, so each item's class comes from the bytes.
        Batch<Object> batch = new Batch<>(List.of(new Gadget()));
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        Hessian2Output out = new Hessian2Output(bytes);
        out.writeObject(batch);
        out.flush();

        Codec<Batch<Pojo1Long>> codec = HessianContenders.contender().newCodec(Model.batchOf(Models.RION_LONG1));
        codec.load(bytes.toByteArray());
        Batch<?> read = codec.decode(null);
        assertFalse(Gadget.resolved, "Hessian instantiated a class outside the allow list");
        // ClassFactory reads a class it does not allow as a plain map of its fields.
        assertInstanceOf(Map.class, read.getItems().get(0));
    }

    @Test
    void readsTheVersionFromTheJarName() {
        String version = HessianVersion.read(Hessian2Output.class);
        assertTrue(version.matches("\\d+\\.\\d+\\.\\d+.*"), version);
        assertEquals(version, HessianContenders.contender().descriptor().libraryVersion());
    }

    /** Hessian2Input reads the -1 of end of stream as a double's last byte; the codec notices the read past the end. */
    @Test
    void aDoubleCutShortIsAnErrorNotAnotherValue() throws IOException {
        Codec<Pojo1Float> codec = HessianContenders.contender().newCodec(Models.RION_FLOAT1);
        codec.encode(new Pojo1Float(1.1f)); // written as an 8-byte double, whose last byte a float does not need
        byte[] whole = codec.encoded();
        RowChecks.assertDecodeRefused(codec, Arrays.copyOf(whole, whole.length - 1), "cut short");
    }
}
