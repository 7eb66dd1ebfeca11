package io.wirebench.conformance;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.DynamicTest.dynamicTest;

import io.wirebench.core.ConformanceCheck;
import io.wirebench.core.Contender;
import io.wirebench.core.Contenders;
import io.wirebench.core.Descriptor;
import io.wirebench.core.Support;
import io.wirebench.core.model.Dataset;
import io.wirebench.core.model.Datasets;
import io.wirebench.core.model.Model;
import io.wirebench.core.model.Models;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicContainer;
import org.junit.jupiter.api.DynamicNode;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

/**
 * The contract suite of every adapter module. A module gets all of it with one line,
 * {@code class MyConformanceTest extends ConformanceSuite {}}: the suite finds the contenders the
 * module registers with {@link java.util.ServiceLoader} and checks each on every data set of every
 * model it supports ({@link ConformanceCheck}), and checks that what it does not support says why.
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

    @TestFactory
    Stream<DynamicNode> everyContenderRoundTripsEveryDatasetItSupports() {
        List<DynamicNode> perContender = new ArrayList<>();
        for (Contender contender : contenders()) {
            List<DynamicNode> cases = new ArrayList<>();
            for (Dataset<?> dataset : Datasets.all()) {
                if (contender.supports(dataset.model()).supported()) {
                    cases.add(dynamicTest(dataset.id(), () -> ConformanceCheck.verify(contender, dataset)));
                }
            }
            perContender.add(DynamicContainer.dynamicContainer(contender.descriptor().id(), cases));
        }
        return perContender.stream();
    }

    @TestFactory
    Stream<DynamicNode> unsupportedModelsSayWhyAndRefuseACodec() {
        List<DynamicNode> tests = new ArrayList<>();
        for (Contender contender : contenders()) {
            for (Model<?> model : Models.all()) {
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
