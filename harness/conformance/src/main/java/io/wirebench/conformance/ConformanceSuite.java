package io.wirebench.conformance;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;
import static org.junit.jupiter.api.DynamicTest.dynamicTest;

import io.wirebench.core.ConformanceCheck;
import io.wirebench.core.Contender;
import io.wirebench.core.Contenders;
import io.wirebench.core.Descriptor;
import io.wirebench.core.Support;
import io.wirebench.core.model.Dataset;
import io.wirebench.core.model.Datasets;
import io.wirebench.core.model.Edge;
import io.wirebench.core.model.EdgeSamples;
import io.wirebench.core.model.Model;
import io.wirebench.core.model.Models;
import io.wirebench.core.model.updates.UpdateStream;
import java.lang.management.ManagementFactory;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicContainer;
import org.junit.jupiter.api.DynamicNode;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

/**
 * The contract suite of every adapter module. A module gets all of it with one line,
 * {@code class MyConformanceTest extends ConformanceSuite {}}: the suite finds the contenders the
 * module registers with {@link java.util.ServiceLoader} and checks each on every data set of every
 * model it supports ({@link ConformanceCheck}: every sample and every edge message, into a stale
 * instance, cut short), that what it does not support says why, and that every edge value it
 * declares it cannot carry ({@link Descriptor#edgeLimits()}) it really cannot, and that the tests
 * run with exactly the JVM flags the runner gives its contenders ({@link Contender#jvmArgs()}).
 */
public abstract class ConformanceSuite {

    /** The contenders under test; by default every one registered on the test class path. */
    protected List<Contender> contenders() {
        return Contenders.discover(getClass().getClassLoader()).all();
    }

    @Test
    void registersAtLeastOneContender() {
        assertFalse(contenders().isEmpty(), "no ContenderProvider is registered in META-INF/services");
    }

    /**
     * A module declares its contenders' JVM flags once, in its pom's {@code contender.jvm.flags}. The
     * runner starts each contender's JVMs with {@link Contender#jvmArgs()}, which reads them from the
     * module's classes (the root pom writes them there); the root pom starts this module's tests with the
     * same property (surefire's {@code argLine}, and the system property read here). Every contender
     * must get exactly the declared flags, and this JVM must really have each: otherwise the tests would
     * prove a contender under conditions its measurement does not have.
     */
    @Test
    void testsRunWithTheContendersJvmFlags() {
        String property = System.getProperty(JvmFlags.PROPERTY);
        if (property == null) {
            fail("system property " + JvmFlags.PROPERTY + " is not set: run the suite through Maven, whose root pom sets it "
                    + "(and surefire's argLine) from the module's contender.jvm.flags");
        }
        Set<String> declared = new LinkedHashSet<>(JvmFlags.ofProperty(property));
        for (Contender contender : contenders()) {
            String mismatch = JvmFlags.mismatch(declared, new LinkedHashSet<>(JvmFlags.normalize(contender.jvmArgs())));
            assertTrue(mismatch.isEmpty(), contender.descriptor().id() + ": " + mismatch);
        }
        List<String> running = ManagementFactory.getRuntimeMXBean().getInputArguments();
        for (String flag : declared) {
            assertTrue(running.contains(flag), "this test JVM runs without " + flag + " (its flags: " + running + ")");
        }
    }

    @TestFactory
    Stream<DynamicNode> everyContenderRoundTripsEveryDatasetItSupports() {
        List<DynamicNode> perContender = new ArrayList<>();
        for (Contender contender : contenders()) {
            List<DynamicNode> cases = new ArrayList<>();
            for (Dataset<?> dataset : datasetsWithUpdates()) {
                if (contender.supports(dataset).supported()) {
                    cases.add(dynamicTest(dataset.id(), () -> ConformanceCheck.verify(contender, dataset)));
                }
            }
            perContender.add(DynamicContainer.dynamicContainer(contender.descriptor().id(), cases));
        }
        return perContender.stream();
    }

    /**
     * Every data set, and the update stream's message ({@code UpdateStream.MY_DATA_TYPE}): the runner sizes and measures
     * it for every contender that supports its model, so a contender that cannot carry it must refuse it here, with its
     * reason, rather than fail in the middle of a run (as Boon, DSL-JSON, SnakeYAML and Java serialization once did).
     */
    private static List<Dataset<?>> datasetsWithUpdates() {
        List<Dataset<?>> all = new ArrayList<>(Datasets.all());
        all.add(UpdateStream.MY_DATA_TYPE);
        return all;
    }

    /**
     * A declared edge limit must be real: on at least one supported model, some edge message of
     * that kind does not come back exactly. A stale declaration would hide a value the contender
     * carries from the check.
     */
    @TestFactory
    Stream<DynamicNode> declaredEdgeLimitsAreReal() {
        List<DynamicNode> tests = new ArrayList<>();
        for (Contender contender : contenders()) {
            for (Map.Entry<Edge, String> limit : contender.descriptor().edgeLimits().entrySet()) {
                tests.add(dynamicTest(contender.descriptor().id() + " cannot carry " + limit.getKey().label(), () -> {
                    int tried = 0;
                    for (Model<?> model : Models.all()) {
                        if (contender.supports(model).supported()) {
                            int[] outcome = tryEdge(contender, model, limit.getKey());
                            tried += outcome[0];
                            if (outcome[1] > 0) {
                                return;
                            }
                        }
                    }
                    fail(contender.descriptor().id() + " declares it cannot carry " + limit.getKey().label() + " (" + limit.getValue()
                            + ") but carried all " + tried + " such edge messages of the models it supports exactly: remove the declaration");
                }));
            }
        }
        return tests.stream();
    }

    /** How many edge messages of {@code edge} the model has, and how many of them did not come back exactly. */
    private static <T> int[] tryEdge(Contender contender, Model<T> model, Edge edge) {
        int tried = 0;
        int failed = 0;
        for (EdgeSamples.EdgeSample<T> sample : EdgeSamples.of(model)) {
            if (sample.edge() == edge) {
                tried++;
                if (!ConformanceCheck.carriesExactly(contender, model, sample)) {
                    failed++;
                }
            }
        }
        return new int[] {tried, failed};
    }

    @TestFactory
    Stream<DynamicNode> unsupportedModelsSayWhyAndRefuseACodec() {
        List<DynamicNode> tests = new ArrayList<>();
        for (Contender contender : contenders()) {
            for (Model<?> model : Models.allWithUpdates()) {
                Support support = contender.supports(model);
                if (!support.supported()) {
                    tests.add(dynamicTest(contender.descriptor().id() + " / " + model.id(), () -> {
                        assertFalse(support.reason().isBlank());
                        assertThrows(UnsupportedOperationException.class, () -> contender.newCodec(model));
                    }));
                }
            }
        }
        return tests.stream();
    }

    @TestFactory
    Stream<DynamicNode> descriptorsNameARealLibraryVersion() {
        return contenders().stream().map(contender -> dynamicTest(contender.descriptor().id(), () -> {
            Descriptor d = contender.descriptor();
            assertFalse(d.libraryVersion().isBlank(), "library version is blank");
            assertTrue(Character.isDigit(d.libraryVersion().charAt(0)), "library version '" + d.libraryVersion() + "' does not look like a version");
            assertFalse(d.displayName().isBlank(), "display name is blank");
        }));
    }
}
