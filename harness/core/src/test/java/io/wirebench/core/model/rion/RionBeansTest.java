package io.wirebench.core.model.rion;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;

import io.wirebench.core.model.Dataset;
import io.wirebench.core.model.Datasets;
import io.wirebench.core.model.EdgeSamples;
import io.wirebench.core.model.Model;
import io.wirebench.core.model.Models;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.ObjectOutputStream;
import java.lang.reflect.Constructor;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HexFormat;
import java.util.List;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/**
 * The RION beans are generated (src/main/rion, harness/riongen), and libraries that read classes
 * by reflection (Java serialization, Kryo, Fory, Jackson databind...) write what the class's shape
 * says: each bean must keep the shape, Java-serialized bytes, hash and text recorded in
 * rion-beans.txt from the hand-written beans the template replaced.
 */
class RionBeansTest {

    @Test
    void everyBeanKeepsItsRecordedShapeBytesHashAndText() throws IOException {
        List<String> expected;
        try (InputStream in = RionBeansTest.class.getResourceAsStream("rion-beans.txt")) {
            if (in == null) {
                throw new AssertionError("rion-beans.txt, the record of the hand-written beans, is missing beside " + RionBeansTest.class.getName());
            }
            expected = List.of(new String(in.readAllBytes(), StandardCharsets.UTF_8).strip().split("\n"));
        }
        assertEquals(String.join("\n", expected), String.join("\n", lines()));
    }

    @Test
    void aBeanEqualsAnEqualOneAndNoDistinctOne() {
        for (Model<?> model : Models.RION) {
            Dataset<?> dataset = Datasets.byId(model.id());
            assertEquals(dataset.newSample(), dataset.newSample(), model.id());
            assertEquals(dataset.newSample().hashCode(), dataset.newSample().hashCode(), model.id());
            assertNotEquals(EdgeSamples.distinct(model), dataset.newSample(), model.id());
        }
    }

    /** Per model: its class's shape, then its sample's Java-serialized bytes, hash code and text. */
    static List<String> lines() throws IOException {
        List<String> lines = new ArrayList<>();
        for (Model<?> model : Models.RION) {
            Class<?> type = model.type();
            String fields = Arrays.stream(type.getDeclaredFields())
                    .map(f -> Modifier.toString(f.getModifiers()) + " " + f.getType().getSimpleName() + " " + f.getName())
                    .collect(Collectors.joining(", "));
            String constructors = Arrays.stream(type.getDeclaredConstructors())
                    .map(Constructor::toGenericString).sorted().collect(Collectors.joining(", "));
            String methods = Arrays.stream(type.getDeclaredMethods())
                    .map(Method::toGenericString).sorted().collect(Collectors.joining(", "));
            lines.add(model.id() + "\tshape\t" + Modifier.toString(type.getModifiers()) + " " + type.getName()
                    + " " + Arrays.toString(type.getInterfaces()) + " | " + fields + " | " + constructors + " | " + methods);
            Object sample = Datasets.byId(model.id()).newSample();
            ByteArrayOutputStream bytes = new ByteArrayOutputStream();
            try (ObjectOutputStream out = new ObjectOutputStream(bytes)) {
                out.writeObject(sample);
            }
            lines.add(model.id() + "\tsample\t" + HexFormat.of().formatHex(bytes.toByteArray()) + "\t" + sample.hashCode() + "\t" + sample);
        }
        return lines;
    }

    /** Unused by the tests: prints {@link #lines()} for recording rion-beans.txt from whichever beans are on the class path. */
    public static void main(String[] args) throws IOException {
        System.out.println(String.join("\n", lines()));
    }
}
